import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../hooks/services-context';
import { useAuthorized } from '../../hooks/use-session';
import { useLanguage } from '../../hooks/use-language';
import { IconUser, LinkButton, Logo } from '../../ui';
import { LanguageSwitcher } from './LanguageSwitcher';
import { HEADER_NAV } from './links';
import { AuthOverlays, HeaderAnonymousButtons, HeaderLogoutButton } from '../../features/auth/HeaderAuth';
import styles from './Header.module.css';

const HeaderPlayer = lazy(() => import('./HeaderPlayer'));

/**
 * The sticky two-row header (R02): logo, language and account actions on top, the section navigation below.
 * Both rows have fixed heights (--header-top-height, --header-nav-height) so the page below never shifts.
 */
export function Header() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const authorized = useAuthorized();
  const { lang } = useLanguage();
  // B20: no registration on VIP domains or when the operator has switched it off.
  const registrationShown = config.registrationAllowed && !config.isVipDomain;

  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <div className={styles.inner}>
          <Link to={`/${lang}`} className={styles.logoLink} aria-label={t('nav.home', { companyName: config.companyName })}>
            <Logo name={config.companyName} height={30} />
          </Link>
          <div className={styles.actions}>
            <LanguageSwitcher />
            {authorized ? (
              <>
                <LinkButton to={`/${lang}/office/account`} variant="secondary">
                  <IconUser size={18} />
                  <span className={styles.narrowHidden}>{t('auth.account')}</span>
                </LinkButton>
                {/* Money (issue 6): the active account's balance and the account switcher, loaded on demand. */}
                <Suspense fallback={<span style={{ display: 'inline-block', minWidth: 120 }} aria-hidden="true" />}>
                  <HeaderPlayer />
                </Suspense>
                <HeaderLogoutButton />
              </>
            ) : (
              <HeaderAnonymousButtons registrationShown={registrationShown} />
            )}
            {/* Accounts (issue 3): login dropdown, registration modal or widget, logout confirmation, auth runtime. */}
            <AuthOverlays />
          </div>
        </div>
      </div>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <ul role="list" className={`${styles.inner} ${styles.navList}`}>
          {HEADER_NAV.map((item) => (
            <li key={item.path}>
              <NavLink
                to={`/${lang}/${item.path}`}
                className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
              >
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
