import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../hooks/services-context';
import { useAuthorized } from '../../hooks/use-session';
import { useLanguage } from '../../hooks/use-language';
import { Button } from '../../ui';
import { FormError } from './fields';
import { errorsOf } from './form-errors';
import { useAction } from '../../hooks/use-action';
import { safeReturnUrl } from './return-url';
import styles from './auth.module.css';

/**
 * /{lang}/confirm-terms (R17, B22): a logged-in user whose terms changed reads and accepts the new version (C12);
 * with unchanged terms the page leaves for home. Anonymous visitors log in first.
 */
export function ConfirmTermsPage() {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const { lang } = useLanguage();
  const authorized = useAuthorized();
  const navigate = useNavigate();
  const [check, status] = useAction(() => auth.checkTerms$());
  const [accept, accepted] = useAction((version: number) => auth.acceptTerms$(version));
  const [logout] = useAction(() => auth.logout$());
  useEffect(() => {
    if (authorized) check(undefined);
  }, [authorized]); // eslint-disable-line react-hooks/exhaustive-deps -- once per login
  useEffect(() => {
    if (accepted.status !== 'done') return;
    const target = safeReturnUrl(auth.returnUrl.get()) ?? `/${lang}/`;
    auth.returnUrl.set(null);
    navigate(target, { replace: true });
  }, [accepted]); // eslint-disable-line react-hooks/exhaustive-deps -- once per answer

  if (!authorized) return <Navigate to={`/${lang}/user/login?returnUrl=${encodeURIComponent(`/${lang}/confirm-terms`)}`} replace />;
  if (status.status === 'done' && (status.value === null || !status.value.result)) return <Navigate to={`/${lang}/`} replace />;
  const terms = status.status === 'done' ? status.value : null;
  const date = terms?.updatedAt ? new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(terms.updatedAt)) : '';
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="terms-title" data-testid="confirm-terms-page">
        <h1 id="terms-title" className={styles.title}>{t('terms.title')}</h1>
        {terms && <p className={styles.lead}>{t('terms.text', { version: terms.version, date })}</p>}
        <p><Link to={`/${lang}/rules/1`} target="_blank" rel="noopener">{t('terms.read')}</Link></p>
        {accepted.status === 'error' && <FormError errors={errorsOf(accepted.error)} />}
        <div className={`${styles.actions} ${styles.actionsEnd}`}>
          <Button variant="outline" onClick={() => logout(undefined)}>{t('terms.logout')}</Button>
          <Button variant="primary" disabled={!terms || accepted.status === 'pending'} onClick={() => terms && accept(terms.version)} data-testid="terms-accept">
            {t('terms.accept')}
          </Button>
        </div>
      </section>
    </div>
  );
}
