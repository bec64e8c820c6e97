import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { CASINO_FAMILIES } from './casino-families';
import { VERIFIER_ROUTE } from './fair/verifier-link';
import { useCasinoCall } from './use-casino';
import styles from './casino.module.css';

/**
 * The frame of every casino page: the casino menu (the families C04 says are available, then providers and the
 * player's own area) and the search link, or a page's own search in its place (the lobby searches in place).
 * While the partitions load, or if they fail, every family shows.
 */
export function CasinoShell({ lang, children, search }: { lang: string; children: ReactNode; search?: ReactNode }) {
  const { t } = useTranslation('casino');
  const partitions = useCasinoCall((c) => c.partitions$(), []);
  const available = partitions.status === 'ready' ? new Set(partitions.value) : null;
  const families = CASINO_FAMILIES.filter((f) => !available || available.has(f.category));
  const link = (to: string, label: string, end = false) => (
    <NavLink key={to} to={`/${lang}/${to}`} end={end} className={styles.menuLink}>{label}</NavLink>
  );
  return (
    <div className={styles.shell}>
      <div className={styles.toolbar}>
        <nav className={styles.menu} aria-label={t('menu.label')}>
          {link('casino-lobby', t('menu.lobby'))}
          {families.map((f) => link(f.path, t(`family.${f.key}`), f.path === 'slots' || f.path === 'casino'))}
          {link('providers', t('menu.providers'))}
          {link('my-casino', t('menu.myCasino'), true)}
          {link('my-casino/favorites', t('menu.favorites'))}
          {link('bonus/casino/tournaments', t('menu.tournaments'))}
          {link(VERIFIER_ROUTE, t('fair.title'))}
        </nav>
        {search ?? <NavLink to={`/${lang}/casino-search`} className={styles.searchLink}>{t('search.placeholder')}</NavLink>}
      </div>
      {children}
    </div>
  );
}
