import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { catalog } from '../../server/casino/catalog.ts';
import { raceResultOfSeed } from '../../server/casino/virtual-races.ts';
import { mulberry32 } from '../../server/seed/prng.ts';
import {
  newRaceCard, RACE_FLOATS, RACE_LADDERS, RACE_RTP_PERCENT, RACE_WEIGHT_TOTAL, raceMessage, raceOdds, RaceCardSchema, raceResultOf,
  raceResultOfDigests, raceReturn, VIRTUAL_RACE, type RaceCard,
} from '../../streams/schemas/casino-games/virtual-race.ts';

// Issue 23: virtual horse racing's rules. Every price is RACE_RTP_PERCENT % of the runner's fair price, so a win bet
// on any runner returns exactly 90 % (closed form, in integers); the draw gives each runner exactly its probability;
// a race's finishing order replays from its revealed seed as the browser computes it; a million races agree.

const cardOf = (ladder: readonly number[]): RaceCard => ladder.map((weight, horse) => ({ horse, weight }));

describe('virtual horse racing rules (issue 23)', () => {
  it('every ladder is a whole field (weights sum to 360) and every price is whole hundredths, above evens', () => {
    for (const ladder of RACE_LADDERS) {
      expect(ladder.reduce((s, w) => s + w, 0)).toBe(RACE_WEIGHT_TOTAL);
      expect(ladder.length).toBeGreaterThanOrEqual(6);
      for (const w of ladder) {
        expect(Number.isInteger(raceOdds(w)), `weight ${w}`).toBe(true);
        expect(raceOdds(w)).toBeGreaterThan(100);
      }
    }
    expect(raceOdds(100)).toBe(324);
  });

  it('exact RTP by closed form: p_i x odds_i = 90 % for every runner of every ladder, and the sum over runners of p_i x odds_i is 90 % of the field', () => {
    for (const ladder of RACE_LADDERS) {
      // p_i x odds_i = (w_i / 360) x (o_i / 100): in integers, w_i x o_i = 0.9 x 360 x 100.
      for (const w of ladder) expect(w * raceOdds(w)).toBe((RACE_RTP_PERCENT * RACE_WEIGHT_TOTAL * 100) / 100);
      const sum = ladder.reduce((s, w) => s + w * raceOdds(w), 0);
      // A unit on every runner: sum p_i o_i / n = sum (w_i o_i) / (360 x 100 x n) = 90 / 100 exactly.
      expect(sum * 100).toBe(RACE_RTP_PERCENT * RACE_WEIGHT_TOTAL * 100 * ladder.length);
    }
    expect(VIRTUAL_RACE.rtp).toEqual({ min: 90, max: 90 });
    // At multiples of the stake unit every win is whole minor units: the 90 % holds to the minor unit.
    expect(VIRTUAL_RACE.stakeUnit).toBe(100);
    for (const w of RACE_LADDERS.flat()) expect((VIRTUAL_RACE.stakeUnit * raceOdds(w)) % 100).toBe(0);
  });

  it('the draw gives each runner exactly its probability: over the 360 equally likely first numbers each runner wins w_i of them', () => {
    for (const ladder of RACE_LADDERS) {
      const card = cardOf(ladder);
      const wins = new Array<number>(card.length).fill(0);
      for (let x = 0; x < RACE_WEIGHT_TOTAL; x += 1) {
        let first = true;
        const { order } = raceResultOf(card, () => {
          if (!first) return 0.5;
          first = false;
          return (x + 0.5) / RACE_WEIGHT_TOTAL;
        });
        wins[order[0]!] = wins[order[0]!]! + 1;
      }
      expect(wins).toEqual([...ladder]);
    }
  });

  it('a finishing order is every runner once, from at most runners - 1 numbers; a win bet returns stake x price, else 0', () => {
    const random = mulberry32(145);
    for (let i = 0; i < 2_000; i += 1) {
      const card = newRaceCard(random);
      expect(v.safeParse(RaceCardSchema, card).success).toBe(true);
      let used = 0;
      const result = raceResultOf(card, () => { used += 1; return random(); });
      expect(used).toBe(card.length - 1);
      expect([...result.order].sort()).toEqual(card.map((_, gate) => gate));
      for (const [gate, runner] of card.entries()) {
        expect(raceReturn(card, gate, 300, result)).toBe(gate === result.order[0] ? 3 * raceOdds(runner.weight) : 0);
      }
    }
    expect(v.safeParse(RaceCardSchema, cardOf([100, 100, 100, 30, 20, 10])).success).toBe(false);
    expect(v.safeParse(RaceCardSchema, cardOf(RACE_LADDERS[3]!).map((r) => ({ ...r, horse: 0 }))).success).toBe(false);
  });

  it('provably fair: the finishing order replays from the revealed seed with the browser\'s HMAC (Web Crypto), and a changed seed changes it', async () => {
    const card = cardOf(RACE_LADDERS[0]!);
    const orders = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const seed = crypto.randomBytes(32).toString('hex');
      const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      const digests = await Promise.all(Array.from({ length: RACE_FLOATS }, async (_, n) =>
        new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(raceMessage(n))))));
      expect(raceResultOfDigests(card, digests)).toEqual(raceResultOfSeed(card, seed));
      orders.add(raceResultOfSeed(card, seed).order.join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('Monte Carlo: 1,000,000 races with a unit on every runner return 90 % (within 0.4 points), each runner winning at its probability', () => {
    const random = mulberry32(23);
    const cards = RACE_LADDERS.map(cardOf);
    let staked = 0;
    let returned = 0;
    const wins = cards.map((c) => new Array<number>(c.length).fill(0));
    const runs = new Array<number>(cards.length).fill(0);
    for (let i = 0; i < 1_000_000; i += 1) {
      const n = i % cards.length;
      const card = cards[n]!;
      const winner = raceResultOf(card, random).order[0]!;
      staked += card.length * 100;
      returned += raceOdds(card[winner]!.weight);
      wins[n]![winner] = wins[n]![winner]! + 1;
      runs[n] = runs[n]! + 1;
    }
    expect(Math.abs((100 * returned) / staked - RACE_RTP_PERCENT)).toBeLessThan(0.4);
    for (const [n, card] of cards.entries()) {
      for (const [gate, runner] of card.entries()) expect(Math.abs(wins[n]![gate]! / runs[n]! - runner.weight / RACE_WEIGHT_TOTAL)).toBeLessThan(0.004);
    }
  });

  it('the virtual sports family plays virtual horse racing at 90 % with whole-unit stakes', () => {
    const family = catalog().games.filter((g) => g.categories[0] === 'virtualsports');
    expect(family.length).toBe(80);
    for (const g of family) expect(g).toMatchObject({ kind: 'virtualrace', rtp: 90, rtpMax: 90, stakeUnit: 100 });
    for (const g of family) expect(g.minStake % 100).toBe(0);
  });
});
