import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { EmailSchema } from '../../../streams/schemas/auth';
import { useServices, useSiteConfig } from '../../hooks/services-context';
import { Button } from '../../ui';
import { FormError, TextField } from './fields';
import { checkForm, errorsOf, NO_ERRORS, type FormErrors } from './form-errors';
import { useAction } from '../../hooks/use-action';
import styles from './auth.module.css';

function download(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** The credentials drawn on a picture (option 1). */
function credentialsPicture(lines: string[]): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 80 + lines.length * 44;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.resolve(null);
  ctx.fillStyle = '#0f1923';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#3ddc84';
  ctx.fillRect(0, 0, canvas.width, 8);
  ctx.font = '600 26px system-ui, sans-serif';
  lines.forEach((line, i) => {
    ctx.fillStyle = i === 0 ? '#3ddc84' : '#e9eff5';
    ctx.fillText(line, 32, 60 + i * 44);
  });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/**
 * After a one-click registration (B20): the generated login and password, shown once, with the configured save
 * options: 0 a text file, 1 a picture, 2 an e-mail (sent by the server to an address the user types).
 */
export function CredentialsSaved({ login, password, options, onContinue }: { login: string; password: string; options: number[]; onContinue: () => void }) {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const config = useSiteConfig();
  const [email, setEmail] = useState('');
  const [emailOpen, setEmailOpen] = useState(false);
  const [clientErrors, setClientErrors] = useState<FormErrors | null>(null);
  const [send, sendState] = useAction((to: string) => auth.sendCredentials$(to, password));
  const lines = [t('credentials.fileTitle', { company: config.companyName }), `${t('credentials.login')}: ${login}`, `${t('credentials.password')}: ${password}`];
  const errors = clientErrors ?? (sendState.status === 'error' ? errorsOf(sendState.error) : NO_ERRORS);
  // The password is shown once: the step opens with its title focused at the top of the window (under the header),
  // wherever the form was scrolled, so the notices and the cookie banner at the bottom leave it in view.
  const title = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    title.current?.focus({ preventScroll: true });
    // (jsdom has no scrollIntoView.)
    title.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkForm(v.object({ email: EmailSchema }), { email });
    setClientErrors(invalid);
    if (!invalid) send(email.trim());
  };

  return (
    <div data-testid="registration-credentials">
      <h3 ref={title} tabIndex={-1} className={styles.title}>{t('credentials.title')}</h3>
      <p className={styles.lead}>{t('credentials.text')}</p>
      <div className={styles.credentials}>
        <span className={styles.label}>{t('credentials.login')}</span>
        <span className={styles.credentialValue} data-testid="credentials-login">{login}</span>
        <span />
        <span className={styles.label}>{t('credentials.password')}</span>
        <span className={styles.credentialValue} data-testid="credentials-password">{password}</span>
        <span />
      </div>
      <div className={styles.actions}>
        {options.includes(0) && (
          <Button variant="outline" size="sm" onClick={() => download(`${config.companyName}-${login}.txt`, new Blob([`${lines.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }))} data-testid="credentials-file">
            {t('credentials.saveFile')}
          </Button>
        )}
        {options.includes(1) && (
          <Button variant="outline" size="sm" onClick={() => void credentialsPicture(lines).then((blob) => blob && download(`${config.companyName}-${login}.png`, blob))} data-testid="credentials-image">
            {t('credentials.saveImage')}
          </Button>
        )}
        {options.includes(2) && (
          <Button variant="outline" size="sm" onClick={() => setEmailOpen(true)} aria-expanded={emailOpen} data-testid="credentials-email">
            {t('credentials.saveEmail')}
          </Button>
        )}
      </div>
      {emailOpen && (
        <form className={styles.form} onSubmit={onSend} noValidate style={{ marginTop: 'var(--space-3)' }}>
          <TextField name="email" type="email" label={t('credentials.emailLabel')} errors={errors} value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
          <FormError errors={errors} />
          {sendState.status === 'done'
            ? <p className={styles.success} role="status">{t('credentials.sent', { email })}</p>
            : <Button type="submit" variant="secondary" disabled={sendState.status === 'pending'}>{t('credentials.send')}</Button>}
        </form>
      )}
      <div className={`${styles.actions} ${styles.actionsEnd}`}>
        <Button variant="primary" size="lg" onClick={onContinue} data-testid="credentials-continue">{t('credentials.continue')}</Button>
      </div>
    </div>
  );
}
