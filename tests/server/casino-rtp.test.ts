import { describe, expect, it } from 'vitest';
import { catalog, type CatalogGame } from '../../server/casino/catalog.ts';
import { crashAfterMs, multiplierAt, type CrashRound } from '../../server/casino/crash.ts';
import { CRASH_RTP, crashHundredthsOf, crashWin } from '../../streams/schemas/casino-games/crash.ts';
import type { RoundChoice } from '../../streams/schemas/casino-games/game-rules.ts';
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYS, kenoRtp } from '../../streams/schemas/casino-games/keno.ts';
import { ROUND_GAMES, type RoundKind } from '../../streams/schemas/casino-games/round-games.ts';
import { evaluate, FREE_SPINS, playSlot, REELS, SCATTERS_FOR_FREE_SPINS, SLOT_RTP, windowAt } from '../../streams/schemas/casino-games/slot.ts';

// Fair play (DESIGN.md): every stated RTP is the exact expectation of a round at every stake a player can choose.
// For every game kind, at the smallest, a middle and the largest stake the catalogue allows, every equally likely
// outcome of the round's random numbers is enumerated through the game's own code (its play function; the slot's
// window evaluation; the crash point function), the wins are summed as whole minor units and the return is compared
// with the stated figure as a fraction in BigInt: equal exactly (keno's rows and the crash game: see their tests).
// A win rounded down anywhere would show here at the small stakes, as the old 92.24 % of the slot at 10 did.

const catalogGames = (kind: CatalogGame['kind']) => catalog().games.filter((g) => g.kind === kind);

/** The smallest, a middle (an odd multiple of the stake unit, no round figure) and the largest allowed stake. */
function stakesOf(kind: CatalogGame['kind']): number[] {
  const games = catalogGames(kind);
  const unit = games[0]!.stakeUnit;
  return [Math.min(...games.map((g) => g.minStake)), 137 * unit, Math.max(...games.map((g) => g.maxStake))];
}

/** A stated percentage as a fraction: its decimal digits over a power of ten (95.95 -> 9595 / 100). */
function fraction(percent: number): { num: bigint; den: bigint } {
  const [whole, decimals = ''] = String(percent).split('.');
  return { num: BigInt(whole! + decimals), den: 10n ** BigInt(decimals.length) };
}

/** 100 x wins / (outcomes x stake) equals the stated percent exactly. */
function expectExactRtp(label: string, wins: bigint, outcomes: bigint, stake: number, stated: number): void {
  const { num, den } = fraction(stated);
  expect(100n * wins * den, `${label} at stake ${stake}: ${Number((100n * wins * 1_000_000n) / (outcomes * BigInt(stake))) / 1e6} % against ${stated} %`)
    .toBe(num * outcomes * BigInt(stake));
}

/** Every tuple of indices j_i < ranges[i] (each tuple equally likely), as the random numbers (j_i + 0.5) / ranges[i]. */
function* draws(ranges: readonly number[]): Generator<readonly number[]> {
  const index = ranges.map(() => 0);
  for (;;) {
    yield index.map((j, i) => (j + 0.5) / ranges[i]!);
    let i = ranges.length - 1;
    while (i >= 0 && index[i] === ranges[i]! - 1) index[i--] = 0;
    if (i < 0) return;
    index[i]! += 1;
  }
}

/** A round's random numbers: the given ones, then `rest` (numbers the win does not depend on). */
function numbers(floats: readonly number[], rest = 0.5): () => number {
  let i = 0;
  return () => floats[i++] ?? rest;
}

const outcomesOf = (ranges: readonly number[]) => BigInt(ranges.reduce((n, r) => n * r, 1));

/**
 * The round games whose random numbers can be enumerated outright: the choices to check and the ranges of the
 * random numbers the win depends on (a draw without replacement takes one number per place drawn).
 */
