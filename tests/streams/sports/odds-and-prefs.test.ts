import { describe, expect, it } from 'vitest';
import { formatOdds, nearestFraction } from '../../../streams/sports/odds-format';
import { roundCoef } from '../../../streams/schemas/odds';
import { createSportsStore } from '../../../streams/sports/sports-store';
import { game, market } from './fixtures';

describe('odds formats (B10)', () => {
  it('[B10] one price in every format', () => {
    const cases: Array<[number, Record<number, string>]> = [
      [1.85, { 0: '1.85', 1: '17/20', 2: '-118', 4: '0.85', 5: '-1.18', 6: '0.85', 14: '54.1%', 15: '185', 16: '1.85' }],
      [2.5, { 0: '2.50', 1: '3/2', 2: '+150', 4: '1.50', 5: '1.50', 6: '-0.67', 14: '40%', 15: '250', 16: '2.50' }],
      [2.375, { 0: '2.375', 1: '11/8', 2: '+138', 4: '1.38', 5: '1.38', 6: '-0.73', 14: '42.1%', 15: '238', 16: '2.38' }],
      [1.01, { 0: '1.01', 1: '1/100', 2: '-10000', 4: '0.01', 5: '-100.00', 6: '0.01', 14: '99%', 15: '101', 16: '1.01' }],
      [12.5, { 0: '12.5', 1: '23/2', 2: '+1150', 4: '11.50', 5: '11.50', 6: '-0.09', 14: '8%', 15: '1250', 16: '12.50' }],
    ];
    for (const [coef, formats] of cases) for (const [id, text] of Object.entries(formats)) expect(formatOdds(coef, Number(id)), `${coef} in ${id}`).toBe(text);
  });

  it('[B10] odds are rounded to 3 decimals before any format', () => {
    expect(roundCoef(1.23456)).toBe(1.235);
    expect(formatOdds(1.8549, 0)).toBe('1.855');
    expect(nearestFraction(750, 1000)).toEqual([3, 4]);
  });
});

describe('sports store', () => {
  it('[R04] one outcome that changes notifies its own listeners only', () => {
    const store = createSportsStore();
    store.putGames([game(1)]);
    const seen: Record<number, number[]> = { 101: [], 102: [] };
    const subs = [101, 102].map((id) => store.outcome$(id).subscribe((e) => seen[id]!.push(e!.outcome.coef)));
    store.putGames([game(1, { markets: [market(10, [[101, 2.2], [102, 3.4], [103, 3.5]], { blockId: 1 })] })]);
    expect(seen).toEqual({ 101: [2.1, 2.2], 102: [3.4] });
    subs.forEach((s) => s.unsubscribe());
  });
});
