/** Stake steps within [min, max] (minor units): 1-2-5 series. */
export function stakeSteps(min: number, max: number): number[] {
  const out: number[] = [];
  for (let base = 1; base <= max; base *= 10) {
    for (const m of [1, 2, 5]) {
      const s = base * m;
      if (s >= min && s <= max) out.push(s);
    }
  }
  if (!out.includes(min)) out.unshift(min);
  return out;
}
