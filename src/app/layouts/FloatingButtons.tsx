import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useObservableState } from 'observable-hooks';
import { EMPTY } from 'rxjs';
import type { SiteExtras } from '../../../streams/shell-extras/extras-load';
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

type Chat = SiteExtras['chat'];

/**
 * The one way to support (R02, T43): while the consultant chat is available the button opens and closes it; before
 * that (or with no chat configured) it links to the support page of the site config, in the page language.
 */
export function SupportButton({ chat }: { chat: Chat | undefined }) {
  const { t } = useTranslation();
  const { supportUrl } = useSiteConfig();
  const { lang } = useLanguage();
  const state = useObservableState(chat?.state$ ?? EMPTY, { kind: 'off' } as const);
  const label = <span className={styles.supportLabel}>{t('actions.support')}</span>;
  if (chat && state.kind === 'ready') {
    return (
      <button
        type="button"
        className={`${styles.fab} ${styles.support}`}
        aria-expanded={state.open}
        onClick={() => chat.setOpen(!state.open)}
        data-testid="chat-launcher"
      >
        <IconSupport size={22} />
        {label}
      </button>
    );
  }
  const path = supportUrl.startsWith('/') ? supportUrl : `/${supportUrl}`;
  return (
    <Link to={`/${lang}${path}`} className={`${styles.fab} ${styles.support}`}>
      <IconSupport size={22} />
      {label}
    </Link>
  );
}

/**
 * Bottom-right row: scroll-to-top beside the support button. It keeps to the strip below the right column (the
 * column's height leaves it free, and html's scroll-padding-bottom keeps a focused control out of it).
 */
export function FloatingButtons({ chat }: { chat: Chat | undefined }) {
  const { t } = useTranslation();
  // A named landmark: everything on the page sits in one, so a screen reader's landmark list reaches these too.
  return (
    <aside className={styles.stack} aria-label={t('actions.support')}>
      <ScrollTopButton />
      <SupportButton chat={chat} />
    </aside>
  );
}
