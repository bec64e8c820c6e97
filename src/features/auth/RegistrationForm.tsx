import { localeOf } from '../../ui/format';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { asyncScheduler } from 'rxjs';
import { createSocialData, type SocialChoice } from '../../../streams/auth/social-data';
import {
  FastRegSchema, FullRegSchema, PhoneCodeSchema, PhoneNumberSchema, REGISTRATION_COUNTRIES, REGISTRATION_CURRENCIES,
  SocRegSchema, type RegistrationAnswer, type RegType,
} from '../../../streams/schemas/auth';
import { PhoneRegByPlanSchema, phoneOfCountry } from '../../../streams/schemas/phones';
import { useServices, useSiteConfig } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { Button } from '../../ui';
import { ResendButton } from '../../ui/ResendButton';
import { CheckboxField, FormError, PasswordField, PhoneFields, SelectField, TextField } from './fields';
import { checkForm, errorsOf, NO_ERRORS, type FormErrors } from './form-errors';
import { useAction } from '../../hooks/use-action';
import { useResendWait } from '../../hooks/use-resend-wait';
import { useRegistrationSettings } from './hooks';
import { CredentialsSaved } from './CredentialsSaved';
import { SocialSignIn } from './SocialSignIn';
import styles from './auth.module.css';

const SmsSendSchema = v.pipe(v.object({ phone_code: PhoneCodeSchema, phone_number: PhoneNumberSchema }), phoneOfCountry('phone_code', 'phone_number'));

export interface RegistrationFormProps {
  /** After registration (fast_reg: after the credentials were shown). */
  onDone: () => void;
  onLogin?: () => void;
  /** soc_reg finishing: the token of the social callback and its provider. */
  social?: { token: string; provider: string } | null;
  /** Where social sign-in should come back to. */
  returnUrl?: string | null;
}

/**
 * Registration (B20): the types the settings allow (fast_reg one click, phone_reg with the SMS code, full_reg,
 * soc_reg), with country, currency, bonus choice 0/1/2, promo code and the agreement. Checked on the client with the
 * server's schemas; the server's field refusals show under their fields in the user's language.
 */
