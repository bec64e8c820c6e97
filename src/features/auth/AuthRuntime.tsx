import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useObservable, useObservableEagerState, useObservableState, useSubscription } from 'observable-hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { catchError, map, of, startWith, switchMap } from 'rxjs';
import { useServices, useSiteConfig } from '../../hooks/services-context';
import { useSession } from '../../hooks/use-session';
import { useLanguage } from '../../hooks/use-language';
import { Button } from '../../ui';
import { Modal } from '../../ui/Modal';
import { isAllowedWhileBanned } from './ban-rules';
import { rights$ } from '../../../streams/auth/auth-api';
import { useRegistrationSettings } from './hooks';
import { shouldOpenTransfer } from '../../../streams/auth/transfer-rule';
import styles from './auth.module.css';

const UserTransferModal = lazy(() => import('./UserTransferModal'));

/**
 * Everything the accounts area runs while the site is open (mounted once by the header):
 * ping, auth refresh, inactivity logoff and referral cookies (services.auth.runtime$),
 * the terms gate (B22), the redirects on an authentication change (B16), the ban rules (B19), the one-time
 * auto-logoff notice (T27) and the registration reminder (T37).
 */
export function AuthRuntime() {
  const { t } = useTranslation('auth');
  const { auth, notices, http } = useServices();
  const config = useSiteConfig();
  const session = useSession();
  const authorized = session.userId !== null;
  const { lang } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const path = location.pathname;

  const runtime$ = useObservable((inputs$) => inputs$.pipe(switchMap(([l]) => auth.runtime$(l))), [lang]);
  useSubscription(runtime$, (event) => {
    // T27: home with a full load, where the notice shows once.
    if (event.kind === 'auto_logoff') window.location.assign(`/${lang}/`);
  });

  // T27: the notice after an inactivity logoff, once.
  useEffect(() => {
    if (auth.takeAutoLogoffNotice()) {
      notices.show({ kind: 'info', id: 'auto-logoff', titleKey: 'auth:autoLogoff.title', messageKey: 'auth:autoLogoff.text' });
    }
  }, [auth, notices]);

  // B22 / C17: changed terms (or a 451 with exception_code 1) send a logged-in user to confirm-terms.
  const termsRequired = useObservableEagerState(auth.termsRequired$);
  useEffect(() => {
    if (!config.features.confirmTerms || !authorized || !termsRequired) return;
    if (path.startsWith(`/${lang}/confirm-terms`)) return;
    auth.returnUrl.set(path + location.search);
    navigate(`/${lang}/confirm-terms`, { replace: true });
  }, [config.features.confirmTerms, authorized, termsRequired, path]); // eslint-disable-line react-hooks/exhaustive-deps

  // B16: a session that ends while on an office page goes home.
  const wasAuthorized = useRef(authorized);
  useEffect(() => {
    if (wasAuthorized.current && !authorized && path.startsWith(`/${lang}/office`)) navigate(`/${lang}/`, { replace: true });
    wasAuthorized.current = authorized;
  }, [authorized]); // eslint-disable-line react-hooks/exhaustive-deps

  // B19: a banned or navigation-blocked user stays on the allowed routes; the server's rights (C08) say whether the
  // money pages are among them (asked again when the ban changes; a failed call allows nothing more).
  const blocked = authorized && (session.banLevel > 0 || session.navigationBlocked === true);
  const rights = useObservableState(useObservable(
    (inputs$) => inputs$.pipe(switchMap(([b]) => (b ? rights$(http).pipe(map((a) => a.rights), catchError(() => of([])), startWith(null)) : of(null)))),
    [blocked, session.banLevel, session.navigationBlocked],
  ), null);
  useEffect(() => {
    if (!blocked || isAllowedWhileBanned(path.slice(lang.length + 2), rights) !== false) return;
    notices.show({ kind: 'warning', id: 'ban', titleKey: 'auth:ban.title', messageKey: 'auth:ban.text' });
    navigate(`/${lang}/office/support`, { replace: true });
  }, [blocked, path, rights]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      {!authorized && config.registrationAllowed && !config.isVipDomain && <RegistrationReminder t={t} />}
      {authorized && <TransferGate route={path.slice(lang.length + 2)} search={location.search} />}
    </>
  );
}

/** B21 (authorised only, B27): the user-transfer modal when the config requires it; closed, it stays closed for this visit. */
function TransferGate({ route, search }: { route: string; search: string }) {
  const settings = useRegistrationSettings();
  const [closed, setClosed] = useState(false);
  if (closed || !shouldOpenTransfer({ authorized: true, required: settings.transferRequired, route, search })) return null;
  return (
    <Suspense fallback={null}>
      <UserTransferModal onClose={() => setClosed(true)} />
    </Suspense>
  );
}

/** T37 (anonymous only, B27): the reminder popup when the stream says so. */
function RegistrationReminder({ t }: { t: (key: string, options?: Record<string, unknown>) => string }) {
  const { auth } = useServices();
  const config = useSiteConfig();
  const { lang } = useLanguage();
  const [open, setOpen] = useState(false);
  const reminder$ = useObservable((inputs$) => inputs$.pipe(switchMap(([l]) => auth.registrationReminder$(l))), [lang]);
  useSubscription(reminder$, () => setOpen(true));
  if (!open) return null;
  return (
    <Modal title={t('reminder.title', { company: config.companyName })} onClose={() => setOpen(false)} testId="registration-reminder">
      <p className={styles.lead}>{t('reminder.text')}</p>
      <div className={`${styles.actions} ${styles.actionsEnd}`}>
        <Button variant="outline" onClick={() => setOpen(false)}>{t('reminder.later')}</Button>
        <Button variant="primary" onClick={() => { setOpen(false); auth.openPanel('registration'); }}>{t('reminder.register')}</Button>
      </div>
    </Modal>
  );
}
