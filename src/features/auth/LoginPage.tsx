import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../hooks/services-context';
import { useAuthorized } from '../../hooks/use-session';
import { useAction } from '../../hooks/use-action';
import type { LoginForm } from '../../../streams/auth/types';
import { useLanguage } from '../../hooks/use-language';
import { LoginForms } from './LoginForms';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { safeReturnUrl } from './return-url';
import { SOCIAL_NAMES } from './SocialSignIn';
import styles from './auth.module.css';

/**
 * /{lang}/user/login (R15): the login forms on a page. B18: a protected page sends anonymous visitors here with
 * ?returnUrl=; after login they go back there (or to the route stored before a registration), else home. A provider
 * sign-in sends here too: ?challenge= (an account with two-factor authentication: its second step) or ?link=provider
 * (the provider vouches for the e-mail of an existing account: the owner logs in and the sign-in is connected).
 * C08 login by token: a link ?method_id=1&token=&sign= (a session handed over by the app or another device, GET
 * /web-api/auth/login-token) logs in at once; a spent or expired one says so above the usual forms.
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
  const challenge = params.get('challenge');
  const link = params.get('link');
  const linkName = link ? SOCIAL_NAMES[link] : undefined;
  const token = params.get('method_id') === '1' ? params.get('token') : null;
  const sign = params.get('sign');
  const [tokenLogin, tokenState] = useAction((form: LoginForm) => auth.login$(form));
  useEffect(() => {
    if (token && sign && !authorized) tokenLogin({ kind: 'token', token, sign, lng: lang });
  }, [token, sign]); // eslint-disable-line react-hooks/exhaustive-deps -- one try per link
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
  if (tokenState.status === 'pending') return <p className={styles.page} aria-busy="true" data-testid="token-login">{t('tokenLogin.progress')}</p>;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title" data-testid="login-page">
        <h1 id="login-title" className={styles.title}>{t('login.title')}</h1>
        {tokenState.status === 'error' && <p className={styles.fieldError} role="alert" data-testid="token-login-failed">{t('tokenLogin.failed')}</p>}
        {fromQuery && !linkName && <p className={styles.lead}>{t('login.returnNotice')}</p>}
        {linkName && <p className={styles.lead} data-testid="login-link-notice">{t('login.linkNotice', { provider: linkName })}</p>}
        <LoginForms
          returnUrl={fromQuery}
          initialChallenge={challenge}
          linkSocial={Boolean(linkName)}
          onDone={() => navigate(target, { replace: true })}
          onForgot={() => setForgot(true)}
          onRegister={() => navigate(`/${lang}/registration`)}
        />
      </section>
      {forgot && <ForgotPasswordModal onClose={() => setForgot(false)} />}
    </div>
  );
}
