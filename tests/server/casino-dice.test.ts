import { describe, expect, it } from 'vitest';
import { catalog } from '../../server/casino/catalog.ts';
import { MAX_CHIPS } from '../../streams/schemas/casino-games/bet-slip.ts';
import { DT_RTP, DT_SPOT, dragonTigerRules } from '../../streams/schemas/casino-games/dragon-tiger.ts';
import { moneyWheelRules, WHEEL, WHEEL_NUMBERS, wheelRtp } from '../../streams/schemas/casino-games/money-wheel.ts';
import { ROUND_GAMES } from '../../streams/schemas/casino-games/round-games.ts';
import { SICBO_PAIRS, SICBO_RTP_216, SICBO_SPOT, SICBO_SPOTS, sicBoRtp, sicBoRules } from '../../streams/schemas/casino-games/sicbo.ts';

// The table games of the asian and TV games families (issue 23): sic bo, the money wheel, dragon tiger. Every bet
// type pays what its table says on chosen throws, spins and deals; each bet's stated RTP is its exact expectation,
// summed in whole minor units over every equally likely outcome through the game's own play function; a bet slip
// splits its stake into chips and is refused when it cannot.

type Bet = { spot: number; stake: number; win: number };
const betsOf = (outcome: Record<string, unknown>) => outcome['bets'] as Bet[];
/** Random numbers that give the listed outcomes in turn (each the middle of its 1/n slice). */
const fixed = (slices: ReadonlyArray<readonly [index: number, of: number]>) => {
  let i = 0;
  return () => {
    const [index, of] = slices[i++] ?? [0, 1];
    return (index + 0.5) / of;
  };
};
const throwOf = (dice: readonly number[]) => fixed(dice.map((d) => [d - 1, 6] as const));
/** The win of a single bet on `spot` at `stake`. */
const sicBo = (dice: readonly number[], spot: number, stake = 100) => sicBoRules.play(throwOf(dice), stake, { picks: [spot], level: 0 }).win;

