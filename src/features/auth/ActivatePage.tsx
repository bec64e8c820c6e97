import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { LinkButton } from '../../ui';
import { useAction } from '../../hooks/use-action';
import styles from './auth.module.css';

/**
 * The e-mail links (R16): user/activatefast?type=activate|activatefast&token=, user/activate and user/accountverify
 * confirm the e-mail; user/stopnewsletter?token= stops the newsletter.
 */
export function ActivatePage({ kind }: { kind: 'email' | 'newsletter' }) {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const { lang } = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [run, state] = useAction(() => auth.activate$(kind, token));
  useEffect(() => {
    if (/^[A-Za-z0-9_-]{16,128}$/.test(token)) run(undefined);
  }, [token]); // eslint-disable-line react-hooks/exhaustive-deps -- once per token
  const valid = /^[A-Za-z0-9_-]{16,128}$/.test(token);
  const title = kind === 'email' ? t('activate.emailTitle') : t('activate.newsletterTitle');
  let text: string;
  if (!valid || state.status === 'error') text = t('activate.failed');
  else if (state.status === 'done') text = kind === 'email' ? t('activate.emailDone') : t('activate.newsletterDone');
  else text = t('activate.working');
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="activate-title" data-testid="activate-page">
        <h1 id="activate-title" className={styles.title}>{title}</h1>
        <p className={state.status === 'done' ? styles.success : !valid || state.status === 'error' ? styles.formError : styles.lead} role="status">{text}</p>
        <div className={`${styles.actions} ${styles.actionsEnd}`}>
          <LinkButton to={`/${lang}/`} variant="primary">{t('activate.toHome')}</LinkButton>
        </div>
      </section>
    </div>
  );
}
