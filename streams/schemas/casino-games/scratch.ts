import { drawWithout, payOf } from './fair-random';
import type { GameRules } from './game-rules';
import { stakeUnitOf } from './stakes';

// The scratch card: a ticket of nine fields; three alike win that symbol's prize. As on a printed ticket, the prize
// table comes first: one random number picks the ticket's number of a million, whose tier has the stated odds, then
// the fields are laid out to show it (a winning ticket has exactly three of its symbol and at most two of any other;
// a losing one at most two of each). So the RTP is the table's expectation exactly: sum of odds x prize = 95 %
// (SCRATCH_RTP). The coin's x2.5 is whole at even stakes.

export const SCRATCH_SYMBOLS = ['coin', 'bell', 'clover', 'star', 'diamond', 'crown'] as const;
export type ScratchSymbol = (typeof SCRATCH_SYMBOLS)[number];
export const SCRATCH_FIELDS = 9;
export const SCRATCH_RTP = 95;

/** The prize table: each symbol's chance in millionths and prize in hundredths of the stake. */
export const SCRATCH_PRIZES: Readonly<Record<ScratchSymbol, { perMillion: number; pay: number }>> = {
  coin: { perMillion: 204_000, pay: 250 },
  bell: { perMillion: 50_000, pay: 500 },
  clover: { perMillion: 12_000, pay: 1_000 },
  star: { perMillion: 2_000, pay: 2_000 },
  diamond: { perMillion: 200, pay: 10_000 },
  crown: { perMillion: 10, pay: 100_000 },
};

/** The exact RTP in percent: the prize table's expectation. */
export const scratchRtp = (): number =>
  SCRATCH_SYMBOLS.reduce((sum, s) => sum + (SCRATCH_PRIZES[s].perMillion / 1_000_000) * SCRATCH_PRIZES[s].pay, 0);

/** The winning symbol of the ticket numbered floor(u x 1,000,000), or null for a losing ticket. */
function tierOf(u: number): ScratchSymbol | null {
  const ticket = Math.floor(u * 1_000_000);
  let edge = 0;
  for (const s of SCRATCH_SYMBOLS) {
    edge += SCRATCH_PRIZES[s].perMillion;
    if (ticket < edge) return s;
  }
  return null;
}

export const scratchRules: GameRules = {
  rtp: { min: SCRATCH_RTP, max: SCRATCH_RTP },
  stakeUnit: stakeUnitOf(SCRATCH_SYMBOLS.map((s) => SCRATCH_PRIZES[s].pay)),
  floats: 1 + 2 * SCRATCH_FIELDS,
  refusal: () => null,
  play(random, stakeMinor) {
    const winning = tierOf(random());
    // Two of every other symbol to fill from, so no other symbol can reach three.
    const fillers = SCRATCH_SYMBOLS.filter((s) => s !== winning).flatMap((s) => [s, s]);
    const fields = winning ? [winning, winning, winning, ...drawWithout(random, fillers, 6)] : drawWithout(random, fillers, SCRATCH_FIELDS);
    const cells = drawWithout(random, fields, SCRATCH_FIELDS);
    return { win: winning ? payOf(stakeMinor, SCRATCH_PRIZES[winning].pay) : 0, outcome: { cells, winning } };
  },
};
