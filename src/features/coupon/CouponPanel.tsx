import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useObservableEagerState } from 'observable-hooks';
import { IconClose } from '../../ui';
import { useServices } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { CouponCode } from './CouponCode';
import { CouponSlip } from './CouponSlip';
import { MyBets } from './MyBets';
import { useCoupon } from './use-coupon';
import styles from './coupon.module.css';

/** The coupon's own page path (the right-column panel gives way to it there). */
export function isCouponPagePath(pathname: string, lang: string): boolean {
  return pathname.replace(/\/+$/, '') === `/${lang}/coupon`;
}

/**
 * The coupon in the right column of the default layout (data-testid="coupon"): tabs "Coupon" (with the bet count)
 * and "My bets". Below 1100 px the column is hidden and the quick coupon (a floating button opening the same slip)
 * takes its place.
 */
export default function CouponPanel() {
  const { t } = useTranslation('couponPanel');
  const { coupon, state } = useCoupon();
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  const onCouponPage = isCouponPagePath(pathname, lang);
  const tab = onCouponPage ? 'myBets' : state.tab;

  return (
    <>
      <section className={styles.panel} data-testid="coupon" aria-label={t('title')}>
        <div className={styles.tabs} role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'coupon'}
            className={`${styles.tab} ${tab === 'coupon' ? styles.tabActive : ''}`}
            disabled={onCouponPage}
            onClick={() => coupon.dispatch({ type: 'setTab', tab: 'coupon' })}
          >
            {t('title')}
            <span className={styles.count} data-testid="coupon-count" aria-label={t('bets.count', { count: state.bets.length })}>{state.bets.length}</span>
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'myBets'}
            className={`${styles.tab} ${tab === 'myBets' ? styles.tabActive : ''}`}
            onClick={() => coupon.dispatch({ type: 'setTab', tab: 'myBets' })}
          >
            {t('myBets.title')}
          </button>
        </div>
        <div className={styles.panelBody} role="tabpanel">
          {tab === 'coupon' ? (
            <>
              <CouponSlip />
              <CouponCode />
            </>
          ) : (
            // My bets has its texts in the coupon namespace, which the always-shown panel does not load up front.
            <Suspense fallback={<p className={styles.muted} aria-busy="true" />}>
              <MyBets />
            </Suspense>
          )}
        </div>
      </section>
      {!onCouponPage && <QuickCoupon />}
    </>
  );
}

/** The quick coupon: a floating button with the bet count; opens the slip over the page (narrow screens). */
function QuickCoupon() {
  const { t } = useTranslation('couponPanel');
  const { coupon } = useServices();
  const count = useObservableEagerState(coupon.count$);
  const open = useObservableEagerState(coupon.state$).isVisibleQuickCoupon;
  const close = () => coupon.dispatch({ type: 'setQuickCouponVisible', visible: false });

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') close(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <div className={styles.quick}>
      {open ? (
        <div className={styles.quickSheet} role="dialog" aria-modal="false" aria-label={t('quick.title')}>
          <div className={styles.quickHeader}>
            <strong>{t('quick.title')}</strong>
            <button type="button" className={styles.remove} aria-label={t('quick.close')} onClick={close} autoFocus>
              <IconClose size={16} />
            </button>
          </div>
          <CouponSlip />
        </div>
      ) : (
        count > 0 && (
          <button type="button" className={styles.quickButton} onClick={() => coupon.dispatch({ type: 'setQuickCouponVisible', visible: true })}>
            {t('quick.open')} <span className={styles.count}>{count}</span>
          </button>
        )
      )}
    </div>
  );
}
