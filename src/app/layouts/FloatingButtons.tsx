import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useObservableState } from 'observable-hooks';
import { useServices, useSiteConfig } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { IconArrowUp, IconSupport } from '../../ui';
import styles from './FloatingButtons.module.css';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * T41: shown while services.scrollTopVisible$ says the page is scrolled past one screen. useObservableState
 * with `false` (not the eager variant): the scroll stream emits on the first scroll, not on subscribe.
 */
export function ScrollTopButton() {
  const { t } = useTranslation();
  const visible = useObservableState(useServices().scrollTopVisible$, false);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={`${styles.fab} ${styles.scrollTop}`}
      aria-label={t('actions.scrollTop')}
      title={t('actions.scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <IconArrowUp size={22} />
    </button>
  );
}

/** The support button (R02): a link to the support page of the site config, in the page language. */
export function SupportButton() {
  const { t } = useTranslation();
  const { supportUrl } = useSiteConfig();
  const { lang } = useLanguage();
  const path = supportUrl.startsWith('/') ? supportUrl : `/${supportUrl}`;
  return (
    <Link to={`/${lang}${path}`} className={`${styles.fab} ${styles.support}`}>
      <IconSupport size={22} />
      <span className={styles.supportLabel}>{t('actions.support')}</span>
    </Link>
  );
}

/** Bottom-right stack: scroll-to-top above the support button. */
export function FloatingButtons() {
  return (
    <div className={styles.stack}>
      <ScrollTopButton />
      <SupportButton />
    </div>
  );
}
