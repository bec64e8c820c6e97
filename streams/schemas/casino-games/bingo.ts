import * as v from 'valibot';
import { drawWithout } from './fair-random.ts';

// UK 90-ball bingo, played in a shared room (server/casino/bingo-rounds.ts): players buy tickets while the room is
// buying, then the server calls BINGO_CALLED balls one by one. A ticket is 3 rows x 9 columns holding 15 numbers,
// 5 in every row; column c holds numbers of its decade (1-9, 10-19, ..., 80-90), rising down the column.
//
// Prizes are a house game's, paid per ticket as fixed multiples of the ticket price: a ticket that completes one line,
// two lines or the full house within the BINGO_CALLED balls wins that prize (all three can be won), at the ball where
// it happens. Every ticket is paid on its own, so one player's return never depends on how many others bought: with
// "the first ticket in the room wins a fixed prize" the return per ticket would fall with every ticket sold.
//
// The RTP is exact in closed form: the rows are three disjoint sets of 5 numbers and the called balls are a uniformly
// random k-subset of 1..90, so a given set of s numbers is all called within k balls with probability
// q(s) = C(k, s) / C(90, s). By inclusion-exclusion over the rows, P(a line) = 3 q(5) - 3 q(10) + q(15),
// P(two lines) = 3 q(10) - 2 q(15), P(full house) = q(15); bingoRtp() adds the pays (tests/server/bingo-rules.test.ts).
//
// Provably fair (the browser can replay it): the room's seed, committed by its sha-256 hash before buying opens and
// revealed after the draw, decides the draw: random number i is HMAC-SHA256(key = seed, message = bingoDrawMessage(i))
// read by floatOfDigest; ticket number n of the room (the ticket's id) uses bingoTicketMessage(n, i).

export const BINGO_NUMBERS = 90;
/** Balls called a round: the prizes are for what a ticket completes within them. */
export const BINGO_CALLED = 50;
export const BINGO_MAX_TICKETS = 6;
export const BINGO_ROWS = 3;
export const BINGO_COLUMNS = 9;
export const BINGO_PER_ROW = 5;
export const BINGO_PRIZES = ['line', 'twoLines', 'fullHouse'] as const;
export type BingoPrize = (typeof BINGO_PRIZES)[number];
/** What each prize pays, in ticket prices. */
export const BINGO_PAYS: Readonly<Record<BingoPrize, number>> = { line: 5, twoLines: 40, fullHouse: 850 };
/** bingoRtp() to two decimals (the test proves it): 94.977 %. */
export const BINGO_RTP = 94.98;
/** A room's ticket price in minor units: ten of its catalogue game's minimum stakes. */
export const bingoTicketPrice = (minStake: number): number => 10 * minStake;
/** Random numbers a ticket and a draw use (the verifier computes this many). */
export const BINGO_TICKET_FLOATS = 8 + BINGO_PER_ROW + BINGO_ROWS * BINGO_PER_ROW;
export const BINGO_DRAW_FLOATS = BINGO_CALLED;

export const bingoDrawMessage = (i: number): string => `bingo:draw:${i}`;
export const bingoTicketMessage = (ticket: number | string, i: number): string => `bingo:ticket:${ticket}:${i}`;

/** The numbers of column c: 1-9, 10-19, ..., 70-79, 80-90. */
export function columnNumbers(c: number): number[] {
  const from = c === 0 ? 1 : 10 * c;
  const to = c === BINGO_COLUMNS - 1 ? BINGO_NUMBERS : 10 * c + 9;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** A ticket: 3 rows of 9 cells, 0 where a cell is blank. */
const BingoCell = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(BINGO_NUMBERS));
export const BingoTicketSchema = v.pipe(
  v.array(v.pipe(v.array(BingoCell), v.length(BINGO_COLUMNS))),
  v.length(BINGO_ROWS),
  v.check((t) => isValidTicket(t), 'not a 90-ball ticket'),
);
export type BingoTicket = number[][];

