import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '../../hooks/use-language';
import { useClock } from '../../hooks/use-clock';
import { formatDateTime } from '../../ui/format';
import { NEVER, switchMap } from 'rxjs';
import { useServices, useSiteConfig } from '../../hooks/services-context';
import { useAuthorized } from '../../hooks/use-session';
import { useCall } from '../../hooks/use-call';
import type { StatusPageName } from './status-pages';
import styles from './status.module.css';

/** One blocked-layout page: what happened, why, and what the visitor can do (R18, C03). site-updates is the remote technical app's. */
function StatusView({ page }: { page: Exclude<StatusPageName, 'maintenance' | 'site-updates'> }) {
  const { t } = useTranslation('status');
  const lang = useLang();
  const config = useSiteConfig();
  return (
    <section className={styles.card} data-testid="status-page" data-page={page} aria-labelledby="status-title">
      <title>{`${t(`${page}.title`)} · ${config.companyName}`}</title>
      <meta name="robots" content="noindex" />
      <h1 id="status-title" className={styles.title}>{t(`${page}.title`)}</h1>
      <p className={styles.why}>{t(`${page}.why`)}</p>
      <p className={styles.what}>{t(`${page}.what`)}</p>
      <p className={styles.actions}>
        <a className={styles.secondary} href={`/${lang}${config.supportUrl}`}>{t('contactSupport')}</a>
        {page === 'block' || page === 'suspension' ? (
          <Link className={styles.secondary} to={`/${lang}/block-appeal-history`}>{t('appeals')}</Link>
        ) : null}
      </p>
      {page === 'block-appeal-history' && <AppealHistory />}
    </section>
  );
}

/**
 * block-appeal-history (R18): the player's appeals (support tickets of the topic appeal) with their states, from the
 * server; a visitor is asked to log in first, and nothing is asked of the server for them.
 */
function AppealHistory() {
  const { t } = useTranslation('status');
  const lang = useLang();
  const clock = useClock();
  const authorized = useAuthorized();
  const { accounts } = useServices();
  const appeals = useCall(accounts, (a) => (authorized ? a.office$.pipe(switchMap((office) => office.appeals$())) : NEVER), [authorized]);
  if (!authorized) {
    return (
      <p className={styles.what} data-testid="appeals-login">
        {t('appealHistory.loginFirst')} <Link className={styles.secondary} to={`/${lang}/user/login?returnUrl=${encodeURIComponent(`/${lang}/block-appeal-history`)}`}>{t('appealHistory.login')}</Link>
      </p>
    );
  }
  if (appeals.status === 'loading') return <p role="status">{t('appealHistory.loading')}</p>;
  if (appeals.status === 'error') return <p role="alert">{t('appealHistory.error')}</p>;
  const list = appeals.value.tickets;
  return (
    <section aria-labelledby="appeals-title" data-testid="appeals">
      <h2 id="appeals-title">{t('appealHistory.title')}</h2>
      {list.length === 0 ? <p className={styles.what}>{t('appealHistory.none')}</p> : (
        <ul role="list">
          {list.map((a) => (
            <li key={a.id} data-testid="appeal" data-status={a.status}>
              <Link to={`/${lang}/office/support`}>{a.subject}</Link>{' '}
              <span>{t(`appealHistory.states.${a.status}`)}</span>{' '}
              <time dateTime={a.updatedAt}>{formatDateTime(a.updatedAt, lang, clock, 'date')}</time>
            </li>
          ))}
        </ul>
      )}
      <Link className={styles.secondary} to={`/${lang}/office/support`}>{t('appealHistory.new')}</Link>
    </section>
  );
}

const views = new Map<string, ComponentType>();

/** A stable component per page name, so the router's lazy route gets one Component each. */
export function statusPageFor(page: Exclude<StatusPageName, 'maintenance' | 'site-updates'>): ComponentType {
  let view = views.get(page);
  if (!view) {
    view = function StatusPage() {
      return <StatusView page={page} />;
    };
    views.set(page, view);
  }
  return view;
}
