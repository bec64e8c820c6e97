import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { HttpError } from '../../../streams/core/http';
import { TwoFactorBodySchema, type LoginAnswer } from '../../../streams/schemas/auth';
import { useServices } from '../../hooks/services-context';
import { useAction } from '../../hooks/use-action';
import { Button } from '../../ui';
import { FormError, TextField } from './fields';
import { checkForm, errorsOf, NO_ERRORS, type FormErrors } from './form-errors';
import styles from './auth.module.css';

const CodeSchema = v.object({ code: TwoFactorBodySchema.entries.code });
/** Refusals after which this challenge can never succeed: the password step starts again. */
const OVER = new Set(['two_factor_expired', 'two_factor_attempts']);

/**
 * The second step of a login to an account with two-factor authentication (SPEC.md form
 * login_password_two_step_code; issue 20 #3): the 6-digit code of the authenticator app or, through the link, one of
 * the recovery codes. The challenge of the first step is all it holds; a wrong code is refused with its message, and
 * once the challenge is used up or expired the player starts again with the password.
 */
export function TwoFactorStep({ challenge, linkSocial, onDone, onRestart }: {
  challenge: string;
  linkSocial: boolean;
  onDone: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [clientErrors, setClientErrors] = useState<FormErrors | null>(null);
  const [submit, state] = useAction(
    (given: string) => auth.login$({ kind: 'two_factor', challenge, code: given, ...(linkSocial ? { linkSocial: true as const } : {}) }),
    (answer: LoginAnswer) => {
      if (answer.status === 'ok') onDone();
    },
  );
  const over = state.status === 'error' && state.error instanceof HttpError && OVER.has(String(state.error.code));
  const errors = clientErrors ?? (state.status === 'error' ? errorsOf(state.error) : NO_ERRORS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkForm(CodeSchema, { code });
    setClientErrors(invalid);
    if (!invalid) submit(code.trim());
  };
  const switchMode = () => {
    setRecovery((r) => !r);
    setCode('');
    setClientErrors(null);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="login-two-factor" data-form="login_password_two_step_code">
      <h3 className={styles.title}>{t('login.twoFactorTitle')}</h3>
      <p className={styles.lead}>{t(recovery ? 'login.twoFactorRecoveryText' : 'login.twoFactorText')}</p>
      {!over && (
        <TextField name="code" label={t(recovery ? 'login.recoveryCodeLabel' : 'login.twoFactorCodeLabel')} errors={errors} value={code}
          onChange={(e) => setCode(e.target.value)} inputMode={recovery ? 'text' : 'numeric'} autoComplete="one-time-code" maxLength={recovery ? 11 : 6}
          autoCapitalize={recovery ? 'characters' : 'off'} spellCheck={false} />
      )}
      <FormError errors={errors} />
      {over ? (
        <Button variant="primary" size="lg" onClick={onRestart} data-testid="two-factor-restart">{t('login.startAgain')}</Button>
      ) : (
        <>
          <Button type="submit" variant="primary" size="lg" disabled={state.status === 'pending'} data-testid="two-factor-submit">{t('login.twoFactorSubmit')}</Button>
          <div className={styles.links}>
            <button type="button" className={styles.linkButton} onClick={switchMode} data-testid="two-factor-mode">
              {t(recovery ? 'login.useAppCode' : 'login.useRecoveryCode')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
