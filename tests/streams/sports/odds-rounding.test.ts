import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { formatOdds } from '../../../streams/sports/odds-format';
import { coefToMilli, divideRounded, ODDS_FORMAT_IDS, roundCoef } from '../../../streams/schemas/odds';
import { productCoef, settleCoupon } from '../../../streams/schemas/coupon-math';
import { PreferencesSchema } from '../../../streams/schemas/office';

// The one rounding rule of coefficients (streams/schemas/odds.ts): half away from zero, on exact integers, for the
// odds display and for placement and settlement alike.

const FORMATS = { decimal: 0, fractional: 1, american: 2, hongKong: 4, indo: 5, malay: 6, probability: 14, japanese: 15, decimal2: 16 };

describe('[B10] a published odds conversion table', () => {
  // Rows of the usual bookmakers' conversion charts (e.g. bettingonline.org/reference/odds-conversion: American,
  // decimal, fractional, implied probability). The charts print decimals to 2 places; coefficients here have 3
  // (B10), so a price such as 10/11 is 1.909, not 1.91 (1.91 is 91/100). Hong Kong, Indo and Malay by their
  // conventions: HK = d - 1; Indo = d - 1 from evens up, -1 / (d - 1) below; Malay = d - 1 up to evens,
  // -1 / (d - 1) above, so a favourite is positive in Malay (1.5 is 0.50, not -0.50).
  // Fractions are in lowest terms: 2.5 is 3/2 where a racecourse board says 6/4, evens is 1/1.
  const table: Array<[number, string, string, string, string, string, string]> = [
    // decimal  fractional american  HK        Indo       Malay     probability
    [1.01, '1/100', '-10000', '0.01', '-100.00', '0.01', '99%'],
    [1.1, '1/10', '-1000', '0.10', '-10.00', '0.10', '90.9%'],
    [1.125, '1/8', '-800', '0.13', '-8.00', '0.13', '88.9%'],
    [1.2, '1/5', '-500', '0.20', '-5.00', '0.20', '83.3%'],
    [1.222, '2/9', '-450', '0.22', '-4.50', '0.22', '81.8%'],
    [1.25, '1/4', '-400', '0.25', '-4.00', '0.25', '80%'],
    [1.286, '2/7', '-350', '0.29', '-3.50', '0.29', '77.8%'],
    [1.333, '1/3', '-300', '0.33', '-3.00', '0.33', '75%'],
    [1.364, '4/11', '-275', '0.36', '-2.75', '0.36', '73.3%'],
    [1.4, '2/5', '-250', '0.40', '-2.50', '0.40', '71.4%'],
    [1.444, '4/9', '-225', '0.44', '-2.25', '0.44', '69.3%'],
    [1.5, '1/2', '-200', '0.50', '-2.00', '0.50', '66.7%'],
    [1.571, '4/7', '-175', '0.57', '-1.75', '0.57', '63.7%'],
    [1.615, '8/13', '-163', '0.62', '-1.63', '0.62', '61.9%'],
    [1.667, '2/3', '-150', '0.67', '-1.50', '0.67', '60%'],
    [1.727, '8/11', '-138', '0.73', '-1.38', '0.73', '57.9%'],
    [1.8, '4/5', '-125', '0.80', '-1.25', '0.80', '55.6%'],
    [1.833, '5/6', '-120', '0.83', '-1.20', '0.83', '54.6%'], // 5/6 itself is 54.5%; 1.833 is a little shorter
    [1.909, '10/11', '-110', '0.91', '-1.10', '0.91', '52.4%'],
    [1.95, '19/20', '-105', '0.95', '-1.05', '0.95', '51.3%'], // the chart pairs -105 with 20/21 (1.952); 1.95 is 19/20
    [1.99, '99/100', '-101', '0.99', '-1.01', '0.99', '50.3%'], // the chart's 50.2% is of -101 (1.990099...)
    [2, '1/1', '+100', '1.00', '1.00', '1.00', '50%'],
    [2.05, '21/20', '+105', '1.05', '1.05', '-0.95', '48.8%'],
    [2.1, '11/10', '+110', '1.10', '1.10', '-0.91', '47.6%'],
    [2.2, '6/5', '+120', '1.20', '1.20', '-0.83', '45.5%'],
    [2.25, '5/4', '+125', '1.25', '1.25', '-0.80', '44.4%'],
    [2.375, '11/8', '+138', '1.38', '1.38', '-0.73', '42.1%'],
    [2.5, '3/2', '+150', '1.50', '1.50', '-0.67', '40%'],
    [2.625, '13/8', '+163', '1.63', '1.63', '-0.62', '38.1%'],
    [2.75, '7/4', '+175', '1.75', '1.75', '-0.57', '36.4%'],
    [3, '2/1', '+200', '2.00', '2.00', '-0.50', '33.3%'],
    [3.25, '9/4', '+225', '2.25', '2.25', '-0.44', '30.8%'],
    [3.5, '5/2', '+250', '2.50', '2.50', '-0.40', '28.6%'],
    [4, '3/1', '+300', '3.00', '3.00', '-0.33', '25%'],
    [4.333, '10/3', '+333', '3.33', '3.33', '-0.30', '23.1%'],
    [4.5, '7/2', '+350', '3.50', '3.50', '-0.29', '22.2%'],
    [5, '4/1', '+400', '4.00', '4.00', '-0.25', '20%'],
    [6, '5/1', '+500', '5.00', '5.00', '-0.20', '16.7%'],
    [7, '6/1', '+600', '6.00', '6.00', '-0.17', '14.3%'],
    [9, '8/1', '+800', '8.00', '8.00', '-0.13', '11.1%'],
    [11, '10/1', '+1000', '10.00', '10.00', '-0.10', '9.1%'],
    [21, '20/1', '+2000', '20.00', '20.00', '-0.05', '4.8%'],
    [34, '33/1', '+3300', '33.00', '33.00', '-0.03', '2.9%'],
    [101, '100/1', '+10000', '100.00', '100.00', '-0.01', '1%'],
  ];

  it('[B10] every row in fractional, american, Hong Kong, Indo, Malay and implied probability', () => {
    for (const [d, fractional, american, hongKong, indo, malay, probability] of table) {
      const shown = {
        fractional: formatOdds(d, FORMATS.fractional),
        american: formatOdds(d, FORMATS.american),
        hongKong: formatOdds(d, FORMATS.hongKong),
        indo: formatOdds(d, FORMATS.indo),
        malay: formatOdds(d, FORMATS.malay),
        probability: formatOdds(d, FORMATS.probability),
      };
      expect(shown, `decimal ${d}`).toEqual({ fractional, american, hongKong, indo, malay, probability });
    }
  });
});

