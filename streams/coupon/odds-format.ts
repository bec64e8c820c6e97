import { roundCoef } from '../schemas/coupon-math';
import { ODDS_FORMAT } from '../timing';

// B10: coefficient display formats. 0 decimal, 1 fractional, 2 american, 4 Hong Kong, 5 Indonesian, 6 Malay are
// the usual conversions of the decimal coefficient. SPEC.md names 14, 15 and 16 without saying what they are; our
// documented choice: 14 implied probability in percent, 15 decimal with two decimals, 16 decimal with one decimal.

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Up to 3 decimals, at least 2: 1.85 -> "1.85", 2 -> "2.00", 1.875 -> "1.875". */
function decimal(value: number): string {
  const r = roundCoef(value);
  return Math.round(r * 1000) % 10 === 0 ? r.toFixed(2) : r.toFixed(3);
}

function signed(value: number): string {
  const text = decimal(Math.abs(value));
  return value < 0 ? `-${text}` : text;
}

export function formatOdds(coef: number, format: number): string {
  if (!Number.isFinite(coef) || coef < 1) return '';
  const c = roundCoef(coef);
  const milli = Math.round(c * 1000);
  switch (format) {
    case ODDS_FORMAT.fractional: {
      const num = milli - 1000;
      if (num === 0) return '0/1';
      const d = gcd(num, 1000);
      return `${num / d}/${1000 / d}`;
    }
    case ODDS_FORMAT.american:
      if (c === 1) return '0';
      return c >= 2 ? `+${Math.round((c - 1) * 100)}` : `-${Math.round(100 / (c - 1))}`;
    case ODDS_FORMAT.hongKong:
      return decimal(c - 1);
    case ODDS_FORMAT.indo:
      if (c === 1) return '0.00';
      return c >= 2 ? signed(c - 1) : signed(-1 / (c - 1));
    case ODDS_FORMAT.malay:
      if (c === 1) return '0.00';
      return c <= 2 ? signed(c - 1) : signed(-1 / (c - 1));
    case ODDS_FORMAT.format14:
      return `${(100 / c).toFixed(1)}%`;
    case ODDS_FORMAT.format15:
      return c.toFixed(2);
    case ODDS_FORMAT.format16:
      return c.toFixed(1);
    default:
      return decimal(c);
  }
}
