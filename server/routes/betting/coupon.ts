import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { ApiError } from '../../errors.ts';
import { idempotencyKey, once, requestFingerprint } from '../../money/idempotency.ts';
import { parseInput } from '../../validate.ts';
import { readStoredConfigKey } from '../../services/settings.ts';
import { placeCoupon } from '../../coupon/place.ts';
import { outcomeState, readOutcomes } from '../../coupon/outcomes.ts';
import { settleOnce, startSettlementWorker } from '../../coupon/settlement.ts';
import { grantFreeBet, newCode, PROMO_COLUMNS, promoView, type PromoCodeRow } from '../../coupon/promo-codes.ts';
import { toMinor } from '../../money/currencies.ts';
import {
  CouponCodeSchema,
  DevGrantPromoCodeSchema,
  type CouponPromoCode,
  type CouponPromoCodesAnswer,
  CouponToSendSchema,
  OutcomesRequestSchema,
  SaveCouponCodeRequestSchema,
  type LoadCouponCodeAnswer,
  type PlaceCouponAnswer,
} from '../../../streams/schemas/coupon.ts';
import { DEFAULT_COUPON_CONFIG } from '../../../streams/schemas/coupon-settings.ts';
import { Id } from '../../../streams/schemas/numbers.ts';

// The coupon API (issue 5; calls listed in server/README.md "Coupon and bets"):
//   POST /web-api/coupon/place      Coupon to send + Idempotency-Key -> PlaceCouponAnswer (201), refusals by code
//   POST /web-api/coupon/outcomes   { ids } -> current odds and states of the bets in a coupon
//   POST /web-api/coupon/code       { bets, typeId, systemValue } -> { code }
//   GET  /web-api/coupon/code/:code -> the saved coupon with today's odds
//   GET  /web-api/coupon/promo-codes -> the logged-in user's unused, unexpired free-bet codes (CouponPromoCodesAnswer)
// and, with the dev API, POST /web-api/dev/coupon/settle to settle outcomes by hand (QA, e2e) and
// POST /web-api/dev/coupon/promo-codes to grant a free-bet code to a user (QA, tests).
// The settlement worker runs beside the server (not in unit tests, which call settleOnce themselves).

const DevSettleSchema = v.object({
  outcomeIds: v.pipe(v.array(Id), v.minLength(1), v.maxLength(200)),
  result: v.picklist(['won', 'lost', 'void']),
});

