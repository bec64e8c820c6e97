/**
 * The stakes the stake select offers (minor units): the 1-2-5 series within [min, max] and the minimum, each a
 * multiple of the game's stake unit (the server refuses any other stake: at those the stated RTP would not hold).
 */
export function stakeSteps(min: number, max: number, unit: number): number[] {
  const out: number[] = [];
  for (let base = 1; base <= max; base *= 10) {
    for (const m of [1, 2, 5]) {
      const s = base * m;
      if (s >= min && s <= max && s % unit === 0) out.push(s);
    }
  }
  if (!out.includes(min)) out.unshift(min);
  return out;
}