describe('sic bo', () => {
  it('every bet type pays its odds on the throws that win it and nothing on the others', () => {
    // Small / big / odd / even: 1:1, a triple loses them.
    expect([sicBo([1, 2, 3], SICBO_SPOT.small), sicBo([4, 5, 6], SICBO_SPOT.small), sicBo([3, 3, 3], SICBO_SPOT.small)]).toEqual([200, 0, 0]);
    expect([sicBo([4, 5, 6], SICBO_SPOT.big), sicBo([4, 5, 1], SICBO_SPOT.big), sicBo([4, 4, 4], SICBO_SPOT.big)]).toEqual([200, 0, 0]);
    expect([sicBo([1, 2, 4], SICBO_SPOT.odd), sicBo([1, 1, 1], SICBO_SPOT.odd), sicBo([2, 2, 4], SICBO_SPOT.even), sicBo([2, 2, 2], SICBO_SPOT.even)]).toEqual([200, 0, 200, 0]);
    // Triples: any 30:1, a specific one 180:1.
    expect([sicBo([5, 5, 5], SICBO_SPOT.anyTriple), sicBo([5, 5, 4], SICBO_SPOT.anyTriple)]).toEqual([3100, 0]);
    expect([sicBo([5, 5, 5], SICBO_SPOT.triple + 5), sicBo([5, 5, 5], SICBO_SPOT.triple + 4)]).toEqual([18_100, 0]);
    // A specific double 10:1 (a triple holds it too).
    expect([sicBo([2, 6, 2], SICBO_SPOT.double + 2), sicBo([2, 2, 2], SICBO_SPOT.double + 2), sicBo([2, 6, 3], SICBO_SPOT.double + 2)]).toEqual([1100, 1100, 0]);
    // A single number 1:1, 2:1, 3:1 for one, two, three dice.
    expect([[6, 1, 2], [6, 1, 6], [6, 6, 6]].map((dice) => sicBo(dice, SICBO_SPOT.single + 6))).toEqual([200, 300, 400]);
    expect(sicBo([1, 2, 3], SICBO_SPOT.single + 6)).toBe(0);
    // A combination of two faces 6:1.
    const pair = SICBO_PAIRS.findIndex(([a, b]) => a === 2 && b === 5);
    expect([sicBo([5, 1, 2], SICBO_SPOT.combo + pair), sicBo([5, 5, 1], SICBO_SPOT.combo + pair)]).toEqual([700, 0]);
    // Totals, the standard table.
    const totals: Array<[number[], number]> = [
      [[1, 1, 2], 60], [[1, 1, 3], 30], [[1, 2, 3], 17], [[1, 2, 4], 12], [[1, 3, 4], 8], [[2, 3, 4], 6], [[1, 4, 5], 6],
      [[2, 4, 5], 6], [[3, 4, 5], 6], [[3, 4, 6], 8], [[3, 5, 6], 12], [[4, 5, 6], 17], [[4, 6, 6], 30], [[5, 6, 6], 60],
    ];
    for (const [dice, odds] of totals) {
      const total = dice[0]! + dice[1]! + dice[2]!;
      expect(sicBo(dice, SICBO_SPOT.total + total), String(total)).toBe(100 * (odds + 1));
      expect(sicBo(dice, SICBO_SPOT.total + (total === 4 ? 5 : 4)), String(total)).toBe(0);
    }
  });

  it('a slip of several bets in one throw: each bet its share of the stake, the round\'s win their sum', () => {
    // 5 chips at 500: 200 on small, 100 on the triple of 6, 100 on a total of 5, 100 on a single 3.
    const picks = [SICBO_SPOT.small, SICBO_SPOT.small, SICBO_SPOT.triple + 6, SICBO_SPOT.total + 5, SICBO_SPOT.single + 3];
    const round = sicBoRules.play(throwOf([1, 1, 3]), 500, { picks, level: 0 });
    expect(round.outcome).toMatchObject({ dice: [1, 1, 3], total: 5 });
    expect(betsOf(round.outcome)).toEqual([
      { spot: SICBO_SPOT.small, stake: 200, win: 400 }, { spot: SICBO_SPOT.triple + 6, stake: 100, win: 0 },
      { spot: SICBO_SPOT.total + 5, stake: 100, win: 3100 }, { spot: SICBO_SPOT.single + 3, stake: 100, win: 200 },
    ]);
    expect(round.win).toBe(3700);
  });

  it('a slip is refused unless it is 1-20 chips on the table\'s spots at a stake that splits into them', () => {
    const refusal = (picks: number[], stake?: number) => sicBoRules.refusal({ picks, level: 0 }, stake);
    expect(refusal([0, 0, 57], 300)).toBeNull();
    expect(refusal([0, 0, 57])).toBeNull();
    expect(refusal([0, 1], 301)).toBe('bad_picks');
    for (const bad of [[], [5], [17], [58], [75], [99], Array.from({ length: MAX_CHIPS + 1 }, () => 0)]) expect(refusal(bad, 2100), String(bad)).toBe('bad_picks');
  });

  it('every bet\'s stated RTP is exact over the 216 throws at the smallest, a middle and the largest stake', () => {
    const games = catalog().games.filter((g) => g.kind === 'sicbo');
    expect(games.length).toBeGreaterThan(40);
    const stakes = [Math.min(...games.map((g) => g.minStake)), 137, Math.max(...games.map((g) => g.maxStake))];
    for (const spot of SICBO_SPOTS) {
      const stated = spot.type === 'total' ? SICBO_RTP_216.total[spot.total!]! : SICBO_RTP_216[spot.type];
      for (const stake of stakes) {
        let wins = 0;
        for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) wins += sicBo([a, b, c], spot.spot, stake);
        expect(wins, `${spot.type} ${spot.faces.join('')}${spot.total ?? ''} at ${stake}`).toBe(stated * stake); // returns = RTP x 216 x stake
      }
      expect(sicBoRtp(spot)).toBeCloseTo((100 * stated) / 216, 12);
    }
    expect(sicBoRules.rtp.min).toBeCloseTo((100 * 175) / 216, 12); // a total of 9 or 12: 81.02 %
    expect(sicBoRules.rtp.max).toBeCloseTo((100 * 210) / 216, 12); // small, big, odd, even, a combination: 97.22 %
    expect(games.every((g) => g.rtp === sicBoRules.rtp.min && g.rtpMax === sicBoRules.rtp.max && g.stakeUnit === 1)).toBe(true);
  });
});

