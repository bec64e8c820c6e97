import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedHash, tableResultOf } from '../../server/casino/table-seed.ts';
import { baccaratRules, bankerDraws, cardValue, dealCoup, playerDraws, type BaccaratResult } from '../../streams/schemas/casino-games/baccarat.ts';
import { RED_NUMBERS, ROULETTE_SPOTS, rouletteRules, WHEEL_ORDER } from '../../streams/schemas/casino-games/roulette.ts';
import { TABLE_GAMES, tableReturn } from '../../streams/schemas/casino-games/table-games.ts';
import { checkRound } from '../../src/features/casino/fair/verifier-check.ts';
import { formOf, parseVerifier } from '../../src/features/casino/fair/verifier-input.ts';
import { verifierQuery } from '../../src/features/casino/fair/verifier-link.ts';

// The shared tables' rules: what every roulette bet pays, the punto banco drawing tableau, the exact RTP of every
// spot (roulette by closed form, baccarat by enumerating every sequence of card values dealt without replacement
// from one 8-deck shoe) and the provably fair rule that turns a round's seed into its result.

const roulette = (number: number) => ({ kind: 'roulette' as const, number });

describe('roulette rules', () => {
  it('the layout: 37 straights, 60 splits, 12 streets, 22 corners, 11 six lines and the outside bets; a wheel of 37 pockets', () => {
    const count = (prefix: string) => [...ROULETTE_SPOTS.keys()].filter((s) => s.startsWith(prefix)).length;
    expect([count('straight-'), count('split-'), count('street-'), count('corner-'), count('line-')]).toEqual([37, 60, 12, 22, 11]);
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    expect(RED_NUMBERS.size).toBe(18);
    for (const spot of ['split-3-4', 'split-34-37', 'corner-3', 'street-2', 'line-34', 'dozen-4', 'straight-37', 'column-0', 'green']) expect(rouletteRules.isSpot(spot), spot).toBe(false);
  });

  it('every bet type pays its odds on its numbers and nothing else', () => {
    const cases: Array<[string, number, number[]]> = [
      ['straight-17', 35, [17]], ['straight-0', 35, [0]], ['split-17-20', 17, [17, 20]], ['split-0-2', 17, [0, 2]], ['split-8-9', 17, [8, 9]],
      ['street-13', 11, [13, 14, 15]], ['corner-17', 8, [17, 18, 20, 21]], ['line-31', 5, [31, 32, 33, 34, 35, 36]],
      ['dozen-2', 2, [13, 24]], ['column-1', 2, [1, 34]], ['column-3', 2, [3, 36]], ['red', 1, [1, 36]], ['black', 1, [2, 35]],
      ['odd', 1, [1, 35]], ['even', 1, [2, 36]], ['low', 1, [1, 18]], ['high', 1, [19, 36]],
    ];
    for (const [spot, odds, winners] of cases) {
      for (const n of winners) expect(rouletteRules.returnOf(spot, 100, roulette(n)), `${spot} on ${n}`).toBe(100 * (odds + 1));
      const covered = ROULETTE_SPOTS.get(spot)!;
      expect(covered.length * (odds + 1), spot).toBe(36);
      for (let n = 0; n < 37; n += 1) if (!covered.includes(n)) expect(rouletteRules.returnOf(spot, 100, roulette(n)), `${spot} on ${n}`).toBe(0);
    }
    // Zero loses every outside bet.
    for (const spot of ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen-1', 'column-3']) expect(rouletteRules.returnOf(spot, 100, roulette(0))).toBe(0);
  });

  it('exact RTP: every one of the spots returns 36/37 (97.30 %) by closed form over the 37 pockets', () => {
    for (const spot of ROULETTE_SPOTS.keys()) {
      let returned = 0;
      for (let n = 0; n < 37; n += 1) returned += rouletteRules.returnOf(spot, 37, roulette(n));
      // sum over pockets of the return at stake 37 = 37 x 37 x RTP: exactly 36 x 37.
      expect(returned, spot).toBe(36 * 37);
    }
    expect(rouletteRules.rtp.min).toBe(Math.round((36 / 37) * 10_000) / 100);
  });
});

/** Cards of the given values (0 = a ten). */
const cards = (...values: number[]) => values.map((x) => (x === 0 ? 9 : x - 1));
const coup = (...values: number[]) => {
  const deck = cards(...values);
  let i = 0;
  return dealCoup(() => deck[i++]!, cardValue);
};

describe('baccarat rules (punto banco)', () => {
  it('card values: ace 1, two to nine at face, tens and pictures 0', () => {
    expect([0, 1, 8, 9, 10, 11, 12, 13, 51].map(cardValue)).toEqual([1, 2, 9, 0, 0, 0, 0, 1, 0]);
  });

  it('the player draws on 0-5 and stands on 6-7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('the banker tableau: the whole table of totals 0-7 against the player third card (or none)', () => {
    // Rows: banker total 0..7; columns: the player's third card 0..9, then "player stood".
    const D = true;
    const S = false;
    const table: boolean[][] = [
      [D, D, D, D, D, D, D, D, D, D, D],
      [D, D, D, D, D, D, D, D, D, D, D],
      [D, D, D, D, D, D, D, D, D, D, D],
      [D, D, D, D, D, D, D, D, S, D, D],
      [S, S, D, D, D, D, D, D, S, S, D],
      [S, S, S, S, D, D, D, D, S, S, D],
      [S, S, S, S, S, S, D, D, S, S, S],
      [S, S, S, S, S, S, S, S, S, S, S],
    ];
    for (let total = 0; total <= 7; total += 1) {
      for (let third = 0; third <= 9; third += 1) expect(bankerDraws(total, third), `banker ${total}, player third ${third}`).toBe(table[total]![third]);
      expect(bankerDraws(total, null), `banker ${total}, player stood`).toBe(table[total]![10]);
    }
  });

  it('coups dealt player, banker, player, banker, then the third cards', () => {
    // A natural ends the coup at once.
    expect(coup(9, 0, 0, 5)).toMatchObject({ player: cards(9, 0), banker: cards(0, 5), winner: 'player' });
    expect(coup(3, 4, 3, 4, 9)).toMatchObject({ player: cards(3, 3), banker: cards(4, 4), winner: 'banker' });
    // Player 6 stands; banker 5 draws as the player would and makes 5 + 3 = 8.
    expect(coup(3, 2, 3, 3, 3)).toMatchObject({ player: cards(3, 3), banker: cards(2, 3, 3), winner: 'banker' });
    // Player 4 draws an 8 (total 2); banker 3 stands on a player's 8.
    expect(coup(2, 1, 2, 2, 8, 5)).toMatchObject({ player: cards(2, 2, 8), banker: cards(1, 2), winner: 'banker' });
    // Player 0 draws a 6; banker 6 draws on a 6 and ties at 6.
    expect(coup(0, 3, 0, 3, 6, 0)).toMatchObject({ player: cards(0, 0, 6), banker: cards(3, 3, 0), winner: 'tie' });
    // Banker 7 stands whatever the player draws.
    expect(coup(1, 7, 1, 0, 7, 2)).toMatchObject({ player: cards(1, 1, 7), banker: cards(7, 0), winner: 'player' });
  });

  it('bets: player 1:1, banker 0.95:1, tie 8:1; player and banker pushed on a tie', () => {
    const result = (winner: BaccaratResult['winner']): BaccaratResult => ({ kind: 'baccarat', player: [0, 1], banker: [2, 3], winner });
    expect(['player', 'banker', 'tie'].map((s) => baccaratRules.returnOf(s, 1_000, result('player')))).toEqual([2_000, 0, 0]);
    expect(['player', 'banker', 'tie'].map((s) => baccaratRules.returnOf(s, 1_000, result('banker')))).toEqual([0, 1_950, 0]);
    expect(['player', 'banker', 'tie'].map((s) => baccaratRules.returnOf(s, 1_000, result('tie')))).toEqual([1_000, 1_000, 9_000]);
    expect(Number.isInteger(baccaratRules.returnOf('banker', baccaratRules.stakeUnit, result('banker')))).toBe(true);
  });

  it('exact RTP over one 8-deck shoe, cards drawn without replacement: banker 98.94 %, player 98.76 %, tie 85.64 %', () => {
    // Every sequence of six card values, weighted by its exact chance from a fresh 416-card shoe (counts of the ten
    // values: 128 tens and pictures, 32 of each other), as whole numbers over 416 x 415 x ... x 411 (all exact in a
    // double: below 2^53). The coup uses the first four to six of them; the rest only complete the sequence.
    const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const wins = { player: 0, banker: 0, tie: 0 };
    let total = 0;
    const values: number[] = [];
    const walk = (weight: number) => {
      if (values.length === 6) {
        let i = 0;
        const { winner } = dealCoup(() => values[i++]!, (x) => x);
        wins[winner] += weight;
        total += weight;
        return;
      }
      for (let x = 0; x < 10; x += 1) {
        if (counts[x] === 0) continue;
        values.push(x);
        const w = weight * counts[x]!;
        counts[x]! -= 1;
        walk(w);
        counts[x]! += 1;
        values.pop();
      }
    };
    walk(1);
    expect(total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    const percent = (x: number) => Math.round(x * 10_000) / 100;
    const rtp = {
      banker: percent((wins.banker * 1.95 + wins.tie) / total),
      player: percent((wins.player * 2 + wins.tie) / total),
      tie: percent((wins.tie * 9) / total),
    };
    expect(rtp).toEqual({ banker: 98.94, player: 98.76, tie: 85.64 });
    expect(baccaratRules.rtp).toEqual({ min: rtp.tie, max: rtp.banker });
  });
});

describe('provably fair table rounds', () => {
  it('seed -> hash is sha-256; seed -> result is HMAC-SHA256(seed, "table:i") read as 52-bit floats', () => {
    const seed = 'a'.repeat(64);
    expect(seedHash(seed)).toBe(crypto.createHash('sha256').update(seed).digest('hex'));
    // The first float by hand: the digest's first 52 bits over 2^52, times 37 pockets.
    const digest = crypto.createHmac('sha256', seed).update('table:0').digest();
    const float = Number(BigInt(`0x${digest.subarray(0, 7).toString('hex')}`) >> 4n) / 2 ** 52;
    expect(tableResultOf('roulette', seed)).toEqual({ kind: 'roulette', number: Math.floor(float * 37) });
    // The same seed always deals the same coup, a valid one from the shoe.
    const coupOf = tableResultOf('baccarat', seed);
    expect(tableResultOf('baccarat', seed)).toEqual(coupOf);
    expect(coupOf.kind).toBe('baccarat');
  });

  it('the public verifier (Web Crypto, from the link a table page gives) recomputes the server\'s hash and result', async () => {
    for (const kind of ['roulette', 'baccarat'] as const) {
      for (let i = 0; i < 20; i += 1) {
        const seed = crypto.createHash('sha256').update(`verify ${kind} ${i}`).digest('hex');
        const parsed = parseVerifier(formOf(verifierQuery({ kind, serverSeed: seed, hash: seedHash(seed) })));
        if (!('input' in parsed)) throw new Error(`the verifier refused its own link: ${JSON.stringify(parsed.errors)}`);
        const check = await checkRound(parsed.input);
        expect(check).toMatchObject({ kind, hash: seedHash(seed), hashMatches: true, table: tableResultOf(kind, seed) });
      }
    }
    // A seed that is not the one committed to is caught.
    const parsed = parseVerifier(formOf(verifierQuery({ kind: 'roulette', serverSeed: 'b'.repeat(64), hash: seedHash('c'.repeat(64)) })));
    expect('input' in parsed && (await checkRound(parsed.input)).hashMatches).toBe(false);
  });

  it('results spread over every pocket and every coup outcome across seeds', () => {
    const pockets = new Set<number>();
    const winners = new Set<string>();
    for (let i = 0; i < 2_000; i += 1) {
      const seed = crypto.createHash('sha256').update(`seed ${i}`).digest('hex');
      const r = tableResultOf('roulette', seed);
      if (r.kind === 'roulette') pockets.add(r.number);
      const b = tableResultOf('baccarat', seed);
      if (b.kind === 'baccarat') winners.add(b.winner);
      expect(tableReturn('red', 10, r)).toBe(r.kind === 'roulette' && RED_NUMBERS.has(r.number) ? 20 : 0);
    }
    expect(pockets.size).toBe(37);
    expect(winners).toEqual(new Set(['player', 'banker', 'tie']));
    expect(Object.keys(TABLE_GAMES)).toEqual(['roulette', 'baccarat']);
  });
});
