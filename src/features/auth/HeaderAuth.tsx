import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useObservable, useObservableEagerState, useObservableState } from 'observable-hooks';
import { map, of, switchMap, timer } from 'rxjs';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../hooks/services-context';
import { useAuthorized } from '../../hooks/use-session';
import { useLanguage } from '../../hooks/use-language';
import { Button, IconUser, LinkButton } from '../../ui';

// The header's account area (issue 3): kept small because every page loads it; the panels and the auth runtime load
// on demand.
const LoginDropdown = lazy(() => import('./LoginDropdown').then((m) => ({ default: m.LoginDropdown })));
const RegistrationModal = lazy(() => import('./RegistrationModal').then((m) => ({ default: m.RegistrationModal })));
const LogoutPanel = lazy(() => import('./LogoutPanel').then((m) => ({ default: m.LogoutPanel })));
const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })));
const AuthRuntime = lazy(() => import('./AuthRuntime').then((m) => ({ default: m.AuthRuntime })));
const CaptchaModal = lazy(() => import('./CaptchaModal').then((m) => ({ default: m.CaptchaModal })));

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * Anonymous visitors (B27): "Log in" opens the login dropdown (a link to the login page without scripts or with a
 * modifier key); "Sign up" opens the registration as a modal, a widget or the registration page, by settings (B20).
 */
export function HeaderAnonymousButtons({ registrationShown }: { registrationShown: boolean }) {
  const { t } = useTranslation();
  const { auth } = useServices();
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  const onLoginPage = pathname.startsWith(`/${lang}/user/login`);
  const onRegistrationPage = pathname.startsWith(`/${lang}/registration`);
  return (
    <>
      <LinkButton
        to={`/${lang}/user/login`}
        variant="outline"
        data-testid="header-login"
        onClick={(e) => {
          if (onLoginPage || !isPlainClick(e)) return;
          e.preventDefault();
          auth.openPanel('login');
        }}
      >
        <IconUser size={18} />
        {t('auth.login')}
      </LinkButton>
      {registrationShown && (
        <LinkButton
          to={`/${lang}/registration`}
          variant="primary"
          data-testid="header-registration"
          onClick={(e) => {
            // B20: never a second form on the registration page. The panel follows the settings (modal, widget, or
            // the registration page in route mode).
            if (onRegistrationPage || !isPlainClick(e)) return;
            e.preventDefault();
            auth.openPanel('registration');
          }}
        >
          {t('auth.registration')}
        </LinkButton>
      )}
    </>
  );
}

/** B17: logout asks for confirmation first (E04 texts). */
export function HeaderLogoutButton() {
  const { t } = useTranslation();
  const { auth } = useServices();
  return (
    <Button variant="ghost" onClick={() => auth.openPanel('logout')} data-testid="header-logout">
      {t('auth.logout')}
    </Button>
  );
}

/**
 * For anonymous visitors the auth runtime (registration reminder, referral cookies, ...) starts a few seconds after
 * the page, off the start-up path; for logged-in users (ping, refresh, ban and terms rules) at once.
 */
export const ANONYMOUS_RUNTIME_DELAY_MS = 5_000;

/** The open auth panel, the captcha challenge and the auth runtime (ping, refresh, inactivity, terms; loaded on demand). */
export function AuthOverlays() {
  const { auth } = useServices();
  const panel = useObservableEagerState(auth.panel$);
  const ask = useObservableEagerState(auth.captcha.challenge$);
  const authorized = useAuthorized();
  const { lang } = useLanguage();
  const location = useLocation();
  const close = () => auth.openPanel(null);
  const [notice] = useState(() => auth.hasAutoLogoffNotice());
  const runtime$ = useObservable(
    (inputs$) => inputs$.pipe(switchMap(([now]) => (now ? of(true) : timer(ANONYMOUS_RUNTIME_DELAY_MS).pipe(map(() => true))))),
    [authorized || notice],
  );
  const runtime = useObservableState(runtime$, false);

  // R16: the home page with ?showForgotPasswordModal=1 opens the forgot-password modal for a visitor not logged in.
  useEffect(() => {
    const home = location.pathname === `/${lang}` || location.pathname === `/${lang}/`;
    if (home && !authorized && new URLSearchParams(location.search).get('showForgotPasswordModal') === '1') auth.openPanel('forgot');
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Suspense fallback={null}>
      {runtime && <AuthRuntime />}
      {ask && <CaptchaModal key={ask.id} ask={ask} />}
      {panel === 'login' && !authorized && <LoginDropdown onClose={close} />}
      {/* Stays open after a one-click registration logs the visitor in: the generated credentials show there. */}
      {panel === 'registration' && <RegistrationModal onClose={close} />}
      {/* Not tied to the session: the panel finishes (closes, goes home) after the logout has ended it. */}
      {panel === 'logout' && <LogoutPanel onClose={close} />}
      {panel === 'forgot' && !authorized && <ForgotPasswordModal onClose={close} onLogin={() => auth.openPanel('login')} />}
    </Suspense>
  );
}