/** The stops that land each segment first in the wheel. */
const stopOf = (segment: (typeof WHEEL)[number]) => WHEEL.indexOf(segment);
const spins = (...segments: Array<(typeof WHEEL)[number]>) => fixed(segments.map((s) => [stopOf(s), WHEEL.length] as const));

describe('money wheel', () => {
  it('the wheel is the classic 54 segments: 1 x23, 2 x15, 5 x7, 10 x4, 20 x2, 40 x1, 2x and 7x', () => {
    const counts = Object.fromEntries([...new Set(WHEEL)].map((s) => [s, WHEEL.filter((x) => x === s).length]));
    expect(counts).toEqual({ 1: 23, 2: 15, 5: 7, 10: 4, 20: 2, 40: 1, x2: 1, x7: 1 });
  });

  it('a number pays its number to one; multipliers multiply the next pay and stack; a third multiplier ends the round', () => {
    const win = (random: () => number, n: number) => moneyWheelRules.play(random, 100, { picks: [WHEEL_NUMBERS.indexOf(n as never)], level: 0 });
    for (const n of WHEEL_NUMBERS) {
      expect(win(spins(n), n).win, String(n)).toBe(100 * (1 + n));
      expect(win(spins(n === 1 ? 2 : 1), n).win, String(n)).toBe(0);
    }
    expect(win(spins('x2', 10), 10).win).toBe(100 * (1 + 20));
    expect(win(spins('x7', 'x2', 40), 40).win).toBe(100 * (1 + 40 * 14));
    const ended = win(spins('x2', 'x7', 'x7'), 1);
    expect(ended.win).toBe(0);
    expect(ended.outcome).toMatchObject({ stops: [stopOf('x2'), stopOf('x7'), stopOf('x7')], multiplier: 98, number: null });
    // A slip: 2 chips on 5, 1 on 10 at 300, the wheel on 2x then 5: 200 x (1 + 5 x 2), the 10 loses.
    const slip = moneyWheelRules.play(spins('x2', 5), 300, { picks: [2, 2, 3], level: 0 });
    expect(betsOf(slip.outcome)).toEqual([{ spot: 2, stake: 200, win: 2200 }, { spot: 3, stake: 100, win: 0 }]);
    expect(slip.win).toBe(2200);
    expect(moneyWheelRules.refusal({ picks: [6], level: 0 }, 100)).toBe('bad_picks');
  });

  it('every bet\'s stated RTP is exact over all 54^3 stops of three spins, at the smallest and the largest stake', () => {
    const games = catalog().games.filter((g) => g.kind === 'moneywheel');
    expect(games.length).toBe(70);
    // One slip of one chip on every number: each bet's wins summed apart.
    const picks = WHEEL_NUMBERS.map((_, i) => i);
    for (const chip of [Math.min(...games.map((g) => g.minStake)), Math.max(...games.map((g) => g.maxStake))]) {
      const wins = WHEEL_NUMBERS.map(() => 0);
      for (let a = 0; a < 54; a += 1) for (let b = 0; b < 54; b += 1) for (let c = 0; c < 54; c += 1) {
        const round = moneyWheelRules.play(fixed([[a, 54], [b, 54], [c, 54]]), chip * picks.length, { picks, level: 0 });
        for (const bet of betsOf(round.outcome)) wins[bet.spot]! += bet.win;
      }
      WHEEL_NUMBERS.forEach((n, i) => {
        const segments = WHEEL.filter((s) => s === n).length;
        // No multiplier, one (2x or 7x), two (4x, 14x, 14x, 49x): the header's closed form, in whole stakes over 54^3.
        const returns = segments * (54 ** 2 * (1 + n) + 54 * ((1 + 2 * n) + (1 + 7 * n)) + (4 + 81 * n));
        expect(wins[i], `${n} at ${chip}`).toBe(returns * chip);
        expect(wheelRtp(n)).toBeCloseTo((100 * returns) / 54 ** 3, 12);
      });
    }
    expect(WHEEL_NUMBERS.map((n) => Math.floor(wheelRtp(n) * 100) / 100)).toEqual([95.1, 95.2, 90.87, 96.16, 92.32, 90.4]);
    expect(games.every((g) => g.rtp === moneyWheelRules.rtp.min && g.rtpMax === moneyWheelRules.rtp.max)).toBe(true);
  }, 60_000);
});

