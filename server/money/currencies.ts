import { isCurrency, majorToMinor, minorDigits, minorToMajor, type Major, type Minor } from '../../streams/schemas/money.ts';

// The server's side of money (streams/schemas/money.ts holds the currencies and conversions the client shares).
// Amounts are integers of minor units everywhere on the server; only the edges (request bodies, answers) speak in
// major units.

export { CURRENCIES, minorDigits } from '../../streams/schemas/money.ts';

/** Major units (as typed by a person, e.g. 12.5) to minor units; null for an unknown currency or too many decimals. */
export function toMinor(amount: number, currency: string): Minor | null {
  return isCurrency(currency) ? majorToMinor(amount, currency) : null;
}

export function toMajor(minor: number, currency: string): Major {
  return minorToMajor(minor, currency);
}

/** Numeric currency ids (accounts' currencyId, registration currency_id) and display symbols. */
export const CURRENCY_META: Record<string, { id: number; symbol: string }> = {
  RUB: { id: 1, symbol: '₽' }, USD: { id: 2, symbol: '$' }, EUR: { id: 3, symbol: '€' }, UAH: { id: 4, symbol: '₴' },
  KZT: { id: 5, symbol: '₸' }, AZN: { id: 6, symbol: '₼' }, TRY: { id: 7, symbol: '₺' }, BRL: { id: 8, symbol: 'R$' },
  GBP: { id: 9, symbol: '£' }, PLN: { id: 10, symbol: 'zł' }, UZS: { id: 11, symbol: 'soʻm' }, JPY: { id: 12, symbol: '¥' },
  KWD: { id: 13, symbol: 'KD' }, HRK: { id: 14, symbol: 'kn' },
};

export function currencyId(code: string): number {
  return CURRENCY_META[code]?.id ?? 0;
}

export function currencySymbol(code: string): string {
  return CURRENCY_META[code]?.symbol ?? code;
}

/** Major units as a JSON number with the currency's decimals (no float noise such as 0.30000000000000004). */
export function majorOf(minor: number, currency: string): number {
  const digits = minorDigits(currency);
  return Number((minor / 10 ** digits).toFixed(digits));
}
