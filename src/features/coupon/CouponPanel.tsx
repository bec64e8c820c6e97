import { Suspense, useEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useObservable, useObservableEagerState, useObservableState } from 'observable-hooks';
import { catchError, from, map, of, startWith } from 'rxjs';
import { IconClose } from '../../ui';
import { useServices } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { CouponCode } from './CouponCode';
import { CouponSlip } from './CouponSlip';
import { useCoupon } from './use-coupon';
import { COUPON_ID } from '../../ui/slots';
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
      <section id={COUPON_ID} className={styles.panel} data-testid="coupon" aria-label={t('title')} tabIndex={-1}>
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
            <MyBetsTab />
          )}
        </div>
      </section>
      {!onCouponPage && <QuickCoupon />}
    </>
  );
}

type MyBetsCode = { kind: 'loading' } | { kind: 'ready'; MyBets: ComponentType } | { kind: 'failed' };

/**
 * The My bets tab: its code (and its texts, in the coupon namespace) is downloaded when the tab opens, not with every
 * page. A failed download says so in the panel, not by failing the page; opening the tab again tries again.
 */
function MyBetsTab() {
  const { t } = useTranslation('couponPanel');
  const { log } = useServices();
  const code$ = useObservable(() => from(import('./MyBets')).pipe(
    map(({ MyBets }): MyBetsCode => ({ kind: 'ready', MyBets })),
    catchError((err: unknown) => {
      log('coupon: my bets could not be loaded', err);
      return of<MyBetsCode>({ kind: 'failed' });
    }),
    startWith<MyBetsCode>({ kind: 'loading' }),
  ));
  const code = useObservableState(code$, { kind: 'loading' });
  const pending = <p className={styles.muted} aria-busy="true" />;
  if (code.kind === 'failed') return <p className={styles.fieldError} role="alert">{t('myBets.error')}</p>;
  if (code.kind === 'loading') return pending;
  return <Suspense fallback={pending}><code.MyBets /></Suspense>;
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
