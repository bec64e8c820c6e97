import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable, useSubscription } from 'observable-hooks';
import { filter } from 'rxjs';
import type { CaptchaAsk } from '../../../streams/auth/captcha';
import { captchaRenewals$ } from '../../../streams/auth/captcha-renewal';
import { captchaTime$ } from '../../../streams/auth/auth-api';
import { useServices } from '../../hooks/services-context';
import { Button } from '../../ui';
import { FormError, TextField } from './fields';
import { errorsOf, NO_ERRORS } from './form-errors';
import { useAction } from '../../hooks/use-action';
import { Modal } from '../../ui/Modal';
import styles from './auth.module.css';

/**
 * The server's image challenge (GET /captcha/update); the typed answer is checked (POST /captcha/validate); a right
 * one hands the pass to the call that asked, which is sent again with it. A wrong answer says so (C10) and a dead
 * or expired picture is replaced. Each picture is replaced when the lifetime the server tells (GET /captcha/gettime)
 * is over.
 */
export function CaptchaModal({ ask }: { ask: CaptchaAsk }) {
  const { t } = useTranslation('auth');
  const { auth, http } = useServices();
  const [answer, setAnswer] = useState('');
  const [load, image] = useAction(() => auth.captcha.update$());
  const [validate, result, resetResult] = useAction((input: { id: string; captcha: string }) => auth.captcha.validate$(input.id, input.captcha), (answer) => {
    setAnswer('');
    if (answer.success && answer.pass) ask.solve(answer.pass);
    else if (answer.type === 2) ask.cancel();
    else if (answer.error_message !== 'captcha_wrong') load(undefined);
  });
  useEffect(() => load(undefined), []); // eslint-disable-line react-hooks/exhaustive-deps -- first picture on open
  const pictureId = image.status === 'done' ? image.value.id : null;
  const renewals$ = useObservable((inputs$) => captchaRenewals$(captchaTime$(http), inputs$.pipe(filter(([id]) => id !== null))), [pictureId]);
  useSubscription(renewals$, () => load(undefined));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (image.status !== 'done' || answer.trim() === '') return;
    validate({ id: image.value.id, captcha: answer.trim() });
  };
  const message = result.status === 'done' && !result.value.success
    ? t(result.value.error_message === 'captcha_wrong' ? 'captcha.wrong' : 'captcha.expired')
    : null;
  const errors = result.status === 'error' ? errorsOf(result.error) : image.status === 'error' ? errorsOf(image.error) : NO_ERRORS;

  return (
    <Modal title={t('captcha.title')} onClose={() => ask.cancel()} testId="captcha-modal">
      <p className={styles.lead}>{t('captcha.text')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.captchaRow}>
          {image.status === 'done'
            ? <img className={styles.captchaImage} src={image.value.image} alt={t('captcha.imageAlt')} data-testid="captcha-image" data-captcha-id={image.value.id} />
            : <span className={styles.captchaImage} aria-busy="true" />}
          <Button variant="ghost" size="sm" onClick={() => { resetResult(); load(undefined); }}>{t('captcha.refresh')}</Button>
        </div>
        <TextField name="captcha" label={t('captcha.label')} errors={NO_ERRORS} value={answer} onChange={(e) => setAnswer(e.target.value)} autoComplete="off" autoCapitalize="characters" maxLength={16} data-testid="captcha-input" />
        {message && <p className={styles.fieldError} role="alert">{message}</p>}
        <FormError errors={errors} />
        <Button type="submit" variant="primary" size="lg" disabled={result.status === 'pending' || image.status !== 'done'} data-testid="captcha-submit">{t('captcha.submit')}</Button>
      </form>
    </Modal>
  );
}
