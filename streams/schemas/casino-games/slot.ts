import type { GameRules } from './game-rules';

// The 5x3 video slot every slot game of the demo provider plays (its look and name vary by game; the maths is one,
// so its stated RTP is proven once). Five reels with fixed strips, ten paylines, a wild (W) that stands for every
// paying symbol, and a scatter (S): three or more anywhere award FREE_SPINS free spins, played at once on the same
// stake inside the same round (no retrigger), so a round is one stake and one total win.
//
// The stated RTP (SLOT_RTP) is the exact expectation, computed by enumerating every stop of the five reels
// (tests/server/casino.test.ts recomputes it and checks a 1,000,000-spin simulation lands within 0.5 points).

export const SYMBOLS = ['A', 'K', 'Q', 'J', 'T', 'N', 'W', 'S'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Reel strips (the visible window is 3 consecutive stops, wrapping). */
export const REELS: readonly (readonly SlotSymbol[])[] = [
  ['A', 'K', 'Q', 'J', 'T', 'N', 'Q', 'J', 'T', 'N', 'K', 'S', 'J', 'T', 'N', 'W', 'Q', 'T', 'N', 'J'],
  ['K', 'Q', 'J', 'T', 'N', 'A', 'J', 'T', 'N', 'Q', 'W', 'T', 'N', 'J', 'S', 'Q', 'N', 'T', 'K', 'J'],
  ['Q', 'J', 'T', 'N', 'A', 'K', 'T', 'N', 'J', 'S', 'Q', 'N', 'T', 'W', 'J', 'K', 'N', 'Q', 'T', 'J'],
  ['J', 'T', 'N', 'A', 'K', 'Q', 'N', 'J', 'T', 'Q', 'S', 'N', 'K', 'T', 'J', 'W', 'N', 'Q', 'T', 'J'],
  ['T', 'N', 'A', 'K', 'Q', 'J', 'N', 'T', 'S', 'Q', 'J', 'K', 'N', 'T', 'W', 'J', 'Q', 'N', 'T', 'J'],
];

/** Paylines: the row (0 top, 1 middle, 2 bottom) on each reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
];

/** Pays per line for 3, 4 and 5 of a kind, in hundredths of the whole stake (the stake is spread over the lines). */
export const PAYTABLE: Readonly<Record<Exclude<SlotSymbol, 'S'>, readonly [number, number, number]>> = {
  W: [3577, 14309, 71546],
  A: [1431, 5724, 28618],
  K: [859, 2862, 11447],
  Q: [572, 1717, 5724],
  J: [286, 859, 2862],
  T: [143, 572, 1717],
  N: [143, 429, 1431],
};
/** Scatter pays on the whole stake (hundredths) for 3, 4, 5 anywhere, besides the free spins. */
export const SCATTER_PAYS: readonly [number, number, number] = [1431, 7155, 28618];
export const FREE_SPINS = 5;

/** The stated return to player, in percent: the exact expectation of one round (see the header). */
export const SLOT_RTP = 95.99;

export interface SlotSpin {
  /** reels[r] = the three visible symbols of reel r, top to bottom. */
  reels: SlotSymbol[][];
  lines: Array<{ line: number; symbol: string; count: number; win: number }>;
  scatterWin: number;
  scatters: number;
  /** The spin's win in minor units. */
  win: number;
}

/** The window of reels stopped at `stops`, evaluated for a stake in minor units. */
export function evaluate(stops: readonly number[], stakeMinor: number): SlotSpin {
  const reels = REELS.map((strip, r) => [0, 1, 2].map((row) => strip[(stops[r]! + row) % strip.length]!));
  const lines: SlotSpin['lines'] = [];
  for (const [index, rows] of PAYLINES.entries()) {
    const symbols = rows.map((row, r) => reels[r]![row]!);
    const hit = lineHit(symbols);
    if (hit) lines.push({ line: index + 1, symbol: hit.symbol, count: hit.count, win: Math.floor((stakeMinor * hit.pay) / 100 / PAYLINES.length) });
  }
  const scatters = reels.flat().filter((s) => s === 'S').length;
  const scatterWin = scatters >= 3 ? Math.floor((stakeMinor * SCATTER_PAYS[Math.min(scatters, 5) - 3]!) / 100) : 0;
  return { reels, lines, scatterWin, scatters, win: lines.reduce((s, l) => s + l.win, 0) + scatterWin };
}

/** The best left-to-right run on one line: the wild stands for any paying symbol, or pays as itself. */
function lineHit(symbols: readonly SlotSymbol[]): { symbol: string; count: number; pay: number } | null {
  let best: { symbol: string; count: number; pay: number } | null = null;
  for (const target of Object.keys(PAYTABLE) as Array<keyof typeof PAYTABLE>) {
    let count = 0;
    for (const s of symbols) {
      if (s === target || (s === 'W' && target !== 'W')) count += 1;
      else break;
    }
    if (count >= 3) {
      const pay = PAYTABLE[target][count - 3]!;
      if (!best || pay > best.pay) best = { symbol: target, count, pay };
    }
  }
  return best;
}

export interface SlotRound {
  base: SlotSpin;
  freeSpins: SlotSpin[];
  win: number;
}

/** One round: a spin, and its free spins when three scatters or more land. `random` gives floats in [0, 1). */
export function playSlot(stakeMinor: number, random: () => number): SlotRound {
  const spin = () => evaluate(REELS.map((strip) => Math.floor(random() * strip.length)), stakeMinor);
  const base = spin();
  const freeSpins = base.scatters >= 3 ? Array.from({ length: FREE_SPINS }, spin) : [];
  return { base, freeSpins, win: base.win + freeSpins.reduce((s, f) => s + f.win, 0) };
}

/**
 * The exact RTP in percent: every combination of stops enumerated (20^5 windows) for the expected spin win and the
 * chance of free spins; a round returns E[spin] + P(3+ scatters) * FREE_SPINS * E[spin]. A large stake keeps the
 * rounding of line wins out of the figure.
 */
export function exactRtp(): number {
  const stake = 1_000_000;
  const sizes = REELS.map((r) => r.length);
  let total = 0;
  let triggers = 0;
  let combos = 0;
  const stops = [0, 0, 0, 0, 0];
  for (stops[0] = 0; stops[0] < sizes[0]!; stops[0]++)
    for (stops[1] = 0; stops[1] < sizes[1]!; stops[1]++)
      for (stops[2] = 0; stops[2] < sizes[2]!; stops[2]++)
        for (stops[3] = 0; stops[3] < sizes[3]!; stops[3]++)
          for (stops[4] = 0; stops[4] < sizes[4]!; stops[4]++) {
            const spin = evaluate(stops, stake);
            total += spin.win;
            if (spin.scatters >= 3) triggers += 1;
            combos += 1;
          }
  const spinReturn = total / combos / stake;
  return 100 * spinReturn * (1 + (triggers / combos) * FREE_SPINS);
}

const spinView = (s: SlotSpin) => ({ reels: s.reels, lines: s.lines });

export const slotRules: GameRules = {
  rtp: SLOT_RTP,
  floats: REELS.length * (1 + FREE_SPINS),
  refusal: () => null,
  play(random, stakeMinor) {
    const round = playSlot(stakeMinor, random);
    return {
      win: round.win,
      outcome: {
        reels: round.base.reels, lines: round.base.lines, scatterWin: round.base.scatterWin,
        freeSpinsWon: round.freeSpins.length, freeSpinsLeft: 0, freeSpins: round.freeSpins.map(spinView),
      },
    };
  },
};
