import { Suspense } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { useCoupon } from './use-coupon';
import styles from './coupon.module.css';

/** R07: load a coupon from a code, and save the current one as a code to share. */
export function CouponCode() {
  const { t } = useTranslation('couponPanel');
  const { coupon, state } = useCoupon();
  const status = useObservableEagerState(coupon.codeStatus$);
  const busy = status.kind === 'busy';
  return (
    <div className={styles.code}>
      <form
        className={styles.codeForm}
        onSubmit={(e) => {
          e.preventDefault();
          if (state.loadCouponInputValue.length >= 6) coupon.loadCode(state.loadCouponInputValue);
        }}
      >
        <label className={styles.amountLabel} htmlFor="coupon-code-input">{t('code.loadLabel')}</label>
        <div className={styles.amountRow}>
          <input
            id="coupon-code-input"
            className={styles.amountInput}
            value={state.loadCouponInputValue}
            maxLength={12}
            autoComplete="off"
            placeholder={t('code.placeholder')}
            onChange={(e) => coupon.dispatch({ type: 'setLoadCouponInput', value: e.target.value })}
          />
          <Button type="submit" size="sm" variant="outline" disabled={busy || state.loadCouponInputValue.length < 6}>{t('code.load')}</Button>
        </div>
      </form>
      {state.bets.length > 0 && (
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => coupon.saveCode()}>{t('code.save')}</Button>
      )}
      {status.kind === 'saved' && (
        <p className={styles.codeSaved} role="status">{t('code.saved')} <strong data-testid="coupon-code">{status.code}</strong></p>
      )}
      {status.kind === 'error' && <Suspense fallback={null}><CodeError code={status.code} /></Suspense>}
      {state.isCouponLoadedFromCode && state.bets.length > 0 && <p className={styles.muted}>{t('code.loaded')}</p>}
    </div>
  );
}

/** Why a code could not be saved or loaded: the coupon's error texts, loaded when one shows. */
function CodeError({ code }: { code: string }) {
  const { t } = useTranslation('coupon');
  return <p className={styles.fieldError} role="alert">{t(`errors.${code}`, { defaultValue: t('errors.unknown') })}</p>;
}
