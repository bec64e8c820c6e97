import * as v from 'valibot';
import { ApiError } from '../errors.ts';
import { bingoDraw } from './bingo-seed.ts';
import { phaseAt, phaseLeftMs, sharedRounds, type OpenStake, type SharedRound } from './shared-rounds.ts';
import { BINGO_CALLED, bingoTicketPrice, BingoTicketSchema, ticketReturn } from '../../streams/schemas/casino-games/bingo.ts';
import { BINGO_PHASES } from '../../streams/schemas/casino-bingo.ts';

// The 90-ball bingo rooms' rounds (issue 23), shared rounds (shared-rounds.ts) like the live tables': a round is
// buying (BUYING_MS), then the draw (a ball every BALL_MS, BINGO_CALLED balls; all decided by the seed when the round
// was made, shown one by one as their time comes), then the result stays up (RESULT_MS) and the next round opens.

export const BUYING_MS = 10_000;
export const BALL_MS = 900;
export const DRAW_MS = BINGO_CALLED * BALL_MS;
export const RESULT_MS = 6_000;

export type BingoPhase = (typeof BINGO_PHASES)[number];

export interface BingoRound extends SharedRound { draw: number[]; ticketPrice: number }

const DrawSchema = v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(90))), v.length(BINGO_CALLED));

export const bingoPhaseAt = (round: BingoRound, t: number): BingoPhase => phaseAt(BINGO_PHASES, round, t);
export const bingoPhaseLeftMs = phaseLeftMs;
/** The balls called by `t`: the first at the draw's start, one more every BALL_MS. */
export const calledAt = (round: BingoRound, t: number): number[] =>
  (t < round.closesAt ? [] : round.draw.slice(0, Math.min(BINGO_CALLED, Math.floor((t - round.closesAt) / BALL_MS) + 1)));

export const bingoRounds = sharedRounds<BingoRound, OpenStake & { numbers: unknown; stake: string }>({
  name: 'bingo round',
  tables: { rounds: 'bingo_rounds', watch: 'bingo_watch', stakes: 'bingo_tickets' },
  columns: { opensAt: 'buying_from', stakeRound: 'round_id' },
  select: { round: 'draw, ticket_price_minor', stake: 's.numbers, s.price_minor AS stake' },
  durations: { openMs: BUYING_MS, closedMs: DRAW_MS, resultMs: RESULT_MS },
  plays: (game) => game.kind === 'bingo',
  made: (game, serverSeed) => ({ draw: bingoDraw(serverSeed), ticket_price_minor: bingoTicketPrice(game.minStake) }),
  read: (shared, row) => ({ ...shared, draw: v.parse(DrawSchema, row['draw']), ticketPrice: Number(row['ticket_price_minor']) }),
  returnOf: (ticket, round) => ticketReturn(v.parse(BingoTicketSchema, ticket.numbers), round.draw, Number(ticket.stake)),
  refType: 'bingo_ticket',
  closed: () => new ApiError(409, 'round_closed', 'Tickets are no longer sold', 'Wait for the next round'),
});