const ENUMERATED: ReadonlyArray<{ kind: RoundKind; choices: RoundChoice[]; ranges: (choice: RoundChoice) => number[]; note: string }> = [
  { kind: 'fortuna', choices: [{ picks: [], level: 0 }], ranges: () => [20], note: 'the segment' },
  { kind: 'chest', choices: [0, 1, 2].map((p) => ({ picks: [p], level: 0 })), ranges: () => [3, 2, 1], note: 'the order of the three chests' },
  // The picked cards are the first three places of the shuffled board: the first three numbers decide them (any
  // other three places are alike, Fisher-Yates giving every order the same chance).
  { kind: 'memory', choices: [{ picks: [0, 1, 2], level: 0 }], ranges: () => [12, 11, 10], note: 'the three turned cards' },
  { kind: 'safe', choices: [[4], [4, 7], [0, 4, 9]].map((picks) => ({ picks, level: 0 })), ranges: () => [10], note: 'the code' },
  { kind: 'lottery', choices: [{ picks: [3, 1, 4], level: 0 }], ranges: () => [10, 10, 10], note: 'the three digits' },
  { kind: 'dragon', choices: [1, 2, 3].map((level) => ({ picks: [2], level })), ranges: ({ level }) => [5, 4, 3].slice(0, level), note: 'the dragons\' caves' },
  // One number of a million picks the ticket's tier; the layout drawn after it shows the tier and pays nothing more.
  { kind: 'scratch', choices: [{ picks: [], level: 0 }], ranges: () => [1_000_000], note: 'the ticket\'s number' },
];

