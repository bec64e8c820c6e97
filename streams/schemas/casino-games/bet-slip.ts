import { payOf } from './fair-random';
import type { ChoiceRefusal } from './game-rules';

// A bet slip of several bets in one round, for the table games (sic bo, money wheel, dragon tiger), carried in the
// round's picks so the rest of the round machinery (the request body, the stored choice, the fair history, the
// verifier) carries it unchanged: each pick is ONE CHIP on a bet spot (a spot repeats for more chips on it), and
// every chip is the same share of the round's stake, stake / chips. So [0, 0, 17] at a stake of 300 is 200 on spot
// 0 and 100 on spot 17. The stake must split into whole chips, each a multiple of the game's stake unit, so every
// bet's pay is whole and each bet returns exactly its stated RTP.

/** The most chips on one slip (the round body's limit of picks). */
export const MAX_CHIPS = 20;

export interface SlipBet {
  spot: number;
  /** Minor units. */
  stake: number;
  win: number;
}

/** The slip is 1 to MAX_CHIPS chips on the game's spots and (when the stake is known) the stake splits into them. */
export function slipRefusal(picks: readonly number[], spots: ReadonlySet<number>, stakeUnit: number, stakeMinor?: number): ChoiceRefusal | null {
  if (picks.length < 1 || picks.length > MAX_CHIPS || !picks.every((p) => spots.has(p))) return 'bad_picks';
  if (stakeMinor === undefined) return null;
  const chip = stakeMinor / picks.length;
  return Number.isInteger(chip) && chip % stakeUnit === 0 ? null : 'bad_picks';
}

/**
 * The slip's bets (one per spot, in the order first chosen) settled by `returnOf(spot)`: the return of the spot in
 * hundredths of its stake, the stake included (0 when the bet loses, 50 when half the stake comes back).
 */
export function settleSlip(picks: readonly number[], stakeMinor: number, returnOf: (spot: number) => number): { bets: SlipBet[]; win: number } {
  const chip = stakeMinor / picks.length;
  const chips = new Map<number, number>();
  for (const p of picks) chips.set(p, (chips.get(p) ?? 0) + 1);
  const bets = [...chips].map(([spot, n]) => ({ spot, stake: n * chip, win: payOf(n * chip, returnOf(spot)) }));
  return { bets, win: bets.reduce((sum, b) => sum + b.win, 0) };
}
