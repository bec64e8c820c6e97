import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { userOf } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import { catalog, type CatalogGame } from '../../casino/catalog.ts';
import { assertRoundAllowed } from '../../casino/round-guards.ts';
import { lockActiveAccount } from '../../casino/rounds.ts';
import { bingoTicket } from '../../casino/bingo-seed.ts';
import {
  bingoPhaseAt, bingoPhaseLeftMs, calledAt, bingoRounds, type BingoRound,
} from '../../casino/bingo-rounds.ts';
import type { Queryable } from '../../db/index.ts';
import { ApiError } from '../../errors.ts';
import { balanceMinor, post } from '../../money/ledger.ts';
import { idempotencyKey, once, requestFingerprint } from '../../money/idempotency.ts';
import { parseInput } from '../../validate.ts';
import { BINGO_MAX_TICKETS, bingoTicketPrice, BingoTicketSchema, prizeBalls } from '../../../streams/schemas/casino-games/bingo.ts';
import { Id } from '../../../streams/schemas/numbers.ts';
import { BingoBuyAnswerSchema, BingoBuyBodySchema, BingoStateSchema, type BingoBuyAnswer, type BingoState } from '../../../streams/schemas/casino-bingo.ts';

// The 90-ball bingo rooms (issue 23): a room's round of the moment, the same for every player on every instance
// (server/casino/bingo-rounds.ts), and tickets bought while the room is buying. Rounds are made and paid by the leader.

const API = '/web-api/casino/bingo';
const Params = v.object({ gameId: v.pipe(v.string(), v.regex(/^[0-9]{1,10}$/), v.transform(Number), Id) });

const closed = () => new ApiError(409, 'round_closed', 'Tickets are no longer sold', 'Wait for the next round');

function roomOf(params: unknown): CatalogGame {
  const { gameId } = parseInput(Params, params, 'params');
  const game = catalog().byId.get(gameId);
  if (!game || game.kind !== 'bingo') throw new ApiError(404, 'not_found', 'No such bingo room', `Game ${gameId} is not a bingo room`);
  return game;
}

async function myTickets(db: Queryable, userId: number, roundId: string) {
  const rows = await db.query<{ id: string; numbers: unknown; returned: string | null }>(
    'SELECT id::text AS id, numbers, return_minor AS returned FROM bingo_tickets WHERE round_id = $1::bigint AND user_id = $2 ORDER BY bingo_tickets.id', [roundId, userId]);
  return rows.map((r) => ({ id: r.id, numbers: v.parse(BingoTicketSchema, r.numbers), returned: r.returned === null ? null : Number(r.returned) }));
}

