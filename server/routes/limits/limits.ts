import crypto from 'node:crypto';
import { touchPlayTime } from '../../limits/play-time.ts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser, userOf } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { limitUsage, sessionResult } from '../../limits/enforce.ts';
import { allowedValues, isBlock, isMoney, LIMIT_TYPES, SELF_EXCLUSION } from '../../limits/kinds.ts';
import { limitAction, removeLimit, setLimit, settledLimits, type LimitRow } from '../../limits/store.ts';
import { parseInput } from '../../validate.ts';

// The limit service (C14, issue 13) under /limit-service-api/api/external/web/v3 (documented in server/README.md
// "Responsible gaming"). Every call is the logged-in player's own; the ping of T01 lives with the auth routes.

const V3 = '/limit-service-api/api/external/web/v3';
const LimitType = v.picklist(LIMIT_TYPES, 'unknown limit type');
const SetBody = v.object({
  limits: v.pipe(v.array(v.object({ limitType: LimitType, limitValue: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)), selfExcludeReason: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))) })), v.minLength(1), v.maxLength(14)),
});
const AnswersBody = v.object({ tokenGuid: v.pipe(v.string(), v.uuid()), answers: v.pipe(v.array(v.picklist([0, 1])), v.length(3)) });
const ActionBody = v.object({ limitType: LimitType, action: v.picklist(['confirm', 'reject']) });
const TypeParams = v.object({ type: v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), LimitType) });
const BlockBody = v.object({ days: v.optional(v.picklist([1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650]), 1), reasonId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))) });

/** The self-assessment before a raise (answers: 1 yes, 0 no); any "yes" keeps the limit where it is. */
const QUESTIONS = [
  { id: 1, key: 'responsible_gaming_question_chasing' },
  { id: 2, key: 'responsible_gaming_question_more_than_planned' },
  { id: 3, key: 'responsible_gaming_question_borrowed' },
];
const SELF_EXCLUDE_REASONS = [
  { id: 1, selfExcludeReason: 'responsible_gaming_reason_break' },
  { id: 2, selfExcludeReason: 'responsible_gaming_reason_too_much_time' },
  { id: 3, selfExcludeReason: 'responsible_gaming_reason_too_much_money' },
  { id: 4, selfExcludeReason: 'responsible_gaming_reason_other' },
];
const MEASURE: Record<string, string> = { money: 'currency', 30: 'days', 33: 'days', 37: 'days', 31: 'hours', 32: 'minutes' };