export function RegistrationForm({ onDone, onLogin, social = null, returnUrl = null }: RegistrationFormProps) {
  const { t } = useTranslation('auth');
  const services = useServices();
  const { auth } = services;
  const config = useSiteConfig();
  const { lang } = useLanguage();
  const settings = useRegistrationSettings();
  const types = social ? (['soc_reg'] as RegType[]) : settings.types;
  // The type the visitor picked, else the configured default (it arrives with the settings).
  const [chosenType, setType] = useState<RegType | null>(null);
  const type: RegType = social ? 'soc_reg' : chosenType ?? (types.includes(settings.defaultType) ? settings.defaultType : (types[0] ?? 'fast_reg'));
  const geoCountry = REGISTRATION_COUNTRIES.find((c) => c.id === config.geoCountryId) ?? REGISTRATION_COUNTRIES[0];
  // socialData (SPEC.md section 3): the choices made before leaving for a social provider, back for the finishing form.
  const socialData = useMemo(() => createSocialData({ local: services.local, now: () => asyncScheduler.now() }), [services.local]);
  const [saved] = useState(() => (social ? socialData.read() : null));
  const savedCountry = REGISTRATION_COUNTRIES.find((c) => c.id === saved?.countryId);
  const [countryId, setCountryId] = useState<number>(savedCountry?.id ?? geoCountry.id);
  const [currency, setCurrency] = useState<string>(saved?.currencyId ?? geoCountry.currency);
  const [bonus, setBonus] = useState<number>(settings.bonusChoices.includes(1) ? 1 : 0);
  const [refCode, setRefCode] = useState(saved?.promocode ?? '');
  const [agree, setAgree] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [name, setName] = useState('');
  const [surname, setSurname] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [phoneCode, setPhoneCode] = useState<string>((savedCountry ?? geoCountry).phoneCode);
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [clientErrors, setClientErrors] = useState<FormErrors | null>(null);

  const [register, state, reset] = useAction((body: Record<string, unknown> & { type: RegType }) => auth.register$(body));
  const [sendSms, smsState, resetSms] = useAction((input: { phoneCode: string; phoneNumber: string }) => auth.sendSms$({ purpose: 'phone_reg', ...input }));
  const smsWait = useResendWait(smsState);
  const done: RegistrationAnswer | null = state.status === 'done' ? state.value : null;

  useEffect(() => {
    if (done) socialData.clear();
    if (done && !done.password) onDone();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [done]);
  useEffect(() => {
    auth.setAuthFormOpen(true);
    return () => auth.setAuthFormOpen(false);
  }, [auth]);

  const regionNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([localeOf(lang)], { type: 'region' });
    } catch {
      return null;
    }
  }, [lang]);

  if (!config.registrationAllowed || config.isVipDomain) return <p className={styles.formError}>{t('registration.closed')}</p>;
  if (done?.password) return <CredentialsSaved login={done.login} password={done.password} options={settings.credentialSaveOptions} onContinue={onDone} />;

  const serverState = state.status === 'error' ? state : smsState.status === 'error' ? smsState : null;
  const errors = clientErrors ?? (serverState ? renameSms(errorsOf(serverState.error)) : NO_ERRORS);
  const pending = state.status === 'pending';
  const common = { currency, country_id: countryId, ref_code: refCode.trim(), first_deposit_bonus_choice: bonus, agree };

  const choose = (next: RegType) => {
    setType(next);
    setClientErrors(null);
    reset();
  };

  const onCountry = (id: number) => {
    setCountryId(id);
    const country = REGISTRATION_COUNTRIES.find((c) => c.id === id);
    if (country) {
      setCurrency(country.currency);
      setPhoneCode(country.phoneCode);
    }
  };

  const onSendSms = () => {
    const invalid = checkForm(SmsSendSchema, { phone_code: phoneCode, phone_number: phone });
    setClientErrors(invalid);
    if (!invalid) {
      resetSms();
      sendSms({ phoneCode, phoneNumber: phone });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let body: Record<string, unknown> & { type: RegType };
    let schema: v.GenericSchema;
    if (type === 'fast_reg') {
      body = { type, ...common };
      schema = FastRegSchema;
    } else if (type === 'phone_reg') {
      const requestId = smsState.status === 'done' ? smsState.value.requestId : '';
      body = { type, ...common, phone_code: phoneCode, phone_number: phone, requestId, sms_code: smsCode, password };
      schema = PhoneRegByPlanSchema;
    } else if (type === 'full_reg') {
      body = {
        type, ...common, email, password, password_confirm: confirm, user_name: name, user_surname: surname, birth_date: birthDate,
        phone_code: phone ? phoneCode : '', phone_number: phone,
      };
      schema = FullRegSchema;
    } else {
      body = { type, ...common, social_token: social?.token ?? '' };
      schema = SocRegSchema;
    }
    const invalid = checkForm(schema, body);
    setClientErrors(invalid);
    if (!invalid) register(body);
  };

  const smsSent = smsState.status === 'done';
  const countryAndCurrency = (
    <div className={styles.row}>
      <SelectField name="country_id" label={t('registration.country')} errors={errors} value={countryId} onChange={(e) => onCountry(Number(e.target.value))}>
        {REGISTRATION_COUNTRIES.map((c) => <option key={c.id} value={c.id}>{regionNames?.of(c.iso) ?? c.iso}</option>)}
      </SelectField>
      <SelectField name="currency" label={t('registration.currency')} errors={errors} value={currency} onChange={(e) => setCurrency(e.target.value)}>
        {REGISTRATION_CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
      </SelectField>
    </div>
  );
  const refCodeField = <TextField name="ref_code" label={t('registration.refCode')} errors={errors} value={refCode} onChange={(e) => setRefCode(e.target.value)} autoComplete="off" />;
  return (
    // A field that takes the focus while partly under the cookie banner or a notice is in the window already, so the
    // browser does not scroll it; 'nearest' does, above the page's scroll padding (the banner's room, issue 24). (jsdom has
    // no scrollIntoView.)
    <div data-testid="registration-form" onFocus={(e) => e.target.scrollIntoView?.({ block: 'nearest', behavior: 'instant' })}>
      {types.length > 1 && (
        <div className={styles.tabs} role="tablist" aria-label={t('registration.title')}>
          {types.map((name) => (
            <button key={name} type="button" role="tab" className={styles.tab} aria-selected={type === name} onClick={() => choose(name)} data-testid={`reg-tab-${name}`}>
              {t(`registration.types.${name}`)}
            </button>
          ))}
        </div>
      )}
      {type === 'soc_reg' && !social ? (
        <>
          <p className={styles.lead}>{t('registration.socialHint')}</p>
          {/* Chosen here, kept in socialData while the visitor is at the provider, and back in the finishing form. */}
          {countryAndCurrency}
          {refCodeField}
          <SocialSignIn
            returnUrl={returnUrl}
            currency={currency}
            countryId={countryId}
            onLeave={() => socialData.save({
              currencyId: currency as SocialChoice['currencyId'], countryId, promocode: refCode.trim(),
              countryCode: (REGISTRATION_COUNTRIES.find((c) => c.id === countryId) ?? geoCountry).iso,
            })}
          />
        </>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {type === 'fast_reg' && <p className={styles.hint}>{t('registration.oneClickHint')}</p>}
          {type === 'soc_reg' && social && <p className={styles.lead}>{t('registration.socialFinish', { provider: social.provider })}</p>}
          {type === 'full_reg' && (
            <>
              <TextField name="email" type="email" label={t('registration.email')} errors={errors} value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
              <div className={styles.row}>
                <TextField name="user_name" label={t('registration.name')} errors={errors} value={name} onChange={(e) => setName(e.target.value)} autoComplete="given-name" />
                <TextField name="user_surname" label={t('registration.surname')} errors={errors} value={surname} onChange={(e) => setSurname(e.target.value)} autoComplete="family-name" />
              </div>
              <TextField name="birth_date" type="date" label={t('registration.birthDate')} errors={errors} value={birthDate} onChange={(e) => setBirthDate(e.target.value)} autoComplete="bday" />
            </>
          )}
          {(type === 'phone_reg' || type === 'full_reg') && (
            <PhoneFields names={['phone_code', 'phone_number']} errors={errors} code={phoneCode} onCode={setPhoneCode} phone={phone} onPhone={setPhone}
              phoneLabel={type === 'full_reg' ? t('registration.phoneOptional') : t('login.phoneLabel')} readOnly={type === 'phone_reg' && smsSent} />
          )}
          {type === 'phone_reg' && (smsSent ? (
            <>
              <p className={styles.hint}>{t('login.codeSentSms', { minutes: Math.round(smsState.value.expiresInSec / 60) })}</p>
              <TextField name="sms_code" label={t('login.codeLabel')} errors={errors} value={smsCode} onChange={(e) => setSmsCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" />
            </>
          ) : (
            <ResendButton variant="outline" onClick={onSendSms} waitSec={smsWait} disabled={smsState.status === 'pending'} data-testid="reg-send-sms">{t('login.sendCode')}</ResendButton>
          ))}
          {(type === 'full_reg' || (type === 'phone_reg' && smsSent)) && (
            <PasswordField name="password" label={t('registration.password')} errors={errors} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" hint={t('registration.passwordHint')} />
          )}
          {type === 'full_reg' && (
            <PasswordField name="password_confirm" label={t('registration.passwordConfirm')} errors={errors} value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" />
          )}
          {countryAndCurrency}
          {settings.bonusChoices.length > 1 && (
            <SelectField name="first_deposit_bonus_choice" label={t('registration.bonus')} errors={errors} value={bonus} onChange={(e) => setBonus(Number(e.target.value))}>
              {settings.bonusChoices.map((c) => <option key={c} value={c}>{t(`registration.bonusChoices.${c}`)}</option>)}
            </SelectField>
          )}
          {refCodeField}
          <CheckboxField name="agree" label={t('registration.agree')} errors={errors} checked={agree} onChange={setAgree} />
          <FormError errors={errors} />
          <Button type="submit" variant="primary" size="lg" disabled={pending} data-testid="registration-submit">{t('registration.submit')}</Button>
          {onLogin && (
            <div className={styles.links}>
              <span>{t('registration.haveAccount')}</span>
              <button type="button" className={styles.linkButton} onClick={onLogin}>{t('registration.login')}</button>
            </div>
          )}
        </form>
      )}
    </div>
  );
}

/** sms/send names its fields phone-code / phone-number; the form's are phone_code / phone_number. */
function renameSms(errors: FormErrors): FormErrors {
  const map: Record<string, string> = { 'phone-code': 'phone_code', 'phone-number': 'phone_number' };
  return { ...errors, fields: Object.fromEntries(Object.entries(errors.fields).map(([k, r]) => [map[k] ?? k, r])) };
}