export function registerBingoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  const view = async (request: FastifyRequest, game: CatalogGame, round: BingoRound | null, now: number): Promise<BingoState> => {
    let roundView: BingoState['round'] = null;
    let mine: BingoState['myTickets'] = [];
    if (round) {
      const phase = bingoPhaseAt(round, now);
      const called = calledAt(round, now);
      // The winners so far: each ticket's prize balls were stored when it was bought (the draw is fixed by then).
      const counts = await db.one<{ players: number; tickets: number; line: number; two: number; full: number }>(
        `SELECT count(DISTINCT user_id)::int AS players, count(*)::int AS tickets,
                count(*) FILTER (WHERE line_ball <= $2)::int AS line, count(*) FILTER (WHERE two_lines_ball <= $2)::int AS two,
                count(*) FILTER (WHERE full_house_ball <= $2)::int AS full
           FROM bingo_tickets WHERE round_id = $1::bigint`, [round.id, called.length]);
      roundView = {
        id: round.id, phase, phaseLeftMs: bingoPhaseLeftMs(round, now), serverSeedHash: round.serverSeedHash,
        // The seed once the draw is over: shown earlier it would tell the balls still to come.
        ...(phase === 'result' ? { serverSeed: round.serverSeed } : {}),
        called, players: counts?.players ?? 0, tickets: counts?.tickets ?? 0,
        winners: { line: counts?.line ?? 0, twoLines: counts?.two ?? 0, fullHouse: counts?.full ?? 0 },
      };
      if (request.user) mine = await myTickets(db, request.user.id, round.id);
    }
    return v.parse(BingoStateSchema, { gameId: game.id, ticketPrice: round?.ticketPrice ?? bingoTicketPrice(game.minStake), round: roundView, myTickets: mine });
  };

  app.get(`${API}/:gameId`, async (request, reply) => {
    const game = roomOf(request.params);
    void reply.header('cache-control', 'no-store');
    const now = Date.now();
    await bingoRounds.watch(db, game.id, now);
    return view(request, game, await bingoRounds.current(db, game.id, now), now);
  });

  app.post(`${API}/:gameId/buy`, async (request, reply) => {
    const game = roomOf(request.params);
    const body = parseInput(BingoBuyBodySchema, request.body, 'body');
    // Real money is a player's; demo play is anyone's.
    if (body.mode === 'real' && !request.user) throw new ApiError(401, 'unauthorized', 'Unauthorized', 'Log in to continue');
    const round = await bingoRounds.current(db, game.id, Date.now());
    if (!round || bingoPhaseAt(round, Date.now()) !== 'buying') throw closed();
    if (body.mode === 'demo') {
      // Play money kept by the browser (streams/casino/demo-wallet.ts): tickets for the room's round, not stored, so
      // no money, ledger row, limit or count in the room sees them. Their numbers come from a fresh seed of their own,
      // never the round's (whose draw they would otherwise share a key with); the browser settles them by the draw,
      // which it learns with everyone, ball by ball.
      const seed = crypto.randomBytes(32).toString('hex');
      const myTickets = Array.from({ length: body.tickets }, (_, i) => ({ id: String(crypto.randomInt(1, 2 ** 48)), numbers: bingoTicket(seed, i), returned: null }));
      return reply.code(201).header('cache-control', 'no-store').send(v.parse(BingoBuyAnswerSchema, { roundId: round.id, myTickets }));
    }
    const user = userOf(request);
    const key = idempotencyKey(request.headers);
    const stake = body.tickets * round.ticketPrice;
    const answer = await once<BingoBuyAnswer>(db, { userId: user.id, scope: 'bingo_buy', key, fingerprint: requestFingerprint({ gameId: game.id, ...body }) }, async (tx) => {
      const account = await lockActiveAccount(tx, user.id);
      await assertRoundAllowed(tx, { userId: user.id, stakeMinor: stake, currency: account.currency });
      // Held against closing; the phase is checked again after the locks (a slow transaction may pass the close).
      await bingoRounds.holdOpen(tx, round.id);
      if (bingoPhaseAt(round, Date.now()) !== 'buying') throw closed();
      const already = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM bingo_tickets WHERE round_id = $1::bigint AND user_id = $2', [round.id, user.id]);
      if ((already?.n ?? 0) + body.tickets > BINGO_MAX_TICKETS) {
        throw new ApiError(409, 'too_many_tickets', 'Too many tickets', `A player may hold ${BINGO_MAX_TICKETS} tickets in a round; you hold ${already?.n ?? 0}`);
      }
      let balance = await balanceMinor(tx, account.id);
      if (balance < stake) throw new ApiError(409, 'insufficient_funds', 'Insufficient funds', 'The tickets cost more than the balance');
      for (let i = 0; i < body.tickets; i += 1) {
        // The ticket's numbers come from the round's seed and the ticket's id (its number in the rooms' sequence).
        const next = await tx.one<{ id: string }>("SELECT nextval(pg_get_serial_sequence('bingo_tickets', 'id'))::text AS id");
        const numbers = bingoTicket(round.serverSeed, next!.id);
        const won = prizeBalls(numbers, round.draw);
        await tx.query(
          `INSERT INTO bingo_tickets (id, round_id, user_id, account_id, numbers, line_ball, two_lines_ball, full_house_ball, price_minor, currency)
           VALUES ($1::bigint, $2::bigint, $3, $4, $5::jsonb, $6, $7, $8, $9, $10)`,
          [next!.id, round.id, user.id, account.id, JSON.stringify(numbers), won.line, won.twoLines, won.fullHouse, round.ticketPrice, account.currency]);
        balance = (await post(tx, { accountId: account.id, amountMinor: -round.ticketPrice, kind: 'casino_stake', refType: 'bingo_ticket', refId: next!.id, balanceBeforeMinor: balance })).balanceMinor;
      }
      return { statusCode: 201, body: v.parse(BingoBuyAnswerSchema, { roundId: round.id, myTickets: await myTickets(tx, user.id, round.id) }) };
    });
    return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
  });
}