/** Every coefficient from..to (in thousandths), step 0.001. */
const milliRange = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The nearest positive fraction to q / 1000 with a denominator <= 100, by trying every denominator (the oracle). */
function nearestByTrial(q: number): [number, number] {
  let best: [number, number] = [1, 100];
  for (let m = 1; m <= 100; m += 1) {
    const below = Math.floor((q * m) / 1000);
    for (const n of [below, below + 1]) {
      if (n < 1) continue;
      // |n/m - q/1000| against |best|, cross-multiplied: no float decides
      const off = Math.abs(n * 1000 - q * m) * best[1];
      const bestOff = Math.abs(best[0] * 1000 - q * best[1]) * m;
      if (off < bestOff || (off === bestOff && m < best[1])) best = [n, m];
    }
  }
  return best;
}
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

describe('[B10] fractional odds: the nearest fraction with a denominator up to 100', () => {
  it('[B10] for every odds 1.001 to 18.000: the nearest positive fraction n/m, m <= 100, lowest terms, never 0/m', () => {
    const wrong: string[] = [];
    for (const milli of milliRange(1001, 18000)) {
      const [n, m] = nearestByTrial(milli - 1000);
      const g = gcd(n, m);
      const expected = `${n / g}/${m / g}`;
      const shown = formatOdds(milli / 1000, FORMATS.fractional);
      if (shown !== expected || shown.startsWith('0/')) wrong.push(`${milli / 1000}: ${shown}, expected ${expected}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(wrong).toHaveLength(0);
  });

  it('[B10] 1.001 to 1.009 win a little: all show 1/100, the smallest price, and 1.000 shows no price', () => {
    for (const milli of milliRange(1001, 1009)) expect(formatOdds(milli / 1000, FORMATS.fractional)).toBe('1/100');
    expect(formatOdds(1.01, FORMATS.fractional)).toBe('1/100');
    expect(formatOdds(1.011, FORMATS.fractional)).toBe('1/91'); // 0.011 is nearest 1/91 (0.010989)
    expect(formatOdds(1, FORMATS.fractional)).toBe('-');
  });

  it('[B10] the nearest fraction, not a ladder of preferred prices: 1.62 is 31/50 and 1.952 is 79/83, not 8/13 and 20/21', () => {
    expect([1.615, 1.62, 1.952, 1.909, 1.91].map((d) => formatOdds(d, FORMATS.fractional))).toEqual(['8/13', '31/50', '79/83', '10/11', '91/100']);
  });

  it('[B10] of two equally near fractions, the smaller denominator: 1.995 is 1/1 (99/100 is as near), 3.005 is 2/1', () => {
    expect([1.995, 2.005, 3.005].map((d) => formatOdds(d, FORMATS.fractional))).toEqual(['1/1', '1/1', '2/1']);
    expect(formatOdds(1.005, FORMATS.fractional)).toBe('1/100'); // 0/1 is as near, but no price
  });
});

describe('[B10] odds rounded to 3 decimals: one rule for the display and for the money', () => {
  it('[B10] the rule is half away from zero on exact integers', () => {
    expect([divideRounded(5n, 2n), divideRounded(-5n, 2n), divideRounded(5n, -2n), divideRounded(7n, 2n), divideRounded(4n, 3n), divideRounded(5n, 3n)])
      .toEqual([3n, -3n, -3n, 4n, 1n, 2n]);
    expect([roundCoef(1.0005), roundCoef(1.0015), roundCoef(2.0025), roundCoef(-1.0005), roundCoef(1.00049999)]).toEqual([1.001, 1.002, 2.003, -1.001, 1]);
    expect([coefToMilli(1e-7), coefToMilli(1.5e21), coefToMilli(Number.NaN)]).toEqual([0, 1.5e24, Number.NaN]);
  });

  it('[B10] display and settlement agree with the rule on every 4-decimal odds 1.0000 to 10.0000', () => {
    const disagree: string[] = [];
    for (let tenThousandths = 10_000; tenThousandths <= 100_000; tenThousandths += 1) {
      const coef = tenThousandths / 10_000;
      const expected = Math.floor((tenThousandths + 5) / 10); // thousandths, a half going up (away from zero)
      const shown = Math.round(Number(formatOdds(coef, FORMATS.decimal)) * 1000);
      // A single of 10.00 (1000 minor units) that wins pays the coefficient in thousandths, to the unit.
      const paid = settleCoupon({ typeId: 0, stakeMinor: 1000, selections: [{ coef, result: 'won' }] }).payoutMinor;
      if (shown !== expected || paid !== expected || coefToMilli(coef) !== expected) disagree.push(`${coef}: shown ${shown}, paid ${paid}, rule ${expected}`);
    }
    expect(disagree.slice(0, 10)).toEqual([]);
    expect(disagree).toHaveLength(0);
  });

  it('[B10] an express coefficient is rounded by the same rule: a half goes up', () => {
    expect(productCoef([1.5, 1.001])).toBe(1.502); // 1.5015
    expect(productCoef([1.25, 1.002])).toBe(1.253); // 1.2525
  });
});

describe('[B10] half-way values round away from zero in every format', () => {
  it('[B10] american: 2.125 is +113 and 2.135 is +114; 1.32 (-312.5) is -313, 1.064 (-1562.5) is -1563', () => {
    expect([2.125, 2.135, 2.145, 1.32, 1.064].map((d) => formatOdds(d, FORMATS.american))).toEqual(['+113', '+114', '+115', '-313', '-1563']);
  });

  it('[B10] hundredths: Hong Kong 1.375 -> 1.38, Indo -3.125 -> -3.13, Malay -0.625 / -0.125 / -0.025 -> -0.63 / -0.13 / -0.03', () => {
    expect(formatOdds(2.375, FORMATS.hongKong)).toBe('1.38');
    expect(formatOdds(1.005, FORMATS.hongKong)).toBe('0.01');
    expect(formatOdds(1.32, FORMATS.indo)).toBe('-3.13');
    expect([2.6, 9, 41].map((d) => formatOdds(d, FORMATS.malay))).toEqual(['-0.63', '-0.13', '-0.03']);
  });

  it('[B10] a winning price never rounds to no profit: 1.001 to 1.004 are 0.01, 101 and 1.01; Malay above 201 is -0.01', () => {
    for (const milli of milliRange(1001, 1004)) {
      const d = milli / 1000;
      expect([FORMATS.hongKong, FORMATS.indo, FORMATS.malay, FORMATS.japanese, FORMATS.decimal2].map((f) => formatOdds(d, f)), `${d}`)
        .toEqual(['0.01', `-${(100_000 / (milli - 1000) / 100).toFixed(2)}`, '0.01', '101', '1.01']);
    }
    expect([201, 202, 501].map((d) => formatOdds(d, FORMATS.malay))).toEqual(['-0.01', '-0.01', '-0.01']);
    expect([1, 0.5, Number.NaN].map((d) => [0, 1, 2, 4].map((f) => formatOdds(d, f)))).toEqual([['1.00', '-', '-', '0.00'], ['-', '-', '-', '-'], ['-', '-', '-', '-']]);
  });

  it('[B10] formats 14, 15 and 16: 31.25% -> 31.3%, 6.25% -> 6.3%, 185.5 -> 186, 1.855 -> 1.86', () => {
    expect([3.2, 16].map((d) => formatOdds(d, FORMATS.probability))).toEqual(['31.3%', '6.3%']);
    expect(formatOdds(1.855, FORMATS.japanese)).toBe('186');
    expect([1.855, 2.375, 1.005].map((d) => formatOdds(d, FORMATS.decimal2))).toEqual(['1.86', '2.38', '1.01']);
  });

  it('[B10] for every odds 1.001 to 18.000, american, Hong Kong, Indo and Malay are within half a unit, a half away from zero', () => {
    const wrong: string[] = [];
    // exact = num / den, shown = k / scale: |shown - exact| <= 1/2 of a unit, at exactly 1/2 the larger size; a value
    // under half a unit shows one unit (a winning price never shows as no profit).
    const check = (milli: number, format: number, num: number, den: number, scale: number) => {
      const shown = formatOdds(milli / 1000, format);
      const k = Math.round(Number(shown) * scale);
      const off = 2 * Math.abs(k * den - num * scale); // 2 x |k/scale - num/den| x den x scale
      const tiny = 2 * Math.abs(num) * scale < den;
      const ok = tiny ? Math.abs(k) === 1 : off < den * scale || (off === den * scale && Math.abs(k * den) > Math.abs(num * scale));
      if (!ok || Math.sign(k) !== Math.sign(num)) wrong.push(`${milli / 1000} in ${format}: ${shown}`);
    };
    for (const milli of milliRange(1001, 18000)) {
      const q = milli - 1000;
      if (milli >= 2000) check(milli, FORMATS.american, q, 10, 1);
      else check(milli, FORMATS.american, -100_000, q, 1);
      check(milli, FORMATS.hongKong, q, 1000, 100);
      check(milli, FORMATS.indo, milli >= 2000 ? q : -1000, milli >= 2000 ? 1000 : q, 100);
      check(milli, FORMATS.malay, milli <= 2000 ? q : -1000, milli <= 2000 ? 1000 : q, 100);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(wrong).toHaveLength(0);
  });
});

describe('[B10] [B25] the odds format ids', () => {
  it('[B10] [B25] the preferences (one model for the office and the sports pages) accept exactly the nine ids of SPEC.md', () => {
    expect(ODDS_FORMAT_IDS).toEqual([0, 1, 2, 4, 5, 6, 14, 15, 16]);
    for (let id = -1; id <= 20; id += 1) {
      const offered = ODDS_FORMAT_IDS.includes(id as never);
      expect(v.safeParse(PreferencesSchema.entries.oddsFormat, id).success, `${id}`).toBe(offered);
    }
  });
});
