import { Component, Suspense, lazy, useDeferredValue, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../hooks/services-context';
import type { CouponState } from '../../../streams/coupon/coupon-state';
import { CouponEmpty } from './CouponEmpty';
import { useCoupon } from './use-coupon';
import styles from './coupon.module.css';

// Set once the slip's code is there: from then on the slip renders at once, with nothing to wait for.
let bodyLoaded = false;
// The last download failed; React.lazy keeps a failure for good, so a retry needs a new lazy component.
let bodyFailed = false;

/** The slip's code on demand. */
function lazyBody() {
  return lazy(async () => {
    try {
      const { CouponBody: Body } = await import('./CouponBody');
      bodyLoaded = true;
      return { default: Body };
    } catch (err) {
      bodyFailed = true;
      throw err;
    }
  });
}
let CouponBody = lazyBody();

/** After a failed download, the next render of the slip downloads again (only then: not in React's own re-render). */
function retryBody(): void {
  if (!bodyFailed) return;
  bodyFailed = false;
  CouponBody = lazyBody();
}

/** Only the empty coupon can be shown without the slip's code: no bets, no answer to show, no question asked (B02). */
const needsBody = (s: CouponState): boolean =>
  s.bets.length > 0 || s.successCoupon !== null || s.singlesResultCoupons.length > 0 || s.isOneClickConfirmPending;

/**
 * The slip of the right-column panel and the quick coupon. A fresh visitor's coupon is empty: the empty state comes
 * with the panel, and the full slip (CouponBody, AmountInput, FreeBet, OneClickConfirm) is downloaded when it is
 * needed, the empty state's box holding its place, blank, meanwhile. The switch to the slip is a deferred render
 * inside a boundary that already shows that box, so React keeps the box until the code is there and shows the slip
 * at once; a Suspense fallback would be held for at least React's 300 ms throttle.
 */
export function CouponSlip() {
  const { log } = useServices();
  const { state } = useCoupon();
  const needs = needsBody(state);
  const full = useDeferredValue(needs, bodyLoaded ? needs : false);
  return (
    <SlipBoundary retryOn={state} log={log}>
      {() => (
        <Suspense fallback={<SlipPending />}>
          {full ? <CouponBody /> : needs && !bodyLoaded ? <SlipPending /> : <CouponEmpty />}
        </Suspense>
      )}
    </SlipBoundary>
  );
}

/** The empty state's box with blank lines: the panel keeps its size and look while the slip's code arrives. */
function SlipPending() {
  return (
    <div className={styles.empty} aria-busy="true">
      <p className={styles.emptyTitle}>{'\u00a0'}</p>
      <p className={styles.muted}>{'\u00a0'}</p>
    </div>
  );
}

function SlipFailed() {
  const { t } = useTranslation('coupon');
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.muted}>{t('print.error')}</p>
    </div>
  );
}

interface SlipBoundaryProps {
  retryOn: unknown;
  log: (message: string, data?: unknown) => void;
  /** Called in the boundary's render, so a retry renders the new download, not the failed one. */
  children: () => ReactNode;
}
interface SlipBoundaryState { failed: boolean }

/**
 * The slip's code failed to download (network): the panel says so instead of the page failing, the bets stay in the
 * coupon (its count shows them), and the next change of the coupon (another click, say) tries again.
 */
class SlipBoundary extends Component<SlipBoundaryProps, SlipBoundaryState> {
  override state: SlipBoundaryState = { failed: false };

  static getDerivedStateFromError(): SlipBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.log('coupon: the slip could not be loaded', { error, stack: info.componentStack });
  }

  override componentDidUpdate(prev: SlipBoundaryProps): void {
    if (!this.state.failed || prev.retryOn === this.props.retryOn) return;
    retryBody();
    this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <SlipFailed /> : this.props.children();
  }
}
