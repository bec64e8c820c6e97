import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { useCoupon } from './use-coupon';
import slip from './slip.module.css';

/** B02: enabling one-click while the coupon has bets asks first; confirm clears the coupon, cancel keeps it off. */
export function OneClickConfirm() {
  const { t } = useTranslation('coupon');
  const { coupon, state } = useCoupon();
  if (!state.isOneClickConfirmPending) return null;
  return (
    <div className={slip.confirm} role="alertdialog" aria-labelledby="one-click-confirm-title" data-testid="one-click-confirm">
      <p id="one-click-confirm-title">{t('oneClick.confirm', { count: state.bets.length })}</p>
      <div className={slip.confirmActions}>
        <Button size="sm" variant="primary" onClick={() => coupon.dispatch({ type: 'confirmOneClick' })}>{t('oneClick.yes')}</Button>
        <Button size="sm" variant="outline" onClick={() => coupon.dispatch({ type: 'cancelOneClick' })}>{t('oneClick.no')}</Button>
      </div>
    </div>
  );
}
