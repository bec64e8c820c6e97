import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../hooks/services-context';
import { useAuthorized } from '../../hooks/use-session';
import { useLanguage } from '../../hooks/use-language';
import { LoginForms } from './LoginForms';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { safeReturnUrl } from './return-url';
import styles from './auth.module.css';

/**
 * /{lang}/user/login (R15): the login forms on a page. B18: a protected page sends anonymous visitors here with
 * ?returnUrl=; after login they go back there (or to the route stored before a registration), else home.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const { lang } = useLanguage();
  const authorized = useAuthorized();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [forgot, setForgot] = useState(false);
  const fromQuery = safeReturnUrl(params.get('returnUrl'));
  useEffect(() => {
    if (fromQuery) auth.returnUrl.set(fromQuery);
  }, [auth, fromQuery]);
  useEffect(() => {
    auth.setAuthFormOpen(true);
    return () => auth.setAuthFormOpen(false);
  }, [auth]);

  const [stored] = useState(() => safeReturnUrl(auth.returnUrl.get()));
  const target = fromQuery ?? stored ?? `/${lang}/`;
  useEffect(() => {
    // The stored route is used once.
    if (authorized) auth.returnUrl.set(null);
  }, [auth, authorized]);

  if (authorized) return <Navigate to={target} replace />;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title" data-testid="login-page">
        <h1 id="login-title" className={styles.title}>{t('login.title')}</h1>
        {fromQuery && <p className={styles.lead}>{t('login.returnNotice')}</p>}
        <LoginForms
          returnUrl={fromQuery}
          onDone={() => navigate(target, { replace: true })}
          onForgot={() => setForgot(true)}
          onRegister={() => navigate(`/${lang}/registration`)}
        />
      </section>
      {forgot && <ForgotPasswordModal onClose={() => setForgot(false)} />}
    </div>
  );
}