describe('fair play: every stated RTP is the exact expectation at every allowed stake', () => {
  it('the catalogue allows only stakes at which its games\' pays are whole: min and max are multiples of the stake unit', () => {
    for (const g of catalog().games) {
      expect(g.minStake % g.stakeUnit, g.name).toBe(0);
      expect(g.maxStake % g.stakeUnit, g.name).toBe(0);
      expect(g.minStake).toBeLessThanOrEqual(g.maxStake);
    }
    const kinds = ['slot', 'keno', 'scratch', 'crash', 'fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon'] as const;
    expect(Object.fromEntries(kinds.map((k) => [k, catalogGames(k)[0]!.stakeUnit])))
      .toEqual({ slot: 10, keno: 10, scratch: 2, crash: 100, fortuna: 2, chest: 20, memory: 1, safe: 5, lottery: 1, dragon: 5 });
  });

  for (const game of ENUMERATED) {
    it(`${game.kind}: ${game.note} enumerated at the minimum, a middle and the maximum stake`, () => {
      const rules = ROUND_GAMES[game.kind];
      expect(rules.rtp.min).toBe(rules.rtp.max);
      expect(catalogGames(game.kind).every((g) => g.rtp === rules.rtp.min && g.rtpMax === rules.rtp.max)).toBe(true);
      const stakes = stakesOf(game.kind);
      for (const choice of game.choices) {
        const ranges = game.ranges(choice);
        const wins = stakes.map(() => 0n);
        for (const floats of draws(ranges)) {
          stakes.forEach((stake, s) => { wins[s]! += BigInt(rules.play(numbers(floats), stake, choice).win); });
        }
        stakes.forEach((stake, s) => expectExactRtp(`${game.kind} ${JSON.stringify(choice)}`, wins[s]!, outcomesOf(ranges), stake, rules.rtp.min));
      }
    }, 120_000);
  }

  it('slot: all 20^5 reel stops enumerated; a round is the spin and, on three scatters, exactly FREE_SPINS more', () => {
    const stakes = stakesOf('slot');
    const wins = stakes.map(() => 0);
    let triggers = 0;
    const stops = [0, 0, 0, 0, 0];
    const size = REELS[0]!.length;
    for (stops[0] = 0; stops[0] < size; stops[0]++)
      for (stops[1] = 0; stops[1] < size; stops[1]++)
        for (stops[2] = 0; stops[2] < size; stops[2]++)
          for (stops[3] = 0; stops[3] < size; stops[3]++)
            for (stops[4] = 0; stops[4] < size; stops[4]++) {
              const reels = windowAt(stops);
              let scatters = 0;
              stakes.forEach((stake, s) => {
                const spin = evaluate(reels, stake);
                wins[s]! += spin.win; // whole minor units, far below 2^53
                scatters = spin.scatters;
              });
              if (scatters >= SCATTERS_FOR_FREE_SPINS) triggers += 1;
            }
    // E[round] = E[spin] x (1 + FREE_SPINS x P(trigger)) over N = 20^5 equally likely windows.
    const n = BigInt(size ** REELS.length);
    stakes.forEach((stake, s) => expectExactRtp('slot', BigInt(wins[s]!) * (n + BigInt(FREE_SPINS * triggers)), n * n, stake, SLOT_RTP));
    expect(catalogGames('slot').every((g) => g.rtp === SLOT_RTP && g.rtpMax === SLOT_RTP)).toBe(true);

    // The round that formula describes: three scatters (reels 3-5 stopped on one) play FREE_SPINS spins at the same
    // stake, even when the free spins show scatters again (no retrigger); two (reel 3 stopped off them) play none.
    const scatterStop = REELS.map((strip) => strip.indexOf('S'));
    const base = [7, 7, scatterStop[2]!, scatterStop[3]!, scatterStop[4]!];
    const scattersAgain = Array.from({ length: FREE_SPINS }, () => base).flat();
    const round = playSlot(stakes[1]!, numbers([...base, ...scattersAgain].map((stop) => (stop + 0.5) / size)));
    expect(round.base.scatters).toBe(3);
    expect(round.freeSpins).toHaveLength(FREE_SPINS);
    expect(round.win).toBe(round.base.win + round.freeSpins.reduce((sum, f) => sum + f.win, 0));
    expect(playSlot(stakes[1]!, numbers([7, 7, 2, scatterStop[3]!, scatterStop[4]!].map((stop) => (stop + 0.5) / size))).freeSpins).toEqual([]);
  }, 300_000);

  it('keno: every row of picks, each number of hits played through the draw, is its stated RTP exactly at every stake', () => {
    const choose = (n: number, k: number): bigint => {
      let r = 1n;
      for (let i = 1; i <= k; i += 1) r = (r * BigInt(n - k + i)) / BigInt(i);
      return r;
    };
    /** The random numbers that make the keno draw (a Fisher-Yates draw of 20 of 1-80) draw `wanted`. */
    const drawing = (wanted: readonly number[]): number[] => {
      const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
      return wanted.map((x, i) => {
        const j = pool.indexOf(x, i);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
        return (j - i + 0.5) / (KENO_NUMBERS - i);
      });
    };
    const stakes = stakesOf('keno');
    const rows: number[] = [];
    for (let p = 1; p <= KENO_MAX_PICKS; p += 1) {
      const picks = Array.from({ length: p }, (_, i) => i + 1);
      // The chance of k hits: C(20, k) C(60, p - k) / C(80, p); a draw with k hits is the first k picks and 20 - k others.
      const ways = (k: number) => choose(KENO_DRAWN, k) * choose(KENO_NUMBERS - KENO_DRAWN, p - k);
      const total = choose(KENO_NUMBERS, p);
      const tableReturn = Object.entries(KENO_PAYS[p]!).reduce((sum, [k, pay]) => sum + ways(Number(k)) * BigInt(pay), 0n); // hundredths x total
      for (const stake of stakes) {
        let wins = 0n;
        for (let k = 0; k <= Math.min(p, KENO_DRAWN); k += 1) {
          const others = Array.from({ length: KENO_DRAWN - k }, (_, i) => KENO_NUMBERS - i);
          const played = ROUND_GAMES.keno.play(numbers(drawing([...picks.slice(0, k), ...others])), stake, { picks, level: 0 });
          expect((played.outcome as { hits: number }).hits).toBe(k);
          wins += ways(k) * BigInt(played.win);
        }
        // Exactly the row's table expectation (nothing rounded away at this stake)...
        expect(100n * wins, `${p} picks at stake ${stake}`).toBe(tableReturn * BigInt(stake));
        // ... which is the figure stated for the row (a fraction such as 195,225 / 2,054 for 3 picks, not a finite
        // decimal: kenoRtp gives it to double precision).
        const exact = Number((tableReturn * 10n ** 15n) / total) / 1e15;
        expect(Math.abs(kenoRtp(p) - exact) / exact, `${p} picks`).toBeLessThan(1e-12);
      }
      rows.push(kenoRtp(p));
    }
    // The lobby states the rows' range; the game states the row of the player's picks.
    expect(ROUND_GAMES.keno.rtp).toEqual({ min: Math.min(...rows), max: Math.max(...rows) });
    expect(catalogGames('keno').every((g) => g.rtp === Math.min(...rows) && g.rtpMax === Math.max(...rows))).toBe(true);
  }, 60_000);

  it('crash: a cash-out at any multiplier returns 97 % (exact count of the 2^48 seeds, within 1e-9), at every stake', () => {
    const range = 2 ** 48;
    /** The fewest h with a crash point above m hundredths (crashHundredthsOf never decreases as h grows). */
    const firstAbove = (m: number): number => {
      let lo = 0;
      let hi = range;
      while (lo < hi) {
        const mid = Math.floor((lo + hi) / 2);
        if (crashHundredthsOf(mid) > m) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    };
    // An instant crash (1.00x, nobody can cash out) is the 3 % house edge.
    expect(crashHundredthsOf(0)).toBe(100);
    expect((range - firstAbove(100)) / range).toBeCloseTo(0.97, 12);
    const stakes = stakesOf('crash');
    for (const m of [100, 101, 150, 199, 200, 1_000, 12_345, 100_000, 1_000_000]) {
      const h = firstAbove(m);
      expect(crashHundredthsOf(h - 1)).toBeLessThanOrEqual(m);
      expect(crashHundredthsOf(h)).toBeGreaterThan(m);
      for (const stake of stakes) {
        // A cash-out at m pays exactly stake x m / 100 (no rounding at an allowed stake, no float error)...
        const win = crashWin(stake, m / 100);
        expect(win * 100, `stake ${stake} at ${m / 100}x`).toBe(stake * m);
        // ... with the chance (2^48 - h) / 2^48 that the crash point is above m: the RTP in percent as a fraction.
        const num = BigInt(range - h) * BigInt(win) * 100n;
        const den = BigInt(range) * BigInt(stake);
        const shortfall = BigInt(CRASH_RTP) * den - num; // the 2^48 grid may cost at most m / (97 x 2^48) of it
        expect(shortfall >= 0n && shortfall * 1_000_000_000n <= BigInt(CRASH_RTP) * den, `stake ${stake} at ${m / 100}x`).toBe(true);
      }
    }
    expect(catalogGames('crash').every((g) => g.rtp === CRASH_RTP && g.rtpMax === CRASH_RTP)).toBe(true);
  });

  it('crash: while a round climbs, the multiplier a cash-out takes is always below the crash point', () => {
    const climbing = (crashPoint: number): CrashRound => ({
      id: 'r', serverSeed: '', serverSeedHash: '', bettingFrom: 0, runningFrom: 0, crashPoint, crashAt: crashAfterMs(crashPoint), endsAt: 0,
    });
    const hundredthsAt = (round: CrashRound, ms: number) => Math.round(multiplierAt(round, ms) * 100);
    for (const hundredths of [100, 101, 102, 137, 200, 999, 1_000, 54_321, 1_000_000, 123_456_789]) {
      const round = climbing(hundredths / 100);
      expect(hundredthsAt({ ...round, crashPoint: Infinity }, round.crashAt), String(hundredths)).toBeGreaterThanOrEqual(hundredths);
      if (round.crashAt > 0) expect(hundredthsAt(round, round.crashAt - 1), String(hundredths)).toBeLessThan(hundredths);
    }
    expect(crashAfterMs(1)).toBe(0); // a crash at 1.00 ends the round before it climbs
  });
});
