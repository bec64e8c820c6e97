import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireUser, userOf } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import { catalog } from '../../casino/catalog.ts';
import { multiplierAt, phaseAt, type CrashRound } from '../../casino/crash.ts';
import { crashHistory, currentCrashRound, holdOpenRound } from '../../casino/crash-rounds.ts';
import { assertRoundAllowed } from '../../casino/round-guards.ts';
import { assertStake, lockActiveAccount } from '../../casino/rounds.ts';
import { ApiError } from '../../errors.ts';
import { balanceMinor, post } from '../../money/ledger.ts';
import { idempotencyKey, once, requestFingerprint } from '../../money/idempotency.ts';
import { parseInput } from '../../validate.ts';
import { crashWin } from '../../../streams/schemas/casino-games/crash.ts';
import { CasinoRoundBodySchema, type Crash, type CrashBet } from '../../../streams/schemas/casino.ts';

// The crash game (issue 14, shared rounds in the database since issue 21): one round for every player on every
// instance, read from crash_rounds; a bet in the betting phase, a cash-out while it climbs. Making and settling rounds
// is the leader's work (server/casino/crash-rounds.ts advanceCrash).

const API = '/web-api/casino/crash';
const { stake: Stake, mode: Mode } = CasinoRoundBodySchema.entries;
const BetBody = v.object({ stake: Stake, mode: Mode });
const CashoutBody = v.object({ mode: Mode });

const closed = () => new ApiError(409, 'round_closed', 'Bets are closed', 'Wait for the next round');

export function registerCrashRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const game = catalog().games.find((g) => g.kind === 'crash')!;
  const roundNow = async (now: number): Promise<CrashRound> => {
    const round = await currentCrashRound(db, now);
    if (!round) throw new ApiError(409, 'round_not_ready', 'No round yet', 'The first round is about to start');
    return round;
  };

  const view = async (request: FastifyRequest, round: CrashRound, now: number): Promise<Crash & { crashPoint?: number }> => {
    const phase = phaseAt(round, now);
    let myBet: { stake: number; cashedOutAt: number | null } | null = null;
    if (request.user) {
      const bet = await db.one<{ stake_minor: number; cashed_out_at: string | null }>(
        'SELECT stake_minor, cashed_out_at FROM casino_rounds WHERE user_id = $1 AND crash_round = $2', [request.user.id, round.id]);
      if (bet) myBet = { stake: Number(bet.stake_minor), cashedOutAt: bet.cashed_out_at === null ? null : Number(bet.cashed_out_at) };
    }
    return {
      roundId: round.id, phase, multiplier: phase === 'betting' ? 1 : multiplierAt(round, now),
      startsInMs: Math.max(0, round.runningFrom - now), history: await crashHistory(db, now), myBet,
      // The seed's hash before and during the round; the seed itself once it can decide nothing.
      serverSeedHash: round.serverSeedHash, ...(phase === 'crashed' ? { serverSeed: round.serverSeed, crashPoint: round.crashPoint } : {}),
    };
  };

  app.get(API, async (request, reply): Promise<Crash> => {
    void reply.header('cache-control', 'no-store');
    const now = Date.now();
    return view(request, await roundNow(now), now);
  });

  app.post(`${API}/bet`, { preHandler: requireUser }, async (request, reply) => {
    const body = parseInput(BetBody, request.body, 'body');
    if (body.mode === 'demo') throw new ApiError(400, 'demo_not_available', 'Demo not available', 'The shared crash round is played for real money');
    const user = userOf(request);
    const key = idempotencyKey(request.headers);
    const round = await roundNow(Date.now());
    if (phaseAt(round, Date.now()) !== 'betting') throw closed();
    const answer = await once(db, { userId: user.id, scope: 'crash_bet', key, fingerprint: requestFingerprint({ round: round.id, ...body }) }, async (tx) => {
      assertStake(game, body.stake);
      const account = await lockActiveAccount(tx, user.id);
      await assertRoundAllowed(tx, { userId: user.id, stakeMinor: body.stake, currency: account.currency });
      const before = await balanceMinor(tx, account.id);
      if (before < body.stake) throw new ApiError(409, 'insufficient_funds', 'Insufficient funds', 'The stake is higher than the balance');
      // Held against settlement; the phase is checked again after the locks (a slow transaction may pass the start).
      await holdOpenRound(tx, round.id);
      if (phaseAt(round, Date.now()) !== 'betting') throw closed();
      const row = await tx.one<{ id: number }>(
        `INSERT INTO casino_rounds (user_id, account_id, game_id, kind, stake_minor, currency, crash_round, settled)
         VALUES ($1, $2, $3, 'crash', $4, $5, $6, false) ON CONFLICT DO NOTHING RETURNING id`,
        [user.id, account.id, game.id, body.stake, account.currency, round.id]);
      if (!row) throw new ApiError(409, 'already_bet', 'Already in this round', 'One bet per round');
      await post(tx, { accountId: account.id, amountMinor: -body.stake, kind: 'casino_stake', refType: 'casino_round', refId: String(row.id), balanceBeforeMinor: before });
      const bet: CrashBet = { stake: body.stake, win: 0, multiplier: null };
      return { statusCode: 201, body: bet };
    });
    return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
  });

  app.post(`${API}/cashout`, { preHandler: requireUser }, async (request, reply) => {
    parseInput(CashoutBody, request.body, 'body');
    const user = userOf(request);
    const round = await roundNow(Date.now());
    if (phaseAt(round, Date.now()) !== 'running') throw new ApiError(409, 'round_closed', 'Cash-out closed', 'The round is not climbing');
    const answer = await db.transaction(async (tx) => {
      await holdOpenRound(tx, round.id);
      const now = Date.now();
      if (phaseAt(round, now) !== 'running') throw new ApiError(409, 'round_closed', 'Cash-out closed', 'The round is not climbing');
      const bet = await tx.one<{ id: number; account_id: number; stake_minor: number }>(
        'SELECT id, account_id, stake_minor FROM casino_rounds WHERE user_id = $1 AND crash_round = $2 AND NOT settled FOR UPDATE', [user.id, round.id]);
      if (!bet) throw new ApiError(409, 'no_open_bet', 'No open bet', 'You have no open bet in this round');
      const multiplier = multiplierAt(round, now);
      const win = crashWin(Number(bet.stake_minor), multiplier);
      await tx.query('UPDATE casino_rounds SET settled = true, cashed_out_at = $2, win_minor = $3 WHERE id = $1', [bet.id, multiplier, win]);
      await post(tx, { accountId: bet.account_id, amountMinor: win, kind: 'casino_win', refType: 'casino_round', refId: String(bet.id) });
      const cashedOut: CrashBet = { stake: Number(bet.stake_minor), win, multiplier };
      return cashedOut;
    });
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
