import { useState, type FormEvent } from 'react';
import { map } from 'rxjs';
import { useTranslation } from 'react-i18next';
import { RecoveryCheckBodySchema, RecoveryResetBodySchema, RecoveryStartBodySchema } from '../../../streams/schemas/auth';
import { useServices } from '../../hooks/services-context';
import { Button } from '../../ui';
import { ResendButton } from '../../ui/ResendButton';
import { FormError, PasswordField, TextField } from './fields';
import { checkForm, errorsOf, NO_ERRORS, type FormErrors } from './form-errors';
import { useAction } from '../../hooks/use-action';
import { useResendWait } from '../../hooks/use-resend-wait';
import styles from './auth.module.css';

type Step = { kind: 'login' } | { kind: 'code'; requestId: string; minutes: number } | { kind: 'password'; requestId: string; code: string } | { kind: 'done' };

/**
 * Password recovery (R16, E04): the account's e-mail, phone or number -> the code sent to it -> a new password.
 * The first step answers the same for every login (the server does not say whether it exists); a wrong or expired
 * code says wrong_code or time_up under the code field.
 */
export function ForgotPasswordFlow({ onLogin, onCancel }: { onLogin: () => void; onCancel?: () => void }) {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const [step, setStep] = useState<Step>({ kind: 'login' });
  const [login, setLogin] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [clientErrors, setClientErrors] = useState<FormErrors | null>(null);

  const [start, startState, resetStart] = useAction((l: string) => auth.recoveryStart$(l), (sent) => {
    setStep({ kind: 'code', requestId: sent.requestId, minutes: Math.round(sent.expiresInSec / 60) });
    setCode('');
  });
  // Issue 20 #7: a refused code request keeps the button off for the seconds the server gives.
  const startWait = useResendWait(startState);
  const [check, checkState, resetCheck] = useAction(
    (input: { requestId: string; code: string }) => auth.recoveryCheck$(input.requestId, input.code).pipe(map(() => input)),
    (input) => setStep({ kind: 'password', requestId: input.requestId, code: input.code }),
  );
  const [save, saveState] = useAction(
    (body: { requestId: string; code: string; password: string; password_confirm: string }) => auth.recoveryReset$(body),
    () => setStep({ kind: 'done' }),
  );

  const serverState = step.kind === 'login' ? startState : step.kind === 'code' ? checkState : saveState;
  const errors = clientErrors ?? (serverState.status === 'error' ? errorsOf(serverState.error) : NO_ERRORS);
  const pending = serverState.status === 'pending';

  const again = () => {
    resetStart();
    resetCheck();
    setClientErrors(null);
    setStep({ kind: 'login' });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind === 'login') {
      if (startWait > 0) return;
      const invalid = checkForm(RecoveryStartBodySchema, { login });
      setClientErrors(invalid);
      if (!invalid) start(login.trim());
    } else if (step.kind === 'code') {
      const invalid = checkForm(RecoveryCheckBodySchema, { requestId: step.requestId, code });
      setClientErrors(invalid);
      if (!invalid) check({ requestId: step.requestId, code: code.trim() });
    } else if (step.kind === 'password') {
      const body = { requestId: step.requestId, code: step.code, password, password_confirm: confirm };
      const invalid = checkForm(RecoveryResetBodySchema, body);
      setClientErrors(invalid);
      if (!invalid) save(body);
    }
  };

  if (step.kind === 'done') {
    return (
      <div className={styles.form} data-testid="recovery-done">
        <p className={styles.success} role="status">{t('forgot.done')}</p>
        <Button variant="primary" size="lg" onClick={onLogin}>{t('forgot.toLogin')}</Button>
      </div>
    );
  }

  const codeExpired = step.kind === 'code' && (errors.fields['code'] === 'time_up' || errors.fields['code'] === 'used');
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid={`recovery-${step.kind}`}>
      {step.kind === 'login' && (
        <>
          <p className={styles.lead}>{t('forgot.text')}</p>
          <TextField name="login" label={t('forgot.loginLabel')} errors={errors} value={login} onChange={(e) => setLogin(e.target.value)} autoComplete="username" />
        </>
      )}
      {step.kind === 'code' && (
        <>
          <p className={styles.lead}>{t('forgot.codeText', { minutes: step.minutes })}</p>
          <TextField name="code" label={t('forgot.codeLabel')} errors={errors} value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" />
        </>
      )}
      {step.kind === 'password' && (
        <>
          <PasswordField name="password" label={t('forgot.newPassword')} errors={errors} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" hint={t('registration.passwordHint')} />
          <PasswordField name="password_confirm" label={t('forgot.newPasswordConfirm')} errors={errors} value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" />
        </>
      )}
      <FormError errors={errors} />
      <ResendButton type="submit" variant="primary" size="lg" waitSec={step.kind === 'login' ? startWait : 0} disabled={pending} data-testid="recovery-submit">
        {step.kind === 'login' ? t('forgot.send') : step.kind === 'code' ? t('forgot.check') : t('forgot.save')}
      </ResendButton>
      <div className={styles.links}>
        {step.kind !== 'login' && <button type="button" className={styles.linkButton} onClick={again} data-testid="recovery-again">{codeExpired ? t('forgot.again') : t('forgot.back')}</button>}
        {onCancel && <button type="button" className={styles.linkButton} onClick={onCancel}>{t('forgot.cancel')}</button>}
      </div>
    </form>
  );
}

