import { minorDigits } from './money';

// Amounts the operator sets in euros (payment limits, bonuses, promo rewards) in a player's currency, one rule for
// the server, which credits them, and the client, which shows them in the player's account currency.

/** Rough units of a currency per euro (demo rates). */
export const PER_EUR: Readonly<Record<string, number>> = {
  RUB: 100, USD: 1, EUR: 1, UAH: 50, KZT: 500, AZN: 2, TRY: 40, BRL: 5, GBP: 1, PLN: 5, UZS: 10_000, JPY: 200, KWD: 1, HRK: 10,
};

/** An amount set in euros in minor units of `currency`, at least 1. */
export function eurToMinor(eur: number, currency: string): number {
  return Math.max(1, Math.round(eur * (PER_EUR[currency] ?? 1) * 10 ** minorDigits(currency)));
}
