// Money, one module for the client and the server (which imports it): the currencies the operator accepts with
// their minor-unit digits (ISO 4217), and the conversions between minor units (the integers of the ledger, the coupon
// and every stored amount) and major units (what people type and the APIs' JSON speaks). The two are distinct
// branded types: a function that wants one says so, and only these conversions make them. Apart from the
// settlement arithmetic (coupon-math.ts), because every page shows amounts while only a coupon with bets needs it.

import { MAJOR_MAX } from './numbers';

/** Minor-unit digits per currency (ISO 4217); an unknown currency uses 2. */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<string, number>> = {
  RUB: 2, USD: 2, EUR: 2, UAH: 2, KZT: 2, AZN: 2, TRY: 2, BRL: 2, GBP: 2, PLN: 2, UZS: 2, JPY: 0, KWD: 3, HRK: 2,
};

export const CURRENCIES = Object.keys(CURRENCY_MINOR_DIGITS);

export function isCurrency(code: string): boolean {
  return Object.hasOwn(CURRENCY_MINOR_DIGITS, code);
}

/** An amount in minor units of its currency (15000 RUB = 150.00 ₽): an integer. */
export type Minor = number & { readonly __unit: 'minor' };
/** An amount in major units of its currency (150 RUB = 150.00 ₽). */
export type Major = number & { readonly __unit: 'major' };

export function minorDigits(currency: string): number {
  return CURRENCY_MINOR_DIGITS[currency] ?? 2;
}

/**
 * Major units to minor units, exactly (12.5 USD -> 1250); null when it has more decimals than the currency, is not
 * finite, or is beyond MAJOR_MAX (issue 20: 1e-7 and 1e21 used to come back as NaN, a 500 further on).
 */
export function majorToMinor(amount: number, currency: string): Minor | null {
  if (!Number.isFinite(amount) || Math.abs(amount) > MAJOR_MAX) return null;
  const digits = minorDigits(currency);
  // Shifting the decimal point in the text is exact where multiplying is not (1.005 * 100 = 100.49999...). Within
  // MAJOR_MAX a number is written with an exponent only below 1e-6, which has more decimals than any currency.
  const text = String(amount);
  if (text.includes('e')) return null;
  const minor = Math.round(Number(`${text}e${digits}`));
  if (!Number.isSafeInteger(minor) || Math.abs(minor / 10 ** digits - amount) > 1e-9) return null;
  return minor as Minor;
}

export function minorToMajor(minor: number, currency: string): Major {
  return (minor / 10 ** minorDigits(currency)) as Major;
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
