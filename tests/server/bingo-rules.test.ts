import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { bingoGame } from '../../scripts/bench-rtp.ts';
import { bingoDraw, bingoTicket } from '../../server/casino/bingo-seed.ts';
import { mulberry32 } from '../../server/seed/prng.ts';
import {
  BINGO_CALLED, BINGO_PAYS, BINGO_RTP, bingoDrawMessage, bingoRtp, bingoTicketMessage, BingoTicketSchema, columnNumbers, drawOf,
  isValidTicket, prizeBalls, ticketOf, ticketReturn, type BingoTicket,
} from '../../streams/schemas/casino-games/bingo.ts';
import { floatOfDigest } from '../../streams/schemas/casino-games/fair-random.ts';

// Issue 23: the 90-ball bingo room's rules. Tickets are valid UK tickets, prizes are found at the ball they happen,
// the stated RTP is the exact closed form (checked against an enumeration of the ticket's cells and 1,000,000
// simulated rounds), and a round's draw and tickets replay from its revealed seed.

/** A fixed ticket: rows {1,20,33,56,75} {12,25,41,62,80} {5,39,47,68,90}. */
const TICKET: BingoTicket = [
  [1, 0, 20, 33, 0, 56, 0, 75, 0],
  [0, 12, 25, 0, 41, 0, 62, 0, 80],
  [5, 0, 0, 39, 47, 0, 68, 0, 90],
];

