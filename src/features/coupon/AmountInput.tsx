import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmountInput } from '../../../streams/schemas/coupon-amount-input';
import { useLanguage } from '../../hooks/use-language';
import { amountText } from './format';
import { currencySymbol } from '../../ui/currency-symbol';
import styles from './coupon.module.css';
import slip from './slip.module.css';

export interface AmountInputProps {
  /** Minor units. */
  value: number;
  currency: string;
  onChange(minor: number): void;
  /** Step buttons (B09); left out when not given. */
  onStep?(direction: 1 | -1): void;
  label: string;
  testId?: string;
  disabled?: boolean;
}

/**
 * An amount field that takes only valid amounts for the currency (digits, at most the currency's decimals): while
 * the text is not a valid amount it is marked invalid and the coupon keeps its last valid amount.
 */
export function AmountInput({ value, currency, onChange, onStep, label, testId, disabled }: AmountInputProps) {
  const { t } = useTranslation('coupon');
  const { lang } = useLanguage();
  const symbol = currencySymbol(currency, lang);
  const id = useId();
  const [draft, setDraft] = useState(() => (value > 0 ? amountText(value, currency) : ''));
  const [shown, setShown] = useState({ value, currency });
  // The amount changed elsewhere (step buttons, auto max, another currency): show it.
  if (shown.value !== value || shown.currency !== currency) {
    setShown({ value, currency });
    if (parseAmountInput(draft, currency) !== value) setDraft(value > 0 ? amountText(value, currency) : '');
  }
  const invalid = draft.trim() !== '' && parseAmountInput(draft, currency) === null;

  return (
    <div className={slip.amount}>
      <label htmlFor={id} className={styles.amountLabel}>{label}</label>
      <div className={styles.amountRow}>
        {onStep && (
          <button type="button" className={slip.stepButton} onClick={() => onStep(-1)} disabled={disabled} aria-label={t('amount.decrease')}>−</button>
        )}
        <input
          id={id}
          className={styles.amountInput}
          inputMode="decimal"
          autoComplete="off"
          value={draft}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          data-testid={testId}
          onChange={(e) => {
            const text = e.target.value;
            setDraft(text);
            const minor = text.trim() === '' ? 0 : parseAmountInput(text, currency);
            if (minor !== null) onChange(minor);
          }}
        />
        <span className={slip.currency}>{symbol}</span>
        {onStep && (
          <button type="button" className={slip.stepButton} onClick={() => onStep(1)} disabled={disabled} aria-label={t('amount.increase')}>+</button>
        )}
      </div>
      {invalid && <p className={styles.fieldError} role="alert">{t('amount.invalid', { currency: symbol })}</p>}
    </div>
  );
}
