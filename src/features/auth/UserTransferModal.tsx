import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { catchError, switchMap, throwError } from 'rxjs';
import { transferCheckCode$, transferSendCode$, transferUserData$ } from '../../../streams/auth/transfer';
import { PhoneCodeSchema, PhoneNumberSchema, REGISTRATION_COUNTRIES, SmsCodeSchema } from '../../../streams/schemas/auth';
import { phoneOfCountry } from '../../../streams/schemas/phones';
import { useServices, useSiteConfig } from '../../hooks/services-context';
import { Button } from '../../ui';
import { ResendButton } from '../../ui/ResendButton';
import { FormError, PhoneFields, TextField } from './fields';
import { checkForm, errorsOf, NO_ERRORS, type FormErrors } from './form-errors';
import { useAction } from '../../hooks/use-action';
import { useResendWait } from '../../hooks/use-resend-wait';
import { Modal } from '../../ui/Modal';
import styles from './auth.module.css';

const PhoneStepSchema = v.pipe(
  v.object({ country_code: PhoneCodeSchema, phone: PhoneNumberSchema, captcha: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required')) }),
  phoneOfCountry('country_code', 'phone'),
);
const CodeStepSchema = v.object({ code: SmsCodeSchema });

/** A refused captcha answer (wrong, or the picture expired). */
class CaptchaRefused extends Error {
  constructor(readonly reason: string | null) {
    super('captcha refused');
  }
}

type Step = { kind: 'phone' } | { kind: 'code' } | { kind: 'done'; id: number; password: string };

/**
 * User transfer (B21, C11): the phone number of the account on the previous platform and the captcha -> the SMS code
 * -> the account number and a new password, shown once. Opened by AuthRuntime when the config requires it.
 */
export default function UserTransferModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { auth, http } = useServices();
  const config = useSiteConfig();
  const geo = REGISTRATION_COUNTRIES.find((c) => c.id === config.geoCountryId) ?? REGISTRATION_COUNTRIES[0];
  // One transfer is one request id; the steps must use the same one (C11).
  const [request] = useState(() => globalThis.crypto.randomUUID().replace(/-/g, ''));
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [phoneCode, setPhoneCode] = useState<string>(geo.phoneCode);
  const [phone, setPhone] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [code, setCode] = useState('');
  const [clientErrors, setClientErrors] = useState<FormErrors | null>(null);

  const [loadImage, image] = useAction(() => auth.captcha.update$());
  useEffect(() => loadImage(undefined), []); // eslint-disable-line react-hooks/exhaustive-deps -- first picture on open

  const [send, sendState] = useAction(
    (input: { captchaId: string; answer: string; country_code: string; phone: string }) =>
      auth.captcha.validate$(input.captchaId, input.answer).pipe(
        switchMap((r) => (r.success && r.pass
          ? transferSendCode$(http, request, { country_code: input.country_code, phone: input.phone, captcha: r.pass })
          : throwError(() => new CaptchaRefused(r.error_message)))),
        // The pass is used up either way: a new picture for the next try.
        catchError((err: unknown) => {
          setCaptcha('');
          loadImage(undefined);
          return throwError(() => err);
        }),
      ),
    () => {
      setCode('');
      setStep({ kind: 'code' });
    },
  );
  const [check, checkState] = useAction(
    (input: string) => transferCheckCode$(http, request, input).pipe(switchMap((token) => transferUserData$(http, token))),
    (user) => setStep({ kind: 'done', id: user.id, password: user.password }),
  );

  // Issue 20 #7: a refused code request keeps the button off for the seconds the server gives.
  const sendWait = useResendWait(sendState);
  const state = step.kind === 'phone' ? sendState : checkState;
  const captchaMessage = state.status === 'error' && state.error instanceof CaptchaRefused
    ? t(state.error.reason === 'captcha_wrong' ? 'captcha.wrong' : 'captcha.expired')
    : null;
  const errors = clientErrors ?? (state.status === 'error' && !(state.error instanceof CaptchaRefused) ? errorsOf(state.error) : NO_ERRORS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind === 'phone') {
      if (sendWait > 0) return;
      const invalid = checkForm(PhoneStepSchema, { country_code: phoneCode, phone, captcha });
      setClientErrors(invalid);
      if (!invalid && image.status === 'done') send({ captchaId: image.value.id, answer: captcha.trim(), country_code: phoneCode, phone });
    } else if (step.kind === 'code') {
      const invalid = checkForm(CodeStepSchema, { code });
      setClientErrors(invalid);
      if (!invalid) check(code.trim());
    }
  };

  if (step.kind === 'done') {
    return (
      <Modal title={t('transfer.title')} onClose={onClose} testId="user-transfer">
        <p className={styles.success} role="status">{t('transfer.done')}</p>
        <dl className={styles.credentials}>
          <dt>{t('credentials.login')}</dt>
          <dd data-testid="transfer-login">{step.id}</dd>
          <dt>{t('credentials.password')}</dt>
          <dd data-testid="transfer-password">{step.password}</dd>
        </dl>
        <div className={`${styles.actions} ${styles.actionsEnd}`}>
          <Button variant="primary" onClick={onClose}>{t('transfer.finish')}</Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={t('transfer.title')} onClose={onClose} testId="user-transfer">
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid={`transfer-${step.kind}`}>
        {step.kind === 'phone' ? (
          <>
            <p className={styles.lead}>{t('transfer.text')}</p>
            <PhoneFields names={['country_code', 'phone']} errors={errors} code={phoneCode} onCode={setPhoneCode} phone={phone} onPhone={setPhone} />
            <div className={styles.captchaRow}>
              {image.status === 'done'
                ? <img className={styles.captchaImage} src={image.value.image} alt={t('captcha.imageAlt')} data-testid="transfer-captcha-image" data-captcha-id={image.value.id} />
                : <span className={styles.captchaImage} aria-busy="true" />}
              <Button variant="ghost" size="sm" onClick={() => loadImage(undefined)}>{t('captcha.refresh')}</Button>
            </div>
            <TextField name="captcha" label={t('captcha.label')} errors={errors} value={captcha} onChange={(e) => setCaptcha(e.target.value)} autoComplete="off" autoCapitalize="characters" maxLength={16} />
            {captchaMessage && <p className={styles.fieldError} role="alert">{captchaMessage}</p>}
          </>
        ) : (
          <>
            <p className={styles.lead}>{t('transfer.codeText')}</p>
            <TextField name="code" label={t('login.codeLabel')} errors={errors} value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" />
          </>
        )}
        <FormError errors={errors} />
        <ResendButton type="submit" variant="primary" size="lg" waitSec={step.kind === 'phone' ? sendWait : 0}
          disabled={state.status === 'pending' || (step.kind === 'phone' && image.status !== 'done')} data-testid="transfer-submit">
          {step.kind === 'phone' ? t('transfer.send') : t('transfer.check')}
        </ResendButton>
        <div className={styles.links}>
          <button type="button" className={styles.linkButton} onClick={onClose}>{t('transfer.later')}</button>
        </div>
      </form>
    </Modal>
  );
}
