import * as v from 'valibot';
import { ODDS_DECIMALS, ODDS_FORMAT } from '../timing';

// B10: the one rounding rule of coefficients, shared by the odds display (streams/sports/odds-format.ts), the coupon
// and the server's placement and settlement (streams/schemas/coupon-math.ts), so the price a bettor sees is the
// price that is paid. It lives under streams/schemas because the server may import only streams/schemas.
//
// The rule: round half away from zero, on exact integers. A coefficient is rounded from its decimal text (the
// shortest text that reads back as the same double, as JSON and String() write it), never from its binary value:
// 1.0005 is stored as 1.000499999..., and rounding that would give 1.000 where the bettor was shown 1.0005 -> 1.001.
// PostgreSQL rounds the same way where it stores a coefficient (numeric(10, 3) columns: half away from zero on the
// decimal text the server sends), so a stored price is the price this module computes.

/** B10 coefficient display format ids, the set every selector and every preferences schema accepts. */
export type OddsFormatId = (typeof ODDS_FORMAT)[keyof typeof ODDS_FORMAT];
export const ODDS_FORMAT_IDS: readonly OddsFormatId[] = Object.values(ODDS_FORMAT);
export const OddsFormatSchema = v.picklist(ODDS_FORMAT_IDS);

/** num / den rounded to an integer, half away from zero (2.5 -> 3, -2.5 -> -3). `den` is not 0. */
export function divideRounded(num: bigint, den: bigint): bigint {
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

const MILLI_SHIFT = ODDS_DECIMALS;
const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** B10: a coefficient as an integer of thousandths, rounded half away from zero on its decimal text (1.0005 -> 1001). */
export function coefToMilli(coef: number): number {
  if (!Number.isFinite(coef)) return NaN;
  const [, whole, fraction = '', exponent = '0'] = DECIMAL_TEXT.exec(String(Math.abs(coef)))!;
  // |coef| = digits / 10^scale; in thousandths: digits / 10^(scale - 3).
  const digits = BigInt(whole! + fraction);
  const shift = fraction.length - Number(exponent) - MILLI_SHIFT;
  const milli = shift <= 0 ? digits * 10n ** BigInt(-shift) : divideRounded(digits, 10n ** BigInt(shift));
  return Number(coef < 0 ? -milli : milli);
}

/** B10: odds rounded to 3 decimals (the same rule as coefToMilli); a value that is not finite is returned as is. */
export function roundCoef(coef: number): number {
  return Number.isFinite(coef) ? coefToMilli(coef) / 10 ** MILLI_SHIFT : coef;
}
