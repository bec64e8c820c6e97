import { useTranslation } from 'react-i18next';
import { parseAmountInput } from '../../../streams/schemas/coupon-amount-input';
import { CHANGE_COEF_ACTIONS } from '../../../streams/schemas/coupon-settings';
import type { CouponUserAction } from '../../../streams/coupon/coupon-service';
import { useLanguage } from '../../hooks/use-language';
import { AmountInput } from './AmountInput';
import { currencySymbol } from '../../ui/currency-symbol';
import { useCoupon } from './use-coupon';
import styles from './coupon.module.css';
import slip from './slip.module.css';

/** The coupon settings of SPEC.md section 3 (saved locally, B11), with the B02 and B03 rules. */
export function CouponSettings() {
  const { t } = useTranslation('coupon');
  const { coupon, state } = useCoupon();
  const { lang } = useLanguage();
  const s = state.settings;
  const set = (patch: Extract<CouponUserAction, { type: 'setSettings' }>['patch']) => coupon.dispatch({ type: 'setSettings', patch });

  return (
    <section className={slip.settings} aria-labelledby="coupon-settings-title">
      <h2 id="coupon-settings-title" className={slip.sectionTitle}>{t('settings.title')}</h2>

      <fieldset className={slip.fieldset}>
        <legend>{t('settings.changeCoef')}</legend>
        {CHANGE_COEF_ACTIONS.map((action) => (
          <label key={action} className={slip.check}>
            <input type="radio" name="changeCoefAction" checked={s.changeCoefAction === action} onChange={() => set({ changeCoefAction: action })} />
            {t(`settings.changeCoefAction.${action}`)}
          </label>
        ))}
      </fieldset>

      <fieldset className={slip.fieldset}>
        <legend>{t('settings.display')}</legend>
        <label className={slip.check}><input type="checkbox" checked={s.isCouponFixed} onChange={() => set({ isCouponFixed: !s.isCouponFixed })} />{t('settings.fixed')}</label>
        <label className={slip.check}><input type="checkbox" checked={s.isBalanceShown} onChange={() => set({ isBalanceShown: !s.isBalanceShown })} />{t('settings.balanceShown')}</label>
        <label className={slip.check}><input type="checkbox" checked={s.isPossibleWinShown} onChange={() => set({ isPossibleWinShown: !s.isPossibleWinShown })} />{t('settings.possibleWinShown')}</label>
        <label className={slip.check}><input type="checkbox" checked={s.isManualAmountStep} onChange={() => set({ isManualAmountStep: !s.isManualAmountStep })} />{t('settings.manualStep')}</label>
        {s.isManualAmountStep && (
          <AmountInput
            label={t('settings.step', { currency: currencySymbol(state.currency, lang) })}
            value={s.amountStepByCurrency[state.currency] ?? state.amountStep}
            currency={state.currency}
            onChange={(minor) => set({ amountStepByCurrency: { ...s.amountStepByCurrency, [state.currency]: minor } })}
          />
        )}
      </fieldset>

      {state.config.oneClickShown && (
        <fieldset className={slip.fieldset}>
          <legend>{t('oneClick.title')}</legend>
          <label className={slip.check}>
            <input type="checkbox" checked={s.isActiveOneClick} data-testid="one-click-toggle" onChange={() => coupon.dispatch({ type: 'requestOneClick', on: !s.isActiveOneClick })} />
            {t('oneClick.enable')}
          </label>
          <AmountInput label={t('oneClick.amount')} value={s.oneClickAmount} currency={state.currency} onChange={(minor) => set({ oneClickAmount: minor })} />
          <AmountInput label={t('oneClick.bonusAmount')} value={s.bonusAccountOneClickAmount} currency={state.currency} onChange={(minor) => set({ bonusAccountOneClickAmount: minor })} />
          <label className={styles.amountLabel} htmlFor="exact-coef">{t('settings.exactCoef')}</label>
          <input
            id="exact-coef"
            className={styles.amountInput}
            inputMode="decimal"
            defaultValue={s.exactCoef ?? ''}
            onChange={(e) => {
              const text = e.target.value.trim();
              if (text === '') coupon.dispatch({ type: 'setExactCoef', value: null });
              else {
                const milli = parseAmountInput(text, 'KWD');
                if (milli !== null && milli >= 1000) coupon.dispatch({ type: 'setExactCoef', value: milli / 1000 });
              }
            }}
          />
          <label className={slip.check}>
            <input type="checkbox" checked={s.isDropOnScoreChange} disabled={s.exactCoef === null} onChange={() => coupon.dispatch({ type: 'setDropOnScoreChange', on: !s.isDropOnScoreChange })} />
            {t('settings.dropOnScore')}
          </label>
        </fieldset>
      )}
    </section>
  );
}
