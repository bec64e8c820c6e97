import type { GameRules } from './game-rules';

// The 5x3 video slot every slot game of the demo provider plays (its look and name vary by game; the maths is one,
// so its stated RTP is proven once). Five reels with fixed strips, ten paylines, a wild (W) that stands for every
// paying symbol, and a scatter (S) on reels 3 to 5: three of them award FREE_SPINS free spins, played at once on the
// same stake inside the same round (no retrigger), so a round is one stake and one total win.
//
// Every pay is a whole number of line bets (a tenth of the stake), so at stakes that are multiples of 10 minor units
// no win is ever rounded. The stated RTP (SLOT_RTP) is then the exact expectation at every allowed stake:
// E[spin] x (1 + FREE_SPINS x P(three scatters)), with P(three scatters) = (6/20)^3 = 0.027 and E[spin] summed over
// all 20^5 stops (tests/server/casino-rtp.test.ts enumerates them). The pays were tuned until that product came to
// 95.95 % exactly: 25,250,000 line bets over the 3,200,000 stops, times 1.216.

export const SYMBOLS = ['A', 'K', 'Q', 'J', 'T', 'N', 'W', 'S'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Reel strips (the visible window is 3 consecutive stops, wrapping). Two scatters ten stops apart on reels 3-5. */
export const REELS: readonly (readonly SlotSymbol[])[] = [
  ['A', 'K', 'Q', 'J', 'T', 'N', 'Q', 'J', 'T', 'N', 'K', 'Q', 'J', 'T', 'N', 'W', 'Q', 'T', 'N', 'J'],
  ['K', 'Q', 'J', 'T', 'N', 'A', 'J', 'T', 'N', 'Q', 'W', 'T', 'N', 'J', 'K', 'Q', 'N', 'T', 'K', 'J'],
  ['Q', 'J', 'T', 'N', 'A', 'K', 'T', 'N', 'J', 'S', 'Q', 'N', 'T', 'W', 'J', 'K', 'N', 'Q', 'T', 'S'],
  ['S', 'T', 'N', 'A', 'K', 'Q', 'N', 'J', 'T', 'Q', 'S', 'N', 'K', 'T', 'J', 'W', 'N', 'Q', 'T', 'J'],
  ['T', 'N', 'A', 'K', 'Q', 'J', 'N', 'T', 'S', 'Q', 'J', 'K', 'N', 'T', 'W', 'J', 'Q', 'N', 'S', 'J'],
];

/** Paylines: the row (0 top, 1 middle, 2 bottom) on each reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
];

/** Pays per line for 3, 4 and 5 of a kind, in line bets (the stake is spread over the ten lines). */
export const PAYTABLE: Readonly<Record<Exclude<SlotSymbol, 'S'>, readonly [number, number, number]>> = {
  W: [33, 133, 670],
  A: [13, 53, 267],
  K: [8, 27, 108],
  Q: [5, 16, 54],
  J: [3, 8, 27],
  T: [1, 5, 16],
  N: [1, 4, 13],
};
/** Three scatters (the most that can show) pay 181 line bets, 18.1 stakes, besides the free spins. */
export const SCATTER_PAY = 181;
export const SCATTERS_FOR_FREE_SPINS = 3;
export const FREE_SPINS = 8;

/** The stated return to player, in percent: the exact expectation of one round at every allowed stake (header). */
export const SLOT_RTP = 95.95;
/** A line bet is a whole number of minor units at multiples of this stake. */
export const SLOT_STAKE_UNIT = PAYLINES.length;

export interface SlotSpin {
  /** reels[r] = the three visible symbols of reel r, top to bottom. */
  reels: SlotSymbol[][];
  lines: Array<{ line: number; symbol: string; count: number; win: number }>;
  scatterWin: number;
  scatters: number;
  /** The spin's win in minor units. */
  win: number;
}

/** The visible window of the reels stopped at `stops`: windowAt(stops)[r] = reel r's three symbols, top to bottom. */
export const windowAt = (stops: readonly number[]): SlotSymbol[][] =>
  REELS.map((strip, r) => [0, 1, 2].map((row) => strip[(stops[r]! + row) % strip.length]!));

/** A window evaluated for a stake in minor units (a win of whole line bets, whole at every allowed stake). */
export function evaluate(reels: SlotSymbol[][], stakeMinor: number): SlotSpin {
  const lineWin = (lineBets: number) => Math.floor((stakeMinor * lineBets) / PAYLINES.length);
  const lines: SlotSpin['lines'] = [];
  for (const [index, rows] of PAYLINES.entries()) {
    const hit = lineHit(reels, rows);
    if (hit) lines.push({ line: index + 1, symbol: hit.symbol, count: hit.count, win: lineWin(hit.pay) });
  }
  let scatters = 0;
  for (const reel of reels) for (const s of reel) if (s === 'S') scatters += 1;
  const scatterWin = scatters >= SCATTERS_FOR_FREE_SPINS ? lineWin(SCATTER_PAY) : 0;
  return { reels, lines, scatterWin, scatters, win: lines.reduce((s, l) => s + l.win, 0) + scatterWin };
}

const PAYING = Object.keys(PAYTABLE) as Array<keyof typeof PAYTABLE>;

/** The best left-to-right run on a line (its row on each reel): the wild stands for any paying symbol, or pays as itself. */
function lineHit(reels: SlotSymbol[][], rows: readonly number[]): { symbol: string; count: number; pay: number } | null {
  let best: { symbol: string; count: number; pay: number } | null = null;
  for (const target of PAYING) {
    let count = 0;
    for (let r = 0; r < rows.length; r += 1) {
      const s = reels[r]![rows[r]!]!;
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

/** One round: a spin, and its free spins when three scatters land. `random` gives floats in [0, 1). */
export function playSlot(stakeMinor: number, random: () => number): SlotRound {
  const spin = () => evaluate(windowAt(REELS.map((strip) => Math.floor(random() * strip.length))), stakeMinor);
  const base = spin();
  const freeSpins = base.scatters >= SCATTERS_FOR_FREE_SPINS ? Array.from({ length: FREE_SPINS }, spin) : [];
  return { base, freeSpins, win: base.win + freeSpins.reduce((s, f) => s + f.win, 0) };
}

const spinView = (s: SlotSpin) => ({ reels: s.reels, lines: s.lines });

export const slotRules: GameRules = {
  rtp: { min: SLOT_RTP, max: SLOT_RTP },
  stakeUnit: SLOT_STAKE_UNIT,
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
