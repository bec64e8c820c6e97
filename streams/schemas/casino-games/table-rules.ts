// What a shared live table's game is (roulette, baccarat): rules that turn a round's provably fair random numbers
// into one result for every player at the table, and a bet on a spot of the table into what it returns. The server
// decides and settles rounds with them and the browser's verifier replays the result, so both run the same code.

export interface TableRules<R> {
  /** The stated return to player in percent, the lowest and highest over the table's spots (each exact in the test). */
  readonly rtp: { readonly min: number; readonly max: number };
  /** The smallest stake at which every return is whole minor units (stakes.ts): stakes are its multiples. */
  readonly stakeUnit: number;
  /** How many random numbers a round uses at most (the verifier computes this many). */
  readonly floats: number;
  isSpot(spot: string): boolean;
  resultOf(random: () => number): R;
  /** What a bet returns in minor units, its stake included (a push returns the stake; a lost bet 0). */
  returnOf(spot: string, stake: number, result: R): number;
}
