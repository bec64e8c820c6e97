import * as v from 'valibot';
import { BINGO_CALLED, BINGO_MAX_TICKETS, BingoTicketSchema } from './casino-games/bingo.ts';
import { Count, Id, int, MINOR_MAX } from './numbers.ts';

// The bingo rooms' API (GET /web-api/casino/bingo/:gameId, POST .../buy): the server builds its answers through these
// schemas and the browser validates them with the same ones.

const Hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const Minor = int(0, MINOR_MAX);
const RowId = v.pipe(v.string(), v.regex(/^[0-9]{1,18}$/));
export const BINGO_PHASES = ['buying', 'drawing', 'result'] as const;

export const BingoBuyBodySchema = v.object({ tickets: int(1, BINGO_MAX_TICKETS), mode: v.picklist(['real', 'demo']) });
export type BingoBuyBody = v.InferOutput<typeof BingoBuyBodySchema>;

/** One of my tickets in the round: what it returned once paid (0 when it won nothing), null before. */
export const MyBingoTicketSchema = v.object({ id: RowId, numbers: BingoTicketSchema, returned: v.nullable(Minor) });
const MyTicketsSchema = v.pipe(v.array(MyBingoTicketSchema), v.maxLength(BINGO_MAX_TICKETS));

export const BingoRoundSchema = v.object({
  id: RowId,
  phase: v.picklist(BINGO_PHASES),
  /** Until the phase ends: the draw starts, the draw ends, the next round opens. */
  phaseLeftMs: int(0, 3_600_000),
  /** The round's seed hash from before buying opens; the seed once the draw is over. */
  serverSeedHash: Hex64,
  serverSeed: v.optional(Hex64),
  /** The balls called so far, in order. */
  called: v.pipe(v.array(int(1, 90)), v.maxLength(BINGO_CALLED)),
  /** Everyone in the room this round: the players with tickets and their tickets. */
  players: Count,
  tickets: Count,
  /** The room's tickets that completed each prize among the balls called so far. */
  winners: v.object({ line: Count, twoLines: Count, fullHouse: Count }),
});

export const BingoStateSchema = v.object({
  gameId: Id,
  /** The room's ticket price in the player's currency's minor units. */
  ticketPrice: int(1, MINOR_MAX),
  /** Null until the server's first round in this room opens (a room starts when someone opens it). */
  round: v.nullable(BingoRoundSchema),
  myTickets: MyTicketsSchema,
});
export type BingoState = v.InferOutput<typeof BingoStateSchema>;

export const BingoBuyAnswerSchema = v.object({ roundId: RowId, myTickets: MyTicketsSchema });
export type BingoBuyAnswer = v.InferOutput<typeof BingoBuyAnswerSchema>;
