// What every round-based casino game (all but the shared crash round) is: rules that turn the round's provably
// fair random numbers and the player's choice into an outcome and a win. The server decides rounds with them and
// the browser's verify panel replays them, so both run the very same code.

/**
 * The player's input to a round: picked numbers or fields (keno, chest, memory, safe, lottery, dragon) and a level.
 * The table games (sic bo, money wheel, dragon tiger) read picks as a bet slip: one pick per chip (bet-slip.ts).
 */
export interface RoundChoice {
  picks: readonly number[];
  level: number;
}

/** Why a choice is refused (a 400 with this code; the page translates it). */
export type ChoiceRefusal = 'bad_picks' | 'bad_level';

export interface RoundResult {
  /** Minor units. */
  win: number;
  outcome: Record<string, unknown>;
}

export interface GameRules {
  /**
   * The stated return to player in percent: the lowest and the highest over the choices the game offers (the same
   * figure for every game but keno, whose pay table rows differ by the number of picks). Each is the round's exact
   * expectation at every allowed stake (tests/server/casino-rtp.test.ts enumerates it).
   */
  readonly rtp: { readonly min: number; readonly max: number };
  /** The smallest stake in minor units at which every pay is whole: the game allows its multiples only (stakes.ts). */
  readonly stakeUnit: number;
  /** The most random numbers one round uses (the verify panel computes this many ahead). */
  readonly floats: number;
  /**
   * Why the choice is refused, or null. The round's stake is given where it is known (the server, the replay): a bet
   * slip's stake must split into its chips (bet-slip.ts); a check of the picks alone passes none.
   */
  refusal(choice: RoundChoice, stakeMinor?: number): ChoiceRefusal | null;
  play(random: () => number, stakeMinor: number, choice: RoundChoice): RoundResult;
}

/** Picks that are whole, distinct, within [min, max], and between minCount and maxCount of them. */
export function picksValid(picks: readonly number[], min: number, max: number, minCount: number, maxCount: number): boolean {
  return picks.length >= minCount && picks.length <= maxCount && new Set(picks).size === picks.length
    && picks.every((p) => Number.isInteger(p) && p >= min && p <= max);
}
