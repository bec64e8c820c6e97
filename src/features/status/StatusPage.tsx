import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '../../hooks/use-language';
import { useSiteConfig } from '../../hooks/services-context';
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
