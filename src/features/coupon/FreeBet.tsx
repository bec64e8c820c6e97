import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language';
import { prepaidStake, totalStake, type CouponState } from '../../../streams/coupon/coupon-state';
import type { CouponService } from '../../../streams/coupon/coupon-service';
import { formatMinor } from '../../ui/format';
import styles from './coupon.module.css';
import slip from './slip.module.css';

/**
 * Free bet (coupon promo codes, SPEC.md section 3 promoCode / manualPromoCode / promoCodes / availablePrepaidAmount):
 * pick one of the user's codes or type one; the part of the stake the code pays (prepaidAmount = min(code, stake)) and
 * what is left for the balance. Not shown for several singles (type 9), which take no code.
 */
export function FreeBet({ state, coupon }: { state: CouponState; coupon: CouponService }) {
  const { t } = useTranslation('coupon');
  const { lang } = useLanguage();
  if (state.typeId === 9) return null;
  const codes = state.promoCodes.filter((c) => c.currency === state.currency);
  const prepaid = prepaidStake(state);
  return (
    <div className={slip.freeBet} data-testid="coupon-free-bet">
      {codes.length > 0 && (
        <label className={styles.systemLabel}>
          {t('freeBet.label')}
          <select
            value={state.promoCode ?? ''}
            data-testid="coupon-free-bet-select"
            onChange={(e) => coupon.dispatch({ type: 'selectPromoCode', code: e.target.value === '' ? null : e.target.value })}
          >
            <option value="">{t('freeBet.none')}</option>
            {codes.map((c) => (
              <option key={c.code} value={c.code}>
                {c.minCoef > 1
                  ? t('freeBet.optionMinCoef', { code: c.code, amount: formatMinor(c.amountMinor, c.currency, lang), coef: c.minCoef })
                  : t('freeBet.option', { code: c.code, amount: formatMinor(c.amountMinor, c.currency, lang) })}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={styles.systemLabel}>
        {t('freeBet.manualLabel')}
        <input
          type="text"
          value={state.manualPromoCode}
          maxLength={32}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('freeBet.manualPlaceholder')}
          data-testid="coupon-free-bet-code"
          onChange={(e) => coupon.dispatch({ type: 'setManualPromoCode', value: e.target.value })}
        />
      </label>
      {prepaid > 0 ? (
        <p className={styles.muted} data-testid="coupon-prepaid">
          {t('freeBet.paid', { amount: formatMinor(prepaid, state.currency, lang) })}
          {' · '}
          {t('freeBet.fromBalance', { amount: formatMinor(totalStake(state) - prepaid, state.currency, lang) })}
        </p>
      ) : (
        state.manualPromoCode !== '' && state.promoCode === null && <p className={styles.muted}>{t('freeBet.checkedOnPlace')}</p>
      )}
    </div>
  );
}
