import { describe, expect, it } from 'vitest';
import { BJ_RTP } from '../../../streams/schemas/casino-games/blackjack';

// The blackjack RTP as stated: basic strategy (the best of stand, hit, double and split for each hand, the dealer's
// up card known) under the INFINITE-DECK approximation (every card drawn with its full-deck odds: ace to nine 1/13
// each, ten-valued 4/13), computed exactly by recursion under the game's rules: the dealer peeks and stands on every
// 17, blackjack pays 3:2, double on any two cards also after the split, one split, split aces one card each, no
// insurance (it loses under these odds: 4/13 < 1/3), no surrender. It is not the six-deck optimal-play figure.

const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const P = (v: number) => (v === 10 ? 4 / 13 : 1 / 13);
const points = (sum: number, ace: boolean) => (ace && sum + 10 <= 21 ? sum + 10 : sum);

/** The dealer's final total (17-21, or 22 for a bust) from a hand of hard sum `sum`. */
function dealerFinal(sum: number, ace: boolean, memo = new Map<string, number[]>()): number[] {
  const key = `${sum}:${ace}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const out = new Array<number>(23).fill(0);
  const total = points(sum, ace);
  if (total >= 17) out[Math.min(total, 22)] = 1;
  else for (const v of VALUES) dealerFinal(sum + v, ace || v === 1, memo).forEach((p, t) => { out[t] = out[t]! + P(v) * p; });
  memo.set(key, out);
  return out;
}

/** The dealer's final totals under up card `up` when the dealer has no blackjack (the peek found none). */
function dealerNoBlackjack(up: number): number[] {
  const holes = VALUES.filter((v) => !(up === 1 && v === 10) && !(up === 10 && v === 1));
  const mass = holes.reduce((s, v) => s + P(v), 0);
  const out = new Array<number>(23).fill(0);
  for (const v of holes) dealerFinal(up + v, up === 1 || v === 1).forEach((p, t) => { out[t] = out[t]! + (P(v) / mass) * p; });
  return out;
}

function upCardEv(up: number): number {
  const dealer = dealerNoBlackjack(up);
  const stand = (total: number) => (total > 21 ? -1 : dealer.reduce((s, p, d) => s + p * (d > 21 || d < total ? 1 : d > total ? -1 : 0), 0));
  const memo = new Map<string, number>();
  // The best of standing and hitting on (sum, ace) with no double or split left.
  const play = (sum: number, ace: boolean): number => {
    const total = points(sum, ace);
    if (total >= 21) return stand(total);
    const key = `${sum}:${ace}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const best = Math.max(stand(total), VALUES.reduce((s, v) => s + P(v) * play(sum + v, ace || v === 1), 0));
    memo.set(key, best);
    return best;
  };
  const double = (sum: number, ace: boolean) => 2 * VALUES.reduce((s, v) => s + P(v) * stand(points(sum + v, ace || v === 1)), 0);
  // A two-card hand: stand, hit or double (21 stands by itself).
  const twoCards = (a: number, b: number) => {
    const sum = a + b;
    const ace = a === 1 || b === 1;
    return points(sum, ace) === 21 ? stand(21) : Math.max(play(sum, ace), double(sum, ace));
  };
  const split = (v: number) => 2 * VALUES.reduce((s, c) => s + P(c) * (v === 1 ? stand(points(1 + c, true)) : twoCards(v, c)), 0);
  const dealerBj = up === 1 ? P(10) : up === 10 ? P(1) : 0;
  let ev = 0;
  for (const a of VALUES) for (const b of VALUES) {
    const p = P(a) * P(b);
    const playerBj = (a === 1 && b === 10) || (a === 10 && b === 1);
    if (playerBj) ev += p * (1 - dealerBj) * 1.5;
    else ev += p * (dealerBj * -1 + (1 - dealerBj) * Math.max(twoCards(a, b), a === b ? split(a) : -Infinity));
  }
  return ev;
}

describe('blackjack RTP (basic strategy, infinite-deck approximation)', () => {
  it('is the stated figure', () => {
    const rtp = 100 * (1 + VALUES.reduce((s, up) => s + P(up) * upCardEv(up), 0));
    // Published infinite-deck house edges for these rules lie near 0.5 %.
    expect(rtp).toBeGreaterThan(99.3);
    expect(rtp).toBeLessThan(99.7);
    expect(Math.round(rtp * 100) / 100).toBe(BJ_RTP);
  });
});
