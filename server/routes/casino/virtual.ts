import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { userOf } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import { catalog, type CatalogGame } from '../../casino/catalog.ts';
import { assertRoundAllowed } from '../../casino/round-guards.ts';
import { assertStake, lockActiveAccount } from '../../casino/rounds.ts';
import {
  virtualRaces, RACE_MS, raceHistory, racePhaseAt, racePhaseLeftMs, type Race,
} from '../../casino/virtual-races.ts';
import type { Queryable } from '../../db/index.ts';
import { ApiError } from '../../errors.ts';
import { balanceMinor, post } from '../../money/ledger.ts';
import { idempotencyKey, once, requestFingerprint } from '../../money/idempotency.ts';
import { parseInput } from '../../validate.ts';
import { raceOdds } from '../../../streams/schemas/casino-games/virtual-race.ts';
import { Id } from '../../../streams/schemas/numbers.ts';
import { RaceBetAnswerSchema, RaceBetBodySchema, RaceStateSchema, type RaceBetAnswer, type RaceState } from '../../../streams/schemas/casino-virtual.ts';

// Virtual horse racing (issue 23): a game's race of the moment, the same for every player on every instance
// (server/casino/virtual-races.ts), and win bets on its runners at their prices while betting is open. Races are made
// and paid by the leader.

const API = '/web-api/casino/virtual';
const Params = v.object({ gameId: v.pipe(v.string(), v.regex(/^[0-9]{1,10}$/), v.transform(Number), Id) });

const closed = () => new ApiError(409, 'round_closed', 'Bets are closed', 'Wait for the next race');

function raceGameOf(params: unknown): CatalogGame {
  const { gameId } = parseInput(Params, params, 'params');
  const game = catalog().byId.get(gameId);
  if (!game || game.kind !== 'virtualrace') throw new ApiError(404, 'not_found', 'No such game', `Game ${gameId} is not a virtual race`);
  return game;
}

async function myBets(db: Queryable, userId: number, raceId: string) {
  const rows = await db.query<{ runner: number; odds: number; stake: string; returned: string | null }>(
    'SELECT runner, odds, stake_minor AS stake, return_minor AS returned FROM virtual_race_bets WHERE race_id = $1::bigint AND user_id = $2 ORDER BY id', [raceId, userId]);
  return rows.map((r) => ({ runner: r.runner, odds: r.odds, stake: Number(r.stake), returned: r.returned === null ? null : Number(r.returned) }));
}