/** 15 distinct numbers, 5 a row, each in its column's decade, every column used, rising down each column. */
export function isValidTicket(ticket: readonly (readonly number[])[]): boolean {
  if (ticket.length !== BINGO_ROWS || ticket.some((row) => row.length !== BINGO_COLUMNS)) return false;
  if (ticket.some((row) => row.filter((n) => n !== 0).length !== BINGO_PER_ROW)) return false;
  for (let c = 0; c < BINGO_COLUMNS; c += 1) {
    const allowed = columnNumbers(c);
    const column = ticket.map((row) => row[c]!).filter((n) => n !== 0);
    if (column.length === 0 || column.some((n) => !allowed.includes(n))) return false;
    if (column.some((n, i) => i > 0 && n <= column[i - 1]!)) return false;
  }
  return true;
}

/**
 * A ticket from 28 random numbers: a shuffle of the 9 columns gives row 1 its first five and row 2 its last five (so
 * every column is used), row 3 takes any five columns, then every column draws its numbers from its decade.
 */
export function ticketOf(random: () => number): BingoTicket {
  const columns = Array.from({ length: BINGO_COLUMNS }, (_, c) => c);
  const order = drawWithout(random, columns, BINGO_COLUMNS - 1);
  order.push(columns.find((c) => !order.includes(c))!);
  const rows = [order.slice(0, 5), order.slice(4, 9), drawWithout(random, columns, BINGO_PER_ROW)];
  const ticket = rows.map(() => Array<number>(BINGO_COLUMNS).fill(0));
  for (let c = 0; c < BINGO_COLUMNS; c += 1) {
    const inRows = [0, 1, 2].filter((r) => rows[r]!.includes(c));
    const numbers = drawWithout(random, columnNumbers(c), inRows.length).sort((a, b) => a - b);
    inRows.forEach((r, i) => { ticket[r]![c] = numbers[i]!; });
  }
  return ticket;
}

/** The balls a round calls, in order: the first BINGO_CALLED of a shuffle of 1..90. */
export const drawOf = (random: () => number): number[] =>
  drawWithout(random, Array.from({ length: BINGO_NUMBERS }, (_, i) => i + 1), BINGO_CALLED);

/** At which ball (1-based) the ticket completed each prize among the balls called so far; null if not (yet). */
export function prizeBalls(ticket: BingoTicket, called: readonly number[]): Record<BingoPrize, number | null> {
  const at = new Float64Array(BINGO_NUMBERS + 1).fill(Infinity);
  called.forEach((n, i) => { at[n] = i + 1; });
  const rowDone = ticket.map((row) => row.reduce((last, n) => (n === 0 ? last : Math.max(last, at[n]!)), 0)).sort((a, b) => a - b);
  const ball = (x: number) => (Number.isFinite(x) ? x : null);
  return { line: ball(rowDone[0]!), twoLines: ball(rowDone[1]!), fullHouse: ball(rowDone[2]!) };
}

/** What a ticket returns in minor units with the round's called balls: the sum of the prizes it won. */
export function ticketReturn(ticket: BingoTicket, called: readonly number[], price: number): number {
  const won = prizeBalls(ticket, called.slice(0, BINGO_CALLED));
  return BINGO_PRIZES.reduce((sum, p) => sum + (won[p] === null ? 0 : BINGO_PAYS[p] * price), 0);
}

/** C(n, k) exactly. */
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * The exact return per ticket price as a reduced fraction num / den: the sum over the prizes of its pay times the
 * chance a ticket completes it within `called` balls (the closed form above, over the common denominator
 * C(90, 5) C(90, 10) C(90, 15)).
 */
export function bingoRtp(called = BINGO_CALLED, pays = BINGO_PAYS): { num: bigint; den: bigint } {
  const all = [5, 10, 15].map((s) => choose(BINGO_NUMBERS, s));
  const den = all.reduce((a, b) => a * b, 1n);
  const q = (s: number) => (choose(called, s) * den) / choose(BINGO_NUMBERS, s);
  const chance = { line: 3n * q(5) - 3n * q(10) + q(15), twoLines: 3n * q(10) - 2n * q(15), fullHouse: q(15) };
  const num = BINGO_PRIZES.reduce((s, p) => s + BigInt(pays[p]) * chance[p], 0n);
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}
