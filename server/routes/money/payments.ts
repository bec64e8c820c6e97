import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { parseInput, PathIdSchema } from '../../validate.ts';
import { idempotencyKey, once, requestFingerprint } from '../../money/idempotency.ts';
import {
  DepositBodySchema, PaymentDirectionSchema, WithdrawBodySchema,
  type PaymentHistoryEntry, type PaymentHistoryPage, type PaymentMethods, type PaymentStart,
} from '../../../streams/schemas/payments.ts';
import {
  applyOutcome, assertPaymentsAllowed, CASHIER_SESSION_TTL_MS, cancelWithdrawal, createDeposit, createWithdrawal, findPayment,
  handleCashierNotification, historyEntry, paymentHistory, resolveDuePayments, withdrawableMinor,
} from '../../money/payments.ts';
import { methodsFor } from '../../money/payment-methods.ts';
import { assertDepositsOpen } from '../../limits/enforce.ts';
import { majorOf } from '../../money/currencies.ts';
import { lockAccount } from '../../money/ledger.ts';
import { openCashierSession, registerCashier } from '../../provider/cashier/index.ts';

// Deposits, withdrawals, payment history and the demo cashier (streams/schemas/payments.ts lists the calls).
// Money-moving calls need an Idempotency-Key: a retry with the same key gets the first answer and moves nothing.

/** How often the sweeper finishes due pending payments and expired cashier pages. */
const SWEEP_EVERY_MS = 2_000;

const MethodsQuery = v.object({
  direction: PaymentDirectionSchema,
  accountId: v.optional(PathIdSchema),
});
const HistoryQuery = v.object({
  pageNumber: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
  pageSize: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)), '20'),
  direction: v.optional(PaymentDirectionSchema),
});
const IdParams = v.object({ id: PathIdSchema });
const DevResolveBody = v.object({ outcome: v.picklist(['success', 'fail', 'cancel']) });

