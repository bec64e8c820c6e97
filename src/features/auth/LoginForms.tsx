import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  LoginBodySchema, SmsCodeSchema, PhoneCodeSchema, PhoneNumberSchema,
  type LoginAnswer,
} from '../../../streams/schemas/auth';
import { PhoneLoginByPlanSchema, phoneOfCountry } from '../../../streams/schemas/phones';
import type { LoginForm } from '../../../streams/auth/types';
import { useServices } from '../../hooks/services-context';
import { Button } from '../../ui';
import { CheckboxField, FormError, PasswordField, PHONE_CODES, PhoneFields, TextField } from './fields';
import { checkForm, errorsOf, NO_ERRORS, type FormErrors } from './form-errors';
import { useAction } from '../../hooks/use-action';
import { SocialSignIn } from './SocialSignIn';
import { TwoFactorStep } from './TwoFactorStep';
import styles from './auth.module.css';

type Tab = 'login_password' | 'phone_password' | 'sms';
const TABS: Tab[] = ['login_password', 'phone_password', 'sms'];

const SmsSendSchema = v.pipe(v.object({ phone_code: PhoneCodeSchema, phone_number: PhoneNumberSchema }), phoneOfCountry('phone_code', 'phone_number'));

/**
 * The login forms of SPEC.md section 3 (login_password, phone_password, sms, and the two-step code after them) with
 * remember-me. Every field is checked before sending; the server's refusals show under their fields or, for a wrong
 * login or password, once for the form (E04 "both"). An account with two-factor authentication then asks for the
 * code of the app (TwoFactorStep); `initialChallenge` starts there (a provider sign-in of such an account).
 * `linkSocial`: the login connects the provider sign-in waiting in this browser. onDone runs after a successful login.
 */
