// Which stakes a game allows. A win is a whole number of minor units, so a pay table returns exactly its stated RTP
// only at stakes where every pay x stake is whole (a win rounded down would pay less, most at the smallest stakes).
// Each game therefore has a stake unit, the smallest stake at which every pay is whole, and allows its multiples
// only: at each of them the round's exact expectation is the stated RTP.

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The smallest stake at which every pay, given in 1/per of the stake, is a whole number of minor units. */
export function stakeUnitOf(pays: readonly number[], per = 100): number {
  return pays.reduce((unit, pay) => {
    const need = per / gcd(pay, per);
    return (unit * need) / gcd(unit, need);
  }, 1);
}