export function registerPaymentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const auth = { preHandler: requireUser };

  registerCashier(app, ctx, { notify: (payload) => handleCashierNotification(db, payload) });

  // Pending payments resolve by themselves (the cashier's delayed answer); reads also resolve a user's due ones.
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    resolveDuePayments(db).catch((err: unknown) => app.log.error({ err }, 'payment sweeper failed')).finally(() => { sweeping = false; });
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get('/web-api/payments/methods', auth, async (request, reply): Promise<PaymentMethods> => {
    const q = parseInput(MethodsQuery, request.query, 'query');
    const user = userOf(request);
    assertPaymentsAllowed(user);
    const account = q.accountId
      ? await db.one<{ id: number; currency: string; type: number }>('SELECT id, currency, type FROM accounts WHERE id = $1 AND user_id = $2 AND closed_at IS NULL', [q.accountId, user.id])
      // Without an account: the active one, or the main one when the bonus account is active.
      : await db.one<{ id: number; currency: string; type: number }>(
        `SELECT id, currency, type FROM accounts WHERE user_id = $1 AND closed_at IS NULL AND type <> 4
          ORDER BY is_active DESC, (type = 0) DESC, id LIMIT 1`,
        [user.id],
      );
    if (!account) throw new ApiError(404, 'account_not_found', 'Account not found', 'No such open account');
    if (account.type === 4) throw new ApiError(409, 'bonus_account', 'Bonus account', 'Payments go to a money account, not the bonus account');
    // A deposit form that cannot succeed says why before it is filled.
    if (q.direction === 'deposit') await assertDepositsOpen(db, user.id, Date.now());
    void reply.header('cache-control', 'no-store');
    return {
      currency: account.currency,
      accountId: account.id,
      withdrawable: majorOf(await withdrawableMinor(db, user.id, account.id), account.currency),
      methods: methodsFor(q.direction, account.currency),
    };
  });

  app.post('/web-api/payments/deposit', auth, async (request, reply) => {
    const user = userOf(request);
    const key = idempotencyKey(request.headers);
    const body = parseInput(DepositBodySchema, request.body, 'body');
    assertPaymentsAllowed(user);
    const answer = await once<PaymentStart>(db, { userId: user.id, scope: 'payments.deposit', key, fingerprint: requestFingerprint(body) }, async (tx) => {
      // The first-deposit bonus: the choice sent with this deposit, else the one made at registration.
      const stored = await tx.one<{ choice: 0 | 1 | 2 }>('SELECT first_deposit_bonus_choice AS choice FROM users WHERE id = $1', [user.id]);
      // A player who came through a payment consultant's link (B24): the deposit is tagged for the support inbox.
      const paymentConsultant = request.cookies?.['payment_consultant'] === '1';
      const p = await createDeposit(tx, user.id, { ...body, bonusChoice: body.bonusChoice ?? stored?.choice ?? 0, lang: body.lang ?? 'en', paymentConsultant });
      const cashier = await openCashierSession(tx, {
        paymentId: p.id, direction: 'deposit', methodId: p.method_id, amountMinor: Number(p.amount_minor), currency: p.currency,
        lang: p.lang, destination: '', ttlMs: CASHIER_SESSION_TTL_MS,
      });
      await tx.query('UPDATE payments SET provider_ref = $2 WHERE id = $1', [p.id, cashier.providerRef]);
      return { statusCode: 201, body: { paymentId: p.id, status_id: 0, redirectUrl: cashier.url } };
    });
    return reply.code(answer.statusCode).header('cache-control', 'no-store').header('idempotent-replayed', String(answer.replayed)).send(answer.body);
  });

  app.post('/web-api/payments/withdraw', auth, async (request, reply) => {
    const user = userOf(request);
    const key = idempotencyKey(request.headers);
    const body = parseInput(WithdrawBodySchema, request.body, 'body');
    assertPaymentsAllowed(user);
    const answer = await once<PaymentStart>(db, { userId: user.id, scope: 'payments.withdraw', key, fingerprint: requestFingerprint(body) }, async (tx) => {
      const p = await createWithdrawal(tx, user.id, { ...body, destination: body.destination ?? '', lang: body.lang ?? 'en' });
      const cashier = await openCashierSession(tx, {
        paymentId: p.id, direction: 'withdrawal', methodId: p.method_id, amountMinor: Number(p.amount_minor), currency: p.currency,
        lang: p.lang, destination: String(p.details['destination'] ?? ''), ttlMs: CASHIER_SESSION_TTL_MS,
      });
      await tx.query('UPDATE payments SET provider_ref = $2 WHERE id = $1', [p.id, cashier.providerRef]);
      return { statusCode: 201, body: { paymentId: p.id, status_id: 0, redirectUrl: cashier.url } };
    });
    return reply.code(answer.statusCode).header('cache-control', 'no-store').header('idempotent-replayed', String(answer.replayed)).send(answer.body);
  });

  app.get('/web-api/payments/history', auth, async (request, reply): Promise<PaymentHistoryPage> => {
    const q = parseInput(HistoryQuery, request.query, 'query');
    const userId = userOf(request).id;
    await resolveDuePayments(db, userId);
    void reply.header('cache-control', 'no-store');
    return paymentHistory(db, userId, { pageNumber: Number(q.pageNumber), pageSize: Number(q.pageSize), ...(q.direction ? { direction: q.direction } : {}) });
  });

  app.get('/web-api/payments/:id', auth, async (request, reply): Promise<PaymentHistoryEntry> => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const userId = userOf(request).id;
    await resolveDuePayments(db, userId);
    const p = await findPayment(db, userId, id);
    if (!p) throw new ApiError(404, 'payment_not_found', 'Payment not found', `No payment ${id}`);
    void reply.header('cache-control', 'no-store');
    return historyEntry(p);
  });

  app.post('/web-api/payments/:id/cancel', auth, async (request, reply): Promise<PaymentHistoryEntry> => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const userId = userOf(request).id;
    const p = await db.transaction(async (tx) => {
      const row = await tx.one<{ account_id: number }>('SELECT account_id FROM payments WHERE id = $1 AND user_id = $2', [id, userId]);
      if (row) await lockAccount(tx, row.account_id, userId);
      return cancelWithdrawal(tx, userId, id);
    });
    void reply.header('cache-control', 'no-store');
    return historyEntry(p);
  });

  if (ctx.env.devApi) {
    // QA: decide a payment now (as if the cashier called back) or run the sweeper at once.
    app.post('/web-api/dev/payments/:id/resolve', async (request) => {
      const { id } = parseInput(IdParams, request.params, 'params');
      const body = parseInput(DevResolveBody, request.body ?? {}, 'body');
      const p = await db.transaction((tx) => applyOutcome(tx, id, body.outcome));
      if (!p) throw new ApiError(404, 'payment_not_found', 'Payment not found', `No payment ${id}`);
      return historyEntry(p);
    });
    app.post('/web-api/dev/payments/notify', async (request) => handleCashierNotification(db, request.body));
  }
}
