import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { userOf } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import { catalog, type CatalogGame } from '../../casino/catalog.ts';
import { assertRoundAllowed } from '../../casino/round-guards.ts';
import { assertStake, lockActiveAccount } from '../../casino/rounds.ts';
import {
  tableRounds, phaseLeftMs, tableHistory, tablePhaseAt, type TableRound,
} from '../../casino/table-rounds.ts';
import type { Queryable } from '../../db/index.ts';
import { ApiError } from '../../errors.ts';
import { balanceMinor, post } from '../../money/ledger.ts';
import { idempotencyKey, once, requestFingerprint } from '../../money/idempotency.ts';
import { parseInput } from '../../validate.ts';
import { isTableKind, TABLE_GAMES, type TableKind } from '../../../streams/schemas/casino-games/table-games.ts';
import { Id } from '../../../streams/schemas/numbers.ts';
import { TableBetAnswerSchema, TableBetBodySchema, TableStateSchema, type TableBetAnswer, type TableBetBody, type TableState } from '../../../streams/schemas/casino-tables.ts';

// The shared live tables (issue 23): a table's round of the moment, the same for every player on every instance
// (server/casino/table-rounds.ts), and bets on it while betting is open. Rounds are made and paid by the leader.

const API = '/web-api/casino/tables';
const Params = v.object({ gameId: v.pipe(v.string(), v.regex(/^[0-9]{1,10}$/), v.transform(Number), Id) });

const closed = () => new ApiError(409, 'round_closed', 'Bets are closed', 'Wait for the next round');

type TableGame = CatalogGame & { kind: TableKind };

function tableOf(params: unknown): TableGame {
  const { gameId } = parseInput(Params, params, 'params');
  const game = catalog().byId.get(gameId);
  if (!game || !isTableKind(game.kind)) throw new ApiError(404, 'not_found', 'No such table', `Game ${gameId} is not a live table`);
  return game as TableGame;
}

async function myBets(db: Queryable, userId: number, roundId: string) {
  const rows = await db.query<{ spot: string; stake: string; returned: string | null }>(
    'SELECT spot, stake_minor AS stake, return_minor AS returned FROM table_bets WHERE round_id = $1::bigint AND user_id = $2 ORDER BY id', [roundId, userId]);
  return rows.map((r) => ({ spot: r.spot, stake: Number(r.stake), returned: r.returned === null ? null : Number(r.returned) }));
}

