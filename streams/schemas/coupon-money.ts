// Money of the coupon (B09): minor units per currency, and the operator's figures per currency. Apart from the
// settlement arithmetic (coupon-math.ts), because every page shows amounts (the empty coupon, the header balance)
// while only a coupon with bets and the calculator need the arithmetic: the home page does not download it. For the
// same reason the parsing of typed amounts (only the slip, the settings and the calculator have amount fields) is in
// coupon-amount-input.ts.

/** Minor-unit digits per currency (ISO 4217); unknown currencies use 2. Mirrors server/money/currencies.ts. */
export const CURRENCY_MINOR_DIGITS: Record<string, number> = {
  RUB: 2, USD: 2, EUR: 2, UAH: 2, KZT: 2, AZN: 2, TRY: 2, BRL: 2, GBP: 2, PLN: 2, UZS: 2, JPY: 0, KWD: 3, HRK: 2,
};

export function minorDigits(currency: string): number {
  return CURRENCY_MINOR_DIGITS[currency] ?? 2;
}

/** Major units to minor units, exactly (12.5 USD -> 1250); null when it has more decimals than the currency. */
export function majorToMinor(amount: number, currency: string): number | null {
  const digits = minorDigits(currency);
  if (!Number.isFinite(amount)) return null;
  const minor = Math.round(Number(`${amount}e${digits}`));
  if (Math.abs(minor / 10 ** digits - amount) > 1e-9) return null;
  return minor;
}

export function minorToMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/**
 * An operator figure per currency (minor units): the currency's own entry, else RUB's entry converted in major
 * units (10.00 RUB -> 10.00 USD), else undefined (B09's RUB fallback, used for min, max, payout and hyper bonus).
 */
export function perCurrencyMinor(table: Readonly<Record<string, number>>, currency: string): number | undefined {
  if (table[currency] !== undefined) return table[currency];
  const rub = table['RUB'];
  return rub === undefined ? undefined : (majorToMinor(minorToMajor(rub, 'RUB'), currency) ?? undefined);
}