export function LoginForms({ onDone, onForgot, onRegister, returnUrl, initialChallenge = null, linkSocial = false }: {
  onDone: () => void;
  onForgot: () => void;
  onRegister?: () => void;
  returnUrl: string | null;
  initialChallenge?: string | null;
  linkSocial?: boolean;
}) {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const [tab, setTab] = useState<Tab>('login_password');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [phoneCode, setPhoneCode] = useState<string>(PHONE_CODES[0] ?? '7');
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [remember, setRemember] = useState(true);
  const [clientErrors, setClientErrors] = useState<FormErrors | null>(null);
  const [twoStep, setTwoStep] = useState<{ requestId: string; channel: 'sms' | 'email' } | null>(null);
  const [twoStepCode, setTwoStepCode] = useState('');
  const [challenge, setChallenge] = useState<string | null>(initialChallenge);

  const [submit, state, reset] = useAction((form: LoginForm) => auth.login$(linkSocial ? { ...form, linkSocial: true } : form), (answer: LoginAnswer) => {
    if (answer.status === 'two_step') setTwoStep({ requestId: answer.requestId, channel: answer.channel });
    else if (answer.status === 'two_factor') {
      setTwoStep(null);
      setChallenge(answer.challenge);
    } else onDone();
  });
  const [sendSms, smsState] = useAction((input: { phoneCode: string; phoneNumber: string }) => auth.sendSms$({ purpose: 'login_sms', ...input }));


  const errors: FormErrors = clientErrors ?? (state.status === 'error' ? errorsOf(state.error) : smsState.status === 'error' ? errorsOf(smsState.error) : NO_ERRORS);
  const pending = state.status === 'pending';

  const choose = (next: Tab) => {
    setTab(next);
    setClientErrors(null);
    reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (twoStep) {
      const invalid = checkForm(v.object({ code: SmsCodeSchema }), { code: twoStepCode });
      setClientErrors(invalid);
      if (!invalid) submit({ kind: 'two_step', requestId: twoStep.requestId, code: twoStepCode, remember });
      return;
    }
    if (tab === 'login_password') {
      const invalid = checkForm(LoginBodySchema, { uLogin: login, uPassword: password, save: remember });
      setClientErrors(invalid);
      if (!invalid) submit({ kind: 'login_password', login: login.trim(), password, remember });
    } else if (tab === 'phone_password') {
      const invalid = checkForm(PhoneLoginByPlanSchema, { phone_number: phone, country_code: phoneCode, uPassword: password, save: remember });
      setClientErrors(invalid ? { ...invalid, fields: renameFields(invalid.fields, { phone_number: 'phone', uPassword: 'uPassword' }) } : null);
      if (!invalid) submit({ kind: 'phone_password', phoneCode, phone, password, remember });
    } else {
      const requestId = smsState.status === 'done' ? smsState.value.requestId : null;
      if (!requestId) return;
      const invalid = checkForm(v.object({ code: SmsCodeSchema }), { code: smsCode });
      setClientErrors(invalid);
      if (!invalid) submit({ kind: 'sms', requestId, code: smsCode, remember });
    }
  };

  const onSendSms = () => {
    const invalid = checkForm(SmsSendSchema, { phone_code: phoneCode, phone_number: phone });
    setClientErrors(invalid ? { ...invalid, fields: renameFields(invalid.fields, { phone_number: 'phone' }) } : null);
    if (!invalid) sendSms({ phoneCode, phoneNumber: phone });
  };

  const fieldErrors = mapServerFields(errors);

  if (challenge) {
    const restart = () => {
      setChallenge(null);
      setPassword('');
      reset();
    };
    return <TwoFactorStep challenge={challenge} linkSocial={linkSocial} onDone={onDone} onRestart={restart} />;
  }

  if (twoStep) {
    return (
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="login-two-step">
        <h3 className={styles.title}>{t('login.twoStepTitle')}</h3>
        <p className={styles.lead}>{t('login.twoStepText', { channel: t(twoStep.channel === 'email' ? 'login.channelEmail' : 'login.channelSms') })}</p>
        <TextField name="code" label={t('login.codeLabel')} errors={fieldErrors} value={twoStepCode} onChange={(e) => setTwoStepCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" />
        <FormError errors={fieldErrors} />
        <Button type="submit" variant="primary" size="lg" disabled={pending}>{t('login.submit')}</Button>
      </form>
    );
  }

  return (
    <div>
      <div className={styles.tabs} role="tablist" aria-label={t('login.title')}>
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" className={styles.tab} aria-selected={tab === name} onClick={() => choose(name)} data-testid={`login-tab-${name}`}>
            {t(`login.tabs.${name}`)}
          </button>
        ))}
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="login-form">
        {tab === 'login_password' && (
          <TextField name="uLogin" label={t('login.loginLabel')} errors={fieldErrors} value={login} onChange={(e) => setLogin(e.target.value)} autoComplete="username" />
        )}
        {tab !== 'login_password' && (
          <PhoneFields names={['phoneCode', 'phone']} errors={fieldErrors} code={phoneCode} onCode={setPhoneCode} phone={phone} onPhone={setPhone} />
        )}
        {tab !== 'sms' && (
          <PasswordField name="uPassword" label={t('login.passwordLabel')} errors={fieldErrors} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
        )}
        {tab === 'sms' && (smsState.status === 'done' ? (
          <>
            <p className={styles.hint}>{t('login.codeSentSms', { minutes: Math.round(smsState.value.expiresInSec / 60) })}</p>
            <TextField name="code" label={t('login.codeLabel')} errors={fieldErrors} value={smsCode} onChange={(e) => setSmsCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" />
          </>
        ) : (
          <Button variant="outline" onClick={onSendSms} disabled={smsState.status === 'pending'} data-testid="login-send-sms">{t('login.sendCode')}</Button>
        ))}
        <CheckboxField name="save" label={t('login.remember')} errors={NO_ERRORS} checked={remember} onChange={setRemember} />
        <FormError errors={fieldErrors} />
        {(tab !== 'sms' || smsState.status === 'done') && (
          <Button type="submit" variant="primary" size="lg" disabled={pending} data-testid="login-submit">{t('login.submit')}</Button>
        )}
        <div className={styles.links}>
          <button type="button" className={styles.linkButton} onClick={onForgot} data-testid="login-forgot">{t('login.forgot')}</button>
          {onRegister && <button type="button" className={styles.linkButton} onClick={onRegister}>{t('login.register')}</button>}
        </div>
      </form>
      <SocialSignIn returnUrl={returnUrl} />
    </div>
  );
}

function renameFields(fields: Record<string, string>, names: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, reason]) => [names[k] ?? k, reason]));
}

/** Server field names to the form's: phone_number / phone-number -> phone, sms-code -> code. */
function mapServerFields(errors: FormErrors): FormErrors {
  return { ...errors, fields: renameFields(errors.fields, { phone_number: 'phone', 'phone-number': 'phone', 'sms-code': 'code', country_code: 'phoneCode', 'phone-code': 'phoneCode' }) };
}