describe('90-ball bingo rules (issue 23)', () => {
  it('every generated ticket is a UK 90-ball ticket: 3x9, 15 distinct numbers, 5 a row, column c from its decade, rising down', () => {
    const random = mulberry32(90);
    const columnSizes = new Set<number>();
    for (let i = 0; i < 20_000; i += 1) {
      const ticket = ticketOf(random);
      expect(isValidTicket(ticket)).toBe(true);
      const numbers = ticket.flat().filter((n) => n !== 0);
      expect(new Set(numbers).size).toBe(15);
      for (let c = 0; c < 9; c += 1) columnSizes.add(ticket.filter((row) => row[c] !== 0).length);
    }
    expect([...columnSizes].sort()).toEqual([1, 2, 3]);
    expect(columnNumbers(0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(columnNumbers(8)).toHaveLength(11);
    expect(columnNumbers(8)[10]).toBe(90);
    expect(isValidTicket(TICKET)).toBe(true);
    // Broken tickets: a number in the wrong column, a row of six, a column falling, an empty column.
    const swap = (f: (t: number[][]) => void) => { const t = TICKET.map((r) => [...r]); f(t); return t; };
    expect(isValidTicket(swap((t) => { t[0]![0] = 10; }))).toBe(false);
    expect(isValidTicket(swap((t) => { t[0]![1] = 11; }))).toBe(false);
    expect(isValidTicket(swap((t) => { t[0]![0] = 6; t[2]![0] = 5; }))).toBe(false);
    expect(isValidTicket(swap((t) => { t[1]![1] = 0; t[1]![0] = 7; }))).toBe(false);
    expect(v.safeParse(BingoTicketSchema, swap((t) => { t[0]![0] = 10; })).success).toBe(false);
    expect(v.safeParse(BingoTicketSchema, TICKET).success).toBe(true);
  });

  it('prizes are found at the ball that completes them: one line, two lines, full house; nothing beyond the called balls', () => {
    const [row1, row2, row3] = TICKET.map((r) => r.filter((n) => n !== 0));
    const others = Array.from({ length: 90 }, (_, i) => i + 1).filter((n) => !TICKET.flat().includes(n));
    // Row 2 completes at ball 7 (two others between), row 1 at ball 14, row 3 at ball 22.
    const called = [...row2!.slice(0, 3), 2, 3, ...row2!.slice(3), 4, 6, ...row1!, 7, 8, 9, 10, 11, 13, 14, 15, ...row3!];
    expect(called.slice(0, 7)).toContain(row2![4]);
    expect(prizeBalls(TICKET, called)).toEqual({ line: 7, twoLines: 14, fullHouse: 27 });
    expect(prizeBalls(TICKET, called.slice(0, 13))).toEqual({ line: 7, twoLines: null, fullHouse: null });
    expect(prizeBalls(TICKET, called.slice(0, 6))).toEqual({ line: null, twoLines: null, fullHouse: null });
    expect(ticketReturn(TICKET, called, 100)).toBe(100 * (BINGO_PAYS.line + BINGO_PAYS.twoLines + BINGO_PAYS.fullHouse));
    expect(ticketReturn(TICKET, called.slice(0, 13), 100)).toBe(100 * BINGO_PAYS.line);
    // Only the first BINGO_CALLED balls count: a row completed by a later ball wins nothing.
    const late = [...others.slice(0, BINGO_CALLED - 1), ...row1!];
    expect(prizeBalls(TICKET, late).line).toBe(BINGO_CALLED + 4);
    expect(ticketReturn(TICKET, late, 100)).toBe(0);
    const draw = drawOf(mulberry32(1));
    expect(draw).toHaveLength(BINGO_CALLED);
    expect(new Set(draw).size).toBe(BINGO_CALLED);
    expect(draw.every((n) => n >= 1 && n <= 90)).toBe(true);
  });

  it('the stated RTP is the exact closed form, and an enumeration of which of the ticket\'s 15 numbers are called agrees exactly', () => {
    const { num, den } = bingoRtp();
    const percent = Number((num * 10n ** 9n) / den) / 1e7;
    expect(percent).toBeCloseTo(BINGO_RTP, 2);
    expect(Math.abs(percent - BINGO_RTP)).toBeLessThan(0.005);
    // Independent exact check: X = how many of the ticket's 15 numbers are among the 50 called is hypergeometric, and
    // given X = x the called cells are a uniform x-subset of the 15; all 2^15 subsets are enumerated by their full rows.
    const choose = (n: number, k: number): bigint => {
      let r = 1n;
      for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
      return k < 0 || k > n ? 0n : r;
    };
    const total = choose(90, BINGO_CALLED);
    let paid = 0n; // sum over subsets of pays x C(75, 50 - x): every draw counted once, in units of the ticket price
    for (let mask = 0; mask < 1 << 15; mask += 1) {
      const full = [0, 1, 2].filter((r) => ((mask >> (5 * r)) & 31) === 31).length;
      const x = mask.toString(2).split('1').length - 1;
      const pay = (full >= 1 ? BINGO_PAYS.line : 0) + (full >= 2 ? BINGO_PAYS.twoLines : 0) + (full === 3 ? BINGO_PAYS.fullHouse : 0);
      if (pay > 0) paid += BigInt(pay) * choose(75, BINGO_CALLED - x);
    }
    expect(paid * den).toBe(num * total);
  });

  it('1,000,000 simulated rounds (a new ticket and draw each) land within 4 standard errors of the exact RTP', () => {
    const exact = Number((bingoRtp().num * 10n ** 9n) / bingoRtp().den) / 1e7;
    const run = bingoGame(2023_11_27, 1_000_000);
    expect(Math.abs(run.simulated - exact), JSON.stringify(run)).toBeLessThan(4 * run.standardError);
    expect(run.standardError).toBeLessThan(1);
  }, 300_000);

  it('a round replays from its seed: the HMAC-SHA256 numbers of the documented messages give the draw and every ticket', () => {
    const seed = crypto.randomBytes(32).toString('hex');
    const floats = (message: (i: number) => string) => {
      let i = 0;
      return () => floatOfDigest(crypto.createHmac('sha256', seed).update(message(i++)).digest());
    };
    expect(bingoDraw(seed)).toEqual(drawOf(floats(bingoDrawMessage)));
    expect(bingoTicket(seed, 42)).toEqual(ticketOf(floats((i) => bingoTicketMessage(42, i))));
    expect(bingoTicket(seed, 42)).not.toEqual(bingoTicket(seed, 43));
    expect(bingoDraw(seed)).toEqual(bingoDraw(seed));
  });
});
