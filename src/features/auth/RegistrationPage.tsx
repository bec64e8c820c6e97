import { useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../hooks/services-context';
import { useAuthorized } from '../../hooks/use-session';
import { useLanguage } from '../../hooks/use-language';
import { RegistrationForm } from './RegistrationForm';
import { safeReturnUrl } from './return-url';
import styles from './auth.module.css';

/**
 * /{lang}/registration and /{lang}/registration/socialregistration (R15, B20; the route guard hides it when
 * registration is not allowed or on a VIP domain). socialregistration finishes a social sign-in: the callback
 * brings ?social_token=&provider=. After registration the stored return route is used (B18), else home.
 */
export function RegistrationPage() {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const { lang } = useLanguage();
  const { type } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const authorized = useAuthorized();
  // Only a visitor who arrives logged in is sent away: right after a one-click registration the page shows the
  // generated credentials first.
  const [wasAuthorized] = useState(authorized);
  const token = params.get('social_token');
  const provider = params.get('provider');
  const social = type === 'socialregistration' && token && provider && /^[A-Za-z0-9_-]{8,64}$/.test(token) ? { token, provider } : null;
  const done = () => {
    const target = safeReturnUrl(auth.returnUrl.get()) ?? `/${lang}/`;
    auth.returnUrl.set(null);
    navigate(target, { replace: true });
  };
  if (wasAuthorized) return <Navigate to={`/${lang}/`} replace />;
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.cardWide}`} aria-labelledby="registration-title" data-testid="registration-page">
        <h1 id="registration-title" className={styles.title}>{t('registration.title')}</h1>
        <RegistrationForm social={social} onDone={done} onLogin={() => navigate(`/${lang}/user/login`)} returnUrl={safeReturnUrl(auth.returnUrl.get())} />
      </section>
    </div>
  );
}
