import { Suspense, lazy } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { Header } from './Header';
import { Footer } from './Footer';
import { NoticesArea } from './NoticesArea';
import { FloatingButtons } from './FloatingButtons';
import { AgeNotice } from './AgeNotice';
import { isHomePath } from './links';
import { useBrandBookStyle } from './use-brand-book-style';
import { useSiteExtras } from './use-site-extras';
import { COUPON_ID, RIGHT_COLUMN_ID } from '../../ui/slots';
import { focusCoupon } from '../../ui/coupon-focus';
import { usePageStart } from './use-page-start';
import { useRouteHandles } from '../../routing/GuardedRoutes';
import { showsCoupon } from '../../routing/route-handle';
import styles from './DefaultLayout.module.css';

/** The seasonal snow (a config switch): off on most days, so not part of the code every page loads first. */
const Snow = lazy(() => import('./Snow').then((m) => ({ default: m.Snow })));

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The betting coupon in the right column (issue 5), in its own chunk. Every default-layout page shows it, so its
 * download starts as soon as this layout module is evaluated rather than when the column first renders.
 */
const couponPanelModule = import('../../features/coupon/CouponPanel');
const CouponPanel = lazy(() => couponPanelModule);
/** Consent banner, chat and notices (issue 16), in their own chunk. */
const SiteExtras = lazy(() => import('../../features/consent/SiteExtras'));
/** The shell's extras (issue 16): service worker, version check, messages, loading bar, prefetch. */
const ShellExtras = lazy(() => import('../../features/shell/ShellExtras'));

/**
 * The default frame (R02): sticky header, the page in <main>, footer, notices, scroll-to-top and support
 * buttons, and snow on the home page when the site config asks for it. The partner brand book is applied
 * on the root as CSS custom properties.
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  const style = useBrandBookStyle();
  const home = isHomePath(pathname, lang);
  const snow = config.features.snow && home;
  const extras = useSiteExtras();
  // The coupon's column beside sports betting pages only; the column stays in the page (hidden), as the target its
  // later parts render into (src/ui/slots.ts), and the coupon keeps its state.
  const coupon = showsCoupon(useRouteHandles());
  usePageStart(MAIN_CONTENT_ID);

  return (
    <div className={styles.root} style={style} data-layout="default">
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      {coupon && (
        <a
          href={`#${COUPON_ID}`}
          className={styles.skipLink}
          onClick={(e) => {
            if (focusCoupon()) e.preventDefault();
          }}
        >
          {t('skipToCoupon')}
        </a>
      )}
      <Header />
      <AgeNotice />
      {extras && (
        <Suspense fallback={null}>
          <SiteExtras extras={extras} />
        </Suspense>
      )}
      <div className={styles.columns}>
        <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
          {/* Pages may suspend on their own translation namespace; the frame stays put meanwhile. */}
          <Suspense fallback={<div className={styles.pending} aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </main>
        <aside className={styles.right} id={RIGHT_COLUMN_ID} hidden={!coupon}>
          <Suspense fallback={null}>
            <CouponPanel />
          </Suspense>
        </aside>
      </div>
      <Footer />
      <NoticesArea />
      <FloatingButtons chat={extras?.chat} />
      {snow && <Suspense><Snow /></Suspense>}
      {extras && <Suspense fallback={null}><ShellExtras shell={extras.shell} /></Suspense>}
    </div>
  );
}
