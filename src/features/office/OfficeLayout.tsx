import { Suspense, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useObservableEagerState } from 'observable-hooks';
import { useServices, useSiteConfig } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { formatMoney } from '../../ui/format';
import styles from './office.module.css';

/** Every office page of R21, grouped as the menu shows them. `identification` only when the config enables it. */
export const OFFICE_MENU: ReadonlyArray<{ group: string; items: readonly string[] }> = [
  { group: 'profile', items: ['account', 'security', 'settings', 'verification', 'identification'] },
  { group: 'money', items: ['recharge', 'deduce', 'historypay', 'payment/requests'] },
  { group: 'bets', items: ['history', 'fair-play', 'responsible'] },
  { group: 'bonuses', items: ['bonuses/deposit', 'bonuses/wager', 'casino/vipcashback', 'casino/premiumcashback', 'promotion', 'rewards', 'bringfriend'] },
  { group: 'help', items: ['support', 'share-idea'] },
];

export const menuKey = (path: string) => path.replace(/[/-]/g, '_');

/**
 * On a phone the menu is one row that scrolls sideways (office.module.css): the page's own item is brought into the
 * row's view on every page, as the leading sites' mobile offices do. Elsewhere the row never scrolls: nothing moves.
 */
function useActiveItemInView() {
  const row = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const box = row.current;
    const active = box?.querySelector('[aria-current="page"]');
    if (!box || !active || box.scrollWidth <= box.clientWidth) return;
    const a = active.getBoundingClientRect();
    const r = box.getBoundingClientRect();
    box.scrollLeft += a.left + a.width / 2 - (r.left + r.width / 2);
  }, [pathname]);
  return row;
}

/** The personal office frame (R21): the menu of every office page (left of the page, above it on a phone) and the page. */
export function OfficeLayout() {
  const { t } = useTranslation('office');
  const { lang } = useLanguage();
  const config = useSiteConfig();
  const session = useSession();
  const { accounts } = useServices();
  const state = useObservableEagerState(accounts.state$);
  const menuRow = useActiveItemInView();
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={t('menu.label')}>
        <div className={styles.menuUser}>
          <div className={styles.muted}>{t('menu.accountNo')}</div>
          <div className={styles.menuUserName}>{session.userId ?? '—'}</div>
          {state.active && <div className={styles.muted}>{formatMoney(state.active.money, state.active.iso, lang)}</div>}
        </div>
        <div className={styles.menuItems} ref={menuRow}>
          {OFFICE_MENU.map(({ group, items }) => (
            <div key={group}>
              <p className={styles.menuGroup}>{t(`menu.groups.${group}`)}</p>
              <ul className={styles.menuList} role="list">
                {items.filter((p) => p !== 'identification' || config.features.identification).map((path) => (
                  <li key={path}>
                    <NavLink
                      to={`/${lang}/office/${path}`}
                      state={{ fromOffice: true }}
                      className={({ isActive }) => `${styles.menuLink} ${isActive ? styles.menuLinkActive : ''}`}
                    >
                      {t(`menu.${menuKey(path)}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <div>
        <Suspense fallback={<p className={styles.muted} aria-busy="true">{t('loading')}</p>}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