describe('dragon tiger', () => {
  /** The random numbers that deal `dragon` (a card 0-51 of the first deck) and `tiger` (its twin in the second deck). */
  const deal = (dragon: number, tiger: number) => fixed([[dragon, 416], [52 + tiger - 1, 415]]);
  const play = (dragon: number, tiger: number, picks: number[], stake = 200) => dragonTigerRules.play(deal(dragon, tiger), stake, { picks, level: 0 });

  it('the higher card wins 1:1, a tie pays 8:1 and takes half of the dragon and tiger bets; suits do not count', () => {
    // Card 12 is the king of spades, 13 the ace of hearts, 0 the ace of spades.
    expect(play(12, 13, [DT_SPOT.dragon]).outcome).toMatchObject({ dragon: { rank: 13, suit: 0 }, tiger: { rank: 1, suit: 1 }, winner: 'dragon' });
    expect([play(12, 13, [DT_SPOT.dragon]).win, play(12, 13, [DT_SPOT.tiger]).win, play(12, 13, [DT_SPOT.tie]).win]).toEqual([400, 0, 0]);
    expect([play(13, 12, [DT_SPOT.dragon]).win, play(13, 12, [DT_SPOT.tiger]).win]).toEqual([0, 400]);
    expect(play(0, 13, [DT_SPOT.dragon]).outcome).toMatchObject({ winner: 'tie' });
    expect([play(0, 13, [DT_SPOT.dragon]).win, play(0, 13, [DT_SPOT.tiger]).win, play(0, 13, [DT_SPOT.tie]).win]).toEqual([100, 100, 1800]);
    // A slip on all three at a tie: 200 back of 400 on the dragon and the tiger, 900 for 100 on the tie.
    expect(play(5, 18, [0, 0, 1, 1, 2], 500).win).toBe(100 + 100 + 900);
    // Half a stake back needs whole chips of 2.
    expect(dragonTigerRules.refusal({ picks: [0], level: 0 }, 3)).toBe('bad_picks');
    expect(dragonTigerRules.refusal({ picks: [0, 2], level: 0 }, 4)).toBeNull();
    expect(dragonTigerRules.refusal({ picks: [3], level: 0 }, 4)).toBe('bad_picks');
  });

  it('every bet\'s stated RTP is exact over all 416 x 415 deals of the 8-deck shoe', () => {
    const games = catalog().games.filter((g) => g.kind === 'dragontiger');
    expect(games.length).toBe(55);
    const chip = Math.min(...games.map((g) => g.minStake));
    const wins = [0, 0, 0];
    for (let a = 0; a < 416; a += 1) for (let b = 0; b < 415; b += 1) {
      for (const bet of betsOf(dragonTigerRules.play(fixed([[a, 416], [b, 415]]), 3 * chip, { picks: [0, 1, 2], level: 0 }).outcome)) wins[bet.spot]! += bet.win;
    }
    const deals = 416 * 415;
    // Ties: 13 ranks x 32 x 31 ordered pairs; the rest split evenly between dragon and tiger.
    const ties = 13 * 32 * 31;
    expect(wins[DT_SPOT.dragon]).toBe(chip * ((deals - ties) / 2 * 2 + ties / 2));
    expect(wins[DT_SPOT.tiger]).toBe(wins[DT_SPOT.dragon]);
    expect(wins[DT_SPOT.tie]).toBe(chip * ties * 9);
    expect(DT_RTP.dragon).toBeCloseTo((100 * 799) / 830, 12);
    expect(DT_RTP.tie).toBeCloseTo((100 * 279) / 415, 12);
    expect(games.every((g) => g.rtp === dragonTigerRules.rtp.min && g.rtpMax === dragonTigerRules.rtp.max && g.stakeUnit === 2)).toBe(true);
  }, 60_000);
});

describe('the catalogue', () => {
  it('the asian family plays sic bo and dragon tiger, the TV games the money wheel; each kind is a round game', () => {
    const kindsOf = (category: string) => new Set(catalog().games.filter((g) => g.categories[0] === category).map((g) => g.kind));
    expect(kindsOf('asian')).toEqual(new Set(['sicbo', 'dragontiger']));
    expect(kindsOf('tvgames')).toEqual(new Set(['moneywheel']));
    for (const kind of ['sicbo', 'moneywheel', 'dragontiger'] as const) expect(ROUND_GAMES[kind].floats).toBeGreaterThan(0);
  });
});
