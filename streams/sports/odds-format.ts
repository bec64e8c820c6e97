import { ODDS_FORMAT } from '../timing';
import { coefToMilli, divideRounded } from '../schemas/odds';

// B10: odds display formats. Every format is computed from the coefficient in integer thousandths (coefToMilli:
// rounded to 3 decimals, half away from zero, the rule settlement uses), and every figure a format rounds is rounded
// by the same rule on exact integers, so a half-way value always goes up in size (2.125 -> +113, 2.135 -> +114).
// d is the decimal coefficient, p = d - 1 the profit on a stake of 1.
//   0 decimal      1.85          (2 decimals, 3 when the third is not 0; up to 3 from 10 on)
//   1 fractional   17/20         (p as the nearest fraction n/m with n >= 1 and m <= 100, in lowest terms; of two
//                                 equally near, the smaller m. Not a bookmakers' ladder of preferred prices, so the
//                                 fraction is the price that is paid: 1.615 is 8/13 on both, but 1.62 is 31/50 and
//                                 1.952 is 79/83 here where a ladder would say 8/13 and 20/21.)
//   2 american     -118 / +150   (d >= 2: +p * 100; d < 2: -100 / p)
//   4 Hong Kong    0.85          (p)
//   5 Indo         -1.18 / 1.50  (d >= 2: p; d < 2: -1 / p)
//   6 Malay        0.85 / -0.67  (d <= 2: p; d > 2: -1 / p)
// SPEC.md names 14, 15 and 16 without saying what they are; our documented choice:
//   14 implied probability   54.1%   (100 / d)
//   15 Japanese              185     (the return on a stake of 100: d * 100)
//   16 decimal, 2 places     1.85    (the short decimal of older coupons)
// Rounding never shows a winning price as no profit: a coefficient above 1 is at least 1/100 in fractional (1.001 to
// 1.009 would be nearest 0/1), 0.01 in Hong Kong, Indo and Malay (-0.01 for Malay above 201), 101 in format 15 and
// 1.01 in format 16 (1.001 to 1.004 would round to none). Fractional, american, Indo and Malay show '-' for 1.000
// (they divide by p); every format shows '-' for a value below 1, which is not a coefficient.

/** The largest denominator of a fractional price. */
export const FRACTION_MAX_DENOMINATOR = 100;

const MILLI = 1000;
const EVENS = 2 * MILLI;

/** a / b rounded half away from zero, for the safe integers of a price. */
const div = (a: number, b: number): number => Number(divideRounded(BigInt(a), BigInt(b)));

/** An integer count of 10^-places as decimal text (1850, 3 -> "1.850"). */
function decimal(units: number, places: number): string {
  const digits = String(Math.abs(units)).padStart(places + 1, '0');
  const text = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return units < 0 ? `-${text}` : text;
}
const trimmed = (units: number, places: number): string => decimal(units, places).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
const hundredths = (units: number): string => decimal(units, 2);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The nearest fraction to num / den (both positive integers) with a numerator >= 1 and a denominator <= maxDen; of
 * two equally near, the one with the smaller denominator. The best approximation is the last convergent of the
 * continued fraction within the bound or the semiconvergent after it (the two neighbours of num / den); integer
 * arithmetic throughout, so no float decides a tie.
 */
export function nearestFraction(num: number, den: number, maxDen = FRACTION_MAX_DENOMINATOR): [number, number] {
  const g = gcd(num, den);
  if (den / g <= maxDen) return [num / g, den / g];
  let [p0, q0, p1, q1] = [0, 1, 1, 0];
  for (let [n, d] = [num, den]; ; [n, d] = [d, n % d]) {
    const a = Math.floor(n / d);
    const q2 = q0 + a * q1;
    if (q2 > maxDen) break;
    [p0, q0, p1, q1] = [p1, q1, p0 + a * p1, q2];
  }
  const k = Math.floor((maxDen - q0) / q1);
  const [p2, q2] = [p0 + k * p1, q0 + k * q1];
  // |p/q - num/den| compared as |p * den - num * q| / q, cross-multiplied.
  const off1 = Math.abs(p1 * den - num * q1) * q2;
  const off2 = Math.abs(p2 * den - num * q2) * q1;
  const [n, d] = off1 < off2 || (off1 === off2 && q1 < q2) ? [p1, q1] : [p2, q2];
  return n === 0 ? [1, maxDen] : [n, d];
}

/** The price of decimal coefficient `coef` in display format `format` (B10). */
export function formatOdds(coef: number, format: number): string {
  const d = coefToMilli(coef);
  if (!(d >= MILLI)) return '-'; // not a coefficient (the schemas' minimum is 1)
  const p = d - MILLI;
  // p in hundredths; a price above 1 shows at least 0.01 of profit, as fractional shows at least 1/100.
  const profit = p > 0 ? Math.max(1, div(p, 10)) : 0;
  // -1 / p in hundredths (only for p > 0), at least 0.01 in size.
  const perProfit = () => -Math.max(1, div(100 * MILLI, p));
  switch (format) {
    case ODDS_FORMAT.fractional: {
      if (p === 0) return '-';
      const [n, m] = nearestFraction(p, MILLI);
      return `${n}/${m}`;
    }
    case ODDS_FORMAT.american:
      if (p === 0) return '-';
      return d >= EVENS ? `+${profit}` : String(perProfit()); // below evens -100 / p: Indo's hundredths as units
    case ODDS_FORMAT.hongKong:
      return hundredths(profit);
    case ODDS_FORMAT.indo:
      if (p === 0) return '-';
      return hundredths(d >= EVENS ? profit : perProfit());
    case ODDS_FORMAT.malay:
      if (p === 0) return '-';
      return hundredths(d <= EVENS ? profit : perProfit());
    case ODDS_FORMAT.format14:
      return `${trimmed(div(1000 * MILLI, d), 1)}%`;
    case ODDS_FORMAT.format15:
      return String(100 + profit);
    case ODDS_FORMAT.format16:
      return hundredths(100 + profit);
    default:
      if (d >= 10 * MILLI) return trimmed(d, 3);
      return d % 10 === 0 ? hundredths(d / 10) : decimal(d, 3);
  }
}
