import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '../../hooks/use-language';
import { useRouteHandles } from '../../routing/GuardedRoutes';
import type { RouteHandle } from '../../routing/route-handle';
import styles from './pending.module.css';

/**
 * The one shared page for routes whose content belongs to a later issue: clearly marked as not available yet,
 * saying which part of the site it belongs to. The inventory test keeps count of the routes still here.
 */
export function PendingPage() {
  const { t } = useTranslation('pending');
  const lang = useLang();
  const feature = [...useRouteHandles()].reverse().map((m) => (m.handle as RouteHandle | undefined)?.pending).find(Boolean) ?? 'info';
  const section = t(`feature.${feature}`);
  return (
    <section className={styles.page} data-testid="page-pending" data-feature={feature} aria-labelledby="pending-title">
      <title>{`${section} · ${t('badge')}`}</title>
      <meta name="robots" content="noindex" />
      <span className={styles.badge}>{t('badge')}</span>
      <h1 id="pending-title" className={styles.title}>{section}</h1>
      <p className={styles.text}>{t('text', { section })}</p>
      <Link className={styles.home} to={`/${lang}/`}>{t('toHome')}</Link>
    </section>
  );
}
