import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAuthorized } from '../../hooks/use-session';
import { useLanguage } from '../../hooks/use-language';
import { ForgotPasswordFlow } from './ForgotPasswordFlow';
import styles from './auth.module.css';

/** /{lang}/user/passwordreset (R16): the recovery flow on a page (the target of user/action.php?action=forgot). */
export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const authorized = useAuthorized();
  if (authorized) return <Navigate to={`/${lang}/`} replace />;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title" data-testid="password-reset-page">
        <h1 id="reset-title" className={styles.title}>{t('forgot.title')}</h1>
        <ForgotPasswordFlow onLogin={() => navigate(`/${lang}/user/login`)} />
      </section>
    </div>
  );
}