export function registerTableRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  const view = async (request: FastifyRequest, game: TableGame, round: TableRound | null, now: number): Promise<TableState> => {
    let roundView: TableState['round'] = null;
    let mine: TableState['myBets'] = [];
    if (round) {
      const phase = tablePhaseAt(round, now);
      const counts = await db.one<{ players: number; bets: number }>(
        'SELECT count(DISTINCT user_id)::int AS players, count(*)::int AS bets FROM table_bets WHERE round_id = $1::bigint', [round.id]);
      roundView = {
        id: round.id, phase, phaseLeftMs: phaseLeftMs(round, now), serverSeedHash: round.serverSeedHash,
        // The seed and the result once betting has closed: they can decide nothing any more.
        ...(phase === 'betting' ? {} : { serverSeed: round.serverSeed, result: round.result }),
        players: counts?.players ?? 0, bets: counts?.bets ?? 0,
      };
      if (request.user) mine = await myBets(db, request.user.id, round.id);
    }
    return v.parse(TableStateSchema, { gameId: game.id, kind: game.kind, round: roundView, history: await tableHistory(db, game.id, now), myBets: mine });
  };

  /**
   * A demo bet, for a visitor or a player (play money, kept by the browser: streams/casino/demo-wallet.ts): checked
   * like a real one (spots, stakes, the betting window) and answered with the round it rides, but nothing is stored,
   * so it moves no money, is not counted at the table and touches no limit, tournament or ledger. The browser settles
   * it by the round's result, which it learns when everyone does, once betting has closed.
   */
  const demoBet = async (game: TableGame, bets: TableBetBody['bets'], stake: number): Promise<TableBetAnswer> => {
    if (stake > game.maxStake) throw new ApiError(400, 'stake_above_max', 'Stake above the maximum', `Your bets in one round may total ${game.maxStake} at most`);
    const round = await tableRounds.current(db, game.id, Date.now());
    if (!round || tablePhaseAt(round, Date.now()) !== 'betting') throw closed();
    return v.parse(TableBetAnswerSchema, { roundId: round.id, placed: [], myBets: bets.map((b) => ({ ...b, returned: null })) });
  };

  app.get(`${API}/:gameId`, async (request, reply) => {
    const game = tableOf(request.params);
    void reply.header('cache-control', 'no-store');
    const now = Date.now();
    await tableRounds.watch(db, game.id, now);
    return view(request, game, await tableRounds.current(db, game.id, now), now);
  });

  app.post(`${API}/:gameId/bet`, async (request, reply) => {
    const game = tableOf(request.params);
    const body = parseInput(TableBetBodySchema, request.body, 'body');
    // Real money is a player's; demo play is anyone's.
    if (body.mode === 'real' && !request.user) throw new ApiError(401, 'unauthorized', 'Unauthorized', 'Log in to continue');
    const rules = TABLE_GAMES[game.kind];
    const bad = body.bets.find((b) => !rules.isSpot(b.spot));
    if (bad) throw new ApiError(400, 'bad_spot', 'No such bet', `${bad.spot} is not a bet of this table`);
    for (const b of body.bets) assertStake(game, b.stake);
    const stake = body.bets.reduce((s, b) => s + b.stake, 0);
    if (body.mode === 'demo') return reply.code(201).header('cache-control', 'no-store').send(await demoBet(game, body.bets, stake));
    const user = userOf(request);
    const key = idempotencyKey(request.headers);
    const round = await tableRounds.current(db, game.id, Date.now());
    if (!round || tablePhaseAt(round, Date.now()) !== 'betting') throw closed();
    const answer = await once<TableBetAnswer>(db, { userId: user.id, scope: 'table_bet', key, fingerprint: requestFingerprint({ gameId: game.id, ...body }) }, async (tx) => {
      const account = await lockActiveAccount(tx, user.id);
      await assertRoundAllowed(tx, { userId: user.id, stakeMinor: stake, currency: account.currency });
      // Held against closing; the phase is checked again after the locks (a slow transaction may pass the close).
      await tableRounds.holdOpen(tx, round.id);
      if (tablePhaseAt(round, Date.now()) !== 'betting') throw closed();
      const already = await tx.one<{ total: string }>(
        'SELECT coalesce(sum(stake_minor), 0) AS total FROM table_bets WHERE round_id = $1::bigint AND user_id = $2', [round.id, user.id]);
      if (Number(already?.total ?? 0) + stake > game.maxStake) {
        throw new ApiError(409, 'round_stake_above_max', 'Too much on this round', `Your bets in one round may total ${game.maxStake} at most`);
      }
      let balance = await balanceMinor(tx, account.id);
      if (balance < stake) throw new ApiError(409, 'insufficient_funds', 'Insufficient funds', 'The stake is higher than the balance');
      const placed: TableBetAnswer['placed'] = [];
      for (const b of body.bets) {
        const row = await tx.one<{ id: string }>(
          `INSERT INTO table_bets (round_id, user_id, account_id, spot, stake_minor, currency) VALUES ($1::bigint, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
          [round.id, user.id, account.id, b.spot, b.stake, account.currency]);
        balance = (await post(tx, { accountId: account.id, amountMinor: -b.stake, kind: 'casino_stake', refType: 'table_bet', refId: row!.id, balanceBeforeMinor: balance })).balanceMinor;
        placed.push({ id: Number(row!.id), spot: b.spot, stake: b.stake });
      }
      return { statusCode: 201, body: v.parse(TableBetAnswerSchema, { roundId: round.id, placed, myBets: await myBets(tx, user.id, round.id) }) };
    });
    return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
  });
}