export function registerLimitsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const auth = { preHandler: requireUser };

  const view = async (userId: number, rows: readonly LimitRow[], nowMs: number) => {
    const user = await db.one<{ currency: string }>('SELECT currency FROM users WHERE id = $1', [userId]);
    const currency = user?.currency ?? 'RUB';
    return Promise.all(rows.map(async (r) => ({
      limitType: r.type, type: r.type, limitValue: Number(r.value),
      limitBalance: isMoney(r.type) ? await limitUsage(db, userId, currency, r.type, nowMs) : null,
      limitState: r.pending_from ? 'PENDING' : 'ACTIVE', needApprove: r.need_approve,
      startedAt: r.started_at.toISOString(), endsAt: r.ends_at?.toISOString() ?? null,
      pendingValue: r.pending_value === null ? null : Number(r.pending_value), pendingRemove: r.pending_remove,
      pendingFrom: r.pending_from?.toISOString() ?? null, measure: isMoney(r.type) ? currency : MEASURE[r.type] ?? '',
      selfExcludeReason: r.self_exclude_reason, availableValues: allowedValues(r.type),
    })));
  };
  const limitsData = async (userId: number) => {
    const now = Date.now();
    const rows = await db.transaction((tx) => settledLimits(tx, userId, now));
    return view(userId, rows, now);
  };

  app.get(`${V3}/limits`, auth, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const userId = userOf(request).id;
    // The session's start and result: the page's session-limit timer (T36) and reality check (32) count from here,
    // the moment from which today's play time so far would end now (so a new login does not restart the timer).
    const { effectiveStartMs } = await touchPlayTime(db, userId, Date.now());
    const user = await db.one<{ currency: string }>('SELECT currency FROM users WHERE id = $1', [userId]);
    const startedAt = new Date(effectiveStartMs);
    const result = await sessionResult(db, userId, user?.currency ?? 'RUB', startedAt.getTime());
    return { limits: await limitsData(userId), session: { startedAt: startedAt.toISOString(), currency: user?.currency ?? 'RUB', ...result } };
  });
  // The player's changes of limits, newest first (the page's history).
  app.get(`${V3}/limits/history`, auth, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const rows = await db.query<{ type: number; action: string; value: string | null; at: Date }>(
      'SELECT type, action, value, at FROM rg_limit_history WHERE user_id = $1 ORDER BY id DESC LIMIT 50', [userOf(request).id]);
    return { history: rows.map((r) => ({ limitType: r.type, action: r.action, value: r.value === null ? null : Number(r.value), at: r.at.toISOString() })) };
  });
  app.get(`${V3}/availablelimits`, auth, async () => ({
    types: LIMIT_TYPES.map((type) => ({ type, availableValues: allowedValues(type), measure: isMoney(type) ? 'currency' : MEASURE[type] ?? '' })),
  }));
  app.get(`${V3}/reasons/selfexclude`, auth, async () => ({ reasons: SELF_EXCLUDE_REASONS }));

  // Setting limits: stricter at once; a raise asks the self-assessment first (status QUESTIONS with a tokenGuid).
  app.post(`${V3}/limits`, auth, async (request) => {
    const userId = userOf(request).id;
    const body = parseInput(SetBody, request.body, 'body');
    const now = Date.now();
    const raises = await db.transaction(async (tx) => {
      const current = await settledLimits(tx, userId, now);
      // A looser session limit or a rarer reality check is a raise too; blocks are never loosened (setLimit refuses).
      return body.limits.filter((l) => { const c = current.find((r) => r.type === l.limitType); return !!c && !isBlock(l.limitType) && l.limitValue > Number(c.value); });
    });
    if (raises.length > 0) {
      const tokenGuid = crypto.randomUUID();
      await db.query('INSERT INTO rg_questionnaires (token, user_id, limits) VALUES ($1, $2, $3::jsonb)', [tokenGuid, userId, JSON.stringify(body.limits)]);
      return { status: 'QUESTIONS', questions: QUESTIONS, tokenGuid, limitsData: await limitsData(userId) };
    }
    const outcomes = await db.transaction(async (tx) => {
      const out: string[] = [];
      for (const l of body.limits) out.push(await setLimit(tx, userId, l.limitType, l.limitValue, now, { raiseAllowed: false, ...(l.selfExcludeReason ? { reason: l.selfExcludeReason } : {}) }));
      return out;
    });
    return { status: outcomes.includes('pending') ? 'PENDING' : 'OK', questions: [], tokenGuid: null, limitsData: await limitsData(userId) };
  });

  app.post(`${V3}/testanswers`, auth, async (request) => {
    const userId = userOf(request).id;
    const body = parseInput(AnswersBody, request.body, 'body');
    const now = Date.now();
    const success = body.answers.every((a) => a === 0);
    await db.transaction(async (tx) => {
      // Only its owner's, unused and fresh: another player's token is simply unknown.
      const q = await tx.one<{ limits: Array<{ limitType: number; limitValue: number }> }>(
        `UPDATE rg_questionnaires SET used = true WHERE token = $1 AND user_id = $2 AND NOT used AND created_at > $3 RETURNING limits`,
        [body.tokenGuid, userId, new Date(now - 30 * 60_000)]);
      if (!q) throw new ApiError(404, 'questionnaire_not_found', 'Unknown questionnaire', 'This questionnaire is not yours, was answered already or has expired');
      if (!success) return;
      for (const l of q.limits) await setLimit(tx, userId, l.limitType, l.limitValue, now, { raiseAllowed: true });
    });
    return { questionsResult: body.answers.map((a, i) => ({ id: QUESTIONS[i]!.id, passed: a === 0 })), success, limitsData: await limitsData(userId) };
  });

  const done = (status: string, title: string) => ({ status, title });
  app.post(`${V3}/limitaction`, auth, async (request) => {
    const userId = userOf(request).id;
    const body = parseInput(ActionBody, request.body, 'body');
    await db.transaction((tx) => limitAction(tx, userId, body.limitType, body.action, Date.now()));
    return done('OK', body.action === 'confirm' ? 'responsible_gaming_confirm_limit_success' : 'responsible_gaming_cancel_limit_success');
  });
  app.delete(`${V3}/limits/:type`, auth, async (request) => {
    const userId = userOf(request).id;
    const { type } = parseInput(TypeParams, request.params, 'params');
    // C14: DELETE of a limit with a pending change rejects that change (the operator's setting may send the reject
    // this way instead of limitaction); of a settled limit, asks for its removal after the cooling-off.
    const outcome = await db.transaction((tx) => removeLimit(tx, userId, type, Date.now()));
    return done(outcome === 'rejected' ? 'OK' : 'PENDING', 'responsible_gaming_cancel_limit_success');
  });

  // Self-block (C14 BlockUser, on the version 1 base): a self-exclusion for the days chosen, at once.
  app.post('/limit-service-api/api/external/web/v1/BlockUser', auth, async (request) => {
    const userId = userOf(request).id;
    const body = parseInput(BlockBody, request.body, 'body');
    await db.transaction((tx) => setLimit(tx, userId, SELF_EXCLUSION, body.days, Date.now(), { raiseAllowed: false, ...(body.reasonId ? { reason: body.reasonId } : {}) }));
    return { success: true };
  });
}
