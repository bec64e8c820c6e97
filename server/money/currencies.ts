// Currencies the operator accepts, with their minor-unit exponent (ISO 4217). Amounts are integers of minor units
// everywhere on the server; only the edges (request bodies, answers) speak in major units.
export const CURRENCY_EXPONENT: Record<string, number> = {
  RUB: 2, USD: 2, EUR: 2, UAH: 2, KZT: 2, AZN: 2, TRY: 2, BRL: 2, GBP: 2, PLN: 2, UZS: 2, JPY: 0, KWD: 3, HRK: 2,
};
export const CURRENCIES = Object.keys(CURRENCY_EXPONENT);

export function isCurrency(code: string): boolean {
  return code in CURRENCY_EXPONENT;
}

/** Major units (as typed by a person, e.g. 12.5) to minor units; null when it has more decimals than allowed. */
export function toMinor(amount: number, currency: string): number | null {
  const exp = CURRENCY_EXPONENT[currency];
  if (exp === undefined || !Number.isFinite(amount)) return null;
  const scaled = Math.round(amount * 10 ** exp);
  if (Math.abs(scaled / 10 ** exp - amount) > 1e-9) return null;
  return scaled;
}

export function toMajor(minor: number, currency: string): number {
  const exp = CURRENCY_EXPONENT[currency] ?? 2;
  return minor / 10 ** exp;
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
  const exp = CURRENCY_EXPONENT[currency] ?? 2;
  return Number((minor / 10 ** exp).toFixed(exp));
}