export function registerCouponRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post('/web-api/coupon/place', { preHandler: requireUser }, async (request, reply) => {
    const user = userOf(request);
    const key = idempotencyKey(request.headers);
    // A malformed body is refused before the key is claimed, so a corrected retry with the same key still works.
    const body = parseInput(CouponToSendSchema, request.body, 'body');
    const answer = await once<PlaceCouponAnswer>(db, { userId: user.id, scope: 'coupon_place', key, fingerprint: requestFingerprint(body) }, async (tx) => {
      const config = (await readStoredConfigKey(tx, 'coupon')) ?? DEFAULT_COUPON_CONFIG;
      const placed = await placeCoupon(tx, body, { userId: user.id, banLevel: user.banLevel, config, nowMs: Date.now(), groupKey: key });
      return { statusCode: 201, body: placed };
    });
    void reply.code(answer.statusCode).header('cache-control', 'no-store');
    if (answer.replayed) void reply.header('idempotent-replayed', 'true');
    return answer.body;
  });

  app.get('/web-api/coupon/promo-codes', { preHandler: requireUser }, async (request, reply): Promise<CouponPromoCodesAnswer> => {
    const user = userOf(request);
    const rows = await db.query<PromoCodeRow>(
      `SELECT ${PROMO_COLUMNS} FROM coupon_promo_codes WHERE user_id = $1 AND used_bet_id IS NULL AND expires_at > now()
        ORDER BY expires_at, id`,
      [user.id],
    );
    void reply.header('cache-control', 'no-store');
    return { promoCodes: rows.map(promoView) };
  });

  app.post('/web-api/coupon/outcomes', async (request, reply) => {
    const body = parseInput(OutcomesRequestSchema, request.body, 'body');
    const rows = await readOutcomes(db, body.ids);
    void reply.header('cache-control', 'no-store');
    return { outcomes: [...rows.values()].map(outcomeState) };
  });

  app.post('/web-api/coupon/code', async (request, reply) => {
    const body = parseInput(SaveCouponCodeRequestSchema, request.body, 'body');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = newCode();
      const rows = await db.query('INSERT INTO coupon_codes (code, payload, user_id) VALUES ($1, $2::jsonb, $3) ON CONFLICT (code) DO NOTHING RETURNING code',
        [code, JSON.stringify(body), request.user?.id ?? null]);
      if (rows.length > 0) {
        void reply.code(201).header('cache-control', 'no-store');
        return { code };
      }
    }
    throw new ApiError(503, 'code_unavailable', 'Try again', 'No free coupon code was found');
  });

  app.get('/web-api/coupon/code/:code', async (request, reply): Promise<LoadCouponCodeAnswer> => {
    const { code } = parseInput(v.object({ code: CouponCodeSchema }), { code: String((request.params as { code?: string }).code ?? '').toUpperCase() }, 'params');
    const row = await db.one<{ payload: unknown }>('SELECT payload FROM coupon_codes WHERE code = $1', [code]);
    if (!row) throw new ApiError(404, 'not_found', 'Coupon not found', `No coupon with the code ${code}`);
    const saved = v.parse(SaveCouponCodeRequestSchema, row.payload);
    // Today's odds and states: a bet whose odd is gone comes back locked.
    const rows = await readOutcomes(db, saved.bets.map((b) => b.outcomeId));
    const bets = saved.bets.map((b) => {
      const r = rows.get(b.outcomeId);
      if (!r) return { ...b, isBlocked: true };
      return {
        ...b,
        market: { ...b.market, coef: r.coef, isLive: r.game_status === 2 || r.game_status === 3 },
        gameStatusId: r.game_status,
        score: r.game_status === 1 ? null : r.score,
        gameTimeSec: r.game_time_sec,
        isBlocked: r.outcome_status !== 1 || r.market_status !== 1 || r.game_status >= 4,
      };
    });
    void reply.header('cache-control', 'no-store');
    return { code, bets, typeId: saved.typeId, systemValue: saved.systemValue };
  });

  if (ctx.env.devApi) {
    app.post('/web-api/dev/coupon/settle', async (request, reply) => {
      const body = parseInput(DevSettleSchema, request.body, 'body');
      const status = body.result === 'won' ? 3 : body.result === 'lost' ? 4 : 5;
      const placeholders = body.outcomeIds.map((_, i) => `$${i + 2}`).join(', ');
      await db.transaction(async (tx) => {
        await tx.query(`UPDATE outcomes SET status = $1, updated_at = now() WHERE id IN (${placeholders})`, [status, ...body.outcomeIds]);
      });
      void reply.header('cache-control', 'no-store');
      return settleOnce(db);
    });

    app.post('/web-api/dev/coupon/promo-codes', async (request, reply): Promise<CouponPromoCode> => {
      const body = parseInput(DevGrantPromoCodeSchema, request.body, 'body');
      const main = await db.one<{ currency: string }>(
        'SELECT currency FROM accounts WHERE user_id = $1 AND closed_at IS NULL ORDER BY (type = 0) DESC, id LIMIT 1',
        [body.userId],
      );
      if (!main) throw new ApiError(404, 'user_not_found', 'User not found', `User ${body.userId} has no account`);
      const currency = body.currency ?? main.currency;
      const amountMinor = toMinor(body.amount, currency);
      if (amountMinor === null || amountMinor <= 0) throw new ApiError(400, 'amount_invalid', 'Invalid amount', `The amount must be positive with at most the decimals of ${currency}`);
      const granted = await grantFreeBet(db, { userId: body.userId, amountMinor, currency, minCoef: body.minCoef, expiresInSec: body.expiresInSec, ...(body.code ? { code: body.code } : {}) });
      if (!granted) throw new ApiError(409, 'code_taken', 'Code taken', `The promo code ${body.code ?? ''} exists`);
      void reply.code(201).header('cache-control', 'no-store');
      return granted;
    });
  }

  // The settlement worker beside a running server; unit tests (VITEST) drive settleOnce themselves.
  if (!process.env.VITEST) {
    let worker: { stop(): Promise<void> } | null = null;
    app.addHook('onReady', async () => {
      worker = startSettlementWorker(db, (msg, err) => app.log.error({ err }, msg));
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  }
}
