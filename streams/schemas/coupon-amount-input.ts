import { minorDigits } from './money';

// Typed amounts of the coupon's fields (the slip's stake, the settings, the betting calculator). Apart from
// coupon-money.ts, which every page loads (the empty coupon, the header balance), because no field of the empty
// coupon takes an amount.

/**
 * What a person typed into an amount field, as minor units: digits with at most the currency's decimals, a dot or
 * a comma as the separator, no sign, no exponent. Null when it is not a valid amount for the currency.
 */
export function parseAmountInput(text: string, currency: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  const digits = minorDigits(currency);
  const pattern = digits === 0 ? /^\d{1,12}$/ : new RegExp(`^\\d{1,12}(\\.\\d{0,${digits}})?$`);
  if (!pattern.test(trimmed)) return null;
  const [whole = '0', frac = ''] = trimmed.split('.');
  const minor = Number(whole) * 10 ** digits + Number(frac.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}