export function registerVirtualRaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  const view = async (request: FastifyRequest, game: CatalogGame, race: Race | null, now: number): Promise<RaceState> => {
    let raceView: RaceState['round'] = null;
    let mine: RaceState['myBets'] = [];
    if (race) {
      const phase = racePhaseAt(race, now);
      const counts = await db.one<{ players: number; bets: number }>(
        'SELECT count(DISTINCT user_id)::int AS players, count(*)::int AS bets FROM virtual_race_bets WHERE race_id = $1::bigint', [race.id]);
      raceView = {
        id: race.id, phase, phaseLeftMs: racePhaseLeftMs(race, now), raceMs: RACE_MS, card: race.card, serverSeedHash: race.serverSeedHash,
        // The seed and the finishing order once betting has closed: they can decide nothing any more.
        ...(phase === 'betting' ? {} : { serverSeed: race.serverSeed, result: race.result }),
        players: counts?.players ?? 0, bets: counts?.bets ?? 0,
      };
      if (request.user) mine = await myBets(db, request.user.id, race.id);
    }
    return v.parse(RaceStateSchema, { gameId: game.id, round: raceView, history: await raceHistory(db, game.id, now), myBets: mine });
  };

  app.get(`${API}/:gameId`, async (request, reply) => {
    const game = raceGameOf(request.params);
    void reply.header('cache-control', 'no-store');
    const now = Date.now();
    await virtualRaces.watch(db, game.id, now);
    return view(request, game, await virtualRaces.current(db, game.id, now), now);
  });

  app.post(`${API}/:gameId/bet`, async (request, reply) => {
    const game = raceGameOf(request.params);
    const body = parseInput(RaceBetBodySchema, request.body, 'body');
    // Real money is a player's; demo play is anyone's.
    if (body.mode === 'real' && !request.user) throw new ApiError(401, 'unauthorized', 'Unauthorized', 'Log in to continue');
    for (const b of body.bets) assertStake(game, b.stake);
    const stake = body.bets.reduce((s, b) => s + b.stake, 0);
    const race = await virtualRaces.current(db, game.id, Date.now());
    if (!race || racePhaseAt(race, Date.now()) !== 'betting') throw closed();
    const bad = body.bets.find((b) => b.runner >= race.card.length);
    if (bad) throw new ApiError(400, 'bad_runner', 'No such runner', `Runner ${bad.runner + 1} does not run in this race`);
    if (body.mode === 'demo') {
      // Play money kept by the browser (streams/casino/demo-wallet.ts): checked like a real bet, answered with the
      // race it rides and its prices, and not stored, so no money, ledger row, limit or count at the race sees it.
      // The browser settles it by the result, which it learns with everyone once betting has closed.
      if (stake > game.maxStake) throw new ApiError(400, 'stake_above_max', 'Stake above the maximum', `Your bets on one race may total ${game.maxStake} at most`);
      const myBets = body.bets.map((b) => ({ runner: b.runner, odds: raceOdds(race.card[b.runner]!.weight), stake: b.stake, returned: null }));
      return reply.code(201).header('cache-control', 'no-store').send(v.parse(RaceBetAnswerSchema, { raceId: race.id, placed: [], myBets }));
    }
    const user = userOf(request);
    const key = idempotencyKey(request.headers);
    const answer = await once<RaceBetAnswer>(db, { userId: user.id, scope: 'virtual_race_bet', key, fingerprint: requestFingerprint({ gameId: game.id, ...body }) }, async (tx) => {
      const account = await lockActiveAccount(tx, user.id);
      await assertRoundAllowed(tx, { userId: user.id, stakeMinor: stake, currency: account.currency });
      // Held against closing; the phase is checked again after the locks (a slow transaction may pass the close).
      await virtualRaces.holdOpen(tx, race.id);
      if (racePhaseAt(race, Date.now()) !== 'betting') throw closed();
      const already = await tx.one<{ total: string }>(
        'SELECT coalesce(sum(stake_minor), 0) AS total FROM virtual_race_bets WHERE race_id = $1::bigint AND user_id = $2', [race.id, user.id]);
      if (Number(already?.total ?? 0) + stake > game.maxStake) {
        throw new ApiError(409, 'round_stake_above_max', 'Too much on this race', `Your bets on one race may total ${game.maxStake} at most`);
      }
      let balance = await balanceMinor(tx, account.id);
      if (balance < stake) throw new ApiError(409, 'insufficient_funds', 'Insufficient funds', 'The stake is higher than the balance');
      const placed: RaceBetAnswer['placed'] = [];
      for (const b of body.bets) {
        const odds = raceOdds(race.card[b.runner]!.weight);
        const row = await tx.one<{ id: string }>(
          `INSERT INTO virtual_race_bets (race_id, user_id, account_id, runner, odds, stake_minor, currency) VALUES ($1::bigint, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
          [race.id, user.id, account.id, b.runner, odds, b.stake, account.currency]);
        balance = (await post(tx, { accountId: account.id, amountMinor: -b.stake, kind: 'casino_stake', refType: 'virtual_race_bet', refId: row!.id, balanceBeforeMinor: balance })).balanceMinor;
        placed.push({ id: Number(row!.id), runner: b.runner, odds, stake: b.stake });
      }
      return { statusCode: 201, body: v.parse(RaceBetAnswerSchema, { raceId: race.id, placed, myBets: await myBets(tx, user.id, race.id) }) };
    });
    return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
  });
}
