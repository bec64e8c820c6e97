import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import { ApiError, RetryLaterError } from '../../errors.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { sharedRateLimitStore } from '../../auth/rate-limit-store.ts';
import { parseInput } from '../../validate.ts';
import { TRANSPARENT_GIF } from '../startup/system.ts';
import { ticketThread } from '../office/support.ts';
import { assistantReply } from '../../support/assistant-reply.ts';
import { langOf } from '../auth/deps.ts';
import { TicketReplyBodySchema } from '../../../streams/schemas/office.ts';
import { AnalyticsBatchSchema, CookieAgreementBodySchema } from '../../../streams/schemas/shell-extras.ts';

// Issue 16: the calls behind the cookie banner, analytics, the ad-blocker bait and the support desk's chat.
//   POST /web-api/cookies/agreement {agreeType, cookiesAgreeTime}  -> { id }   the C16 cookie-agreement log
//   GET  /web-api/counters?domain=&projectId=                      -> { counters: [{ id, kind }] }  (C16)
//   POST /web-api/analytics/events {counterId, events}             -> { stored }  (T33, T34)
//   GET  /web-api/ads/banner.gif                                   -> a 1x1 GIF: the ad-blocker bait (B30)
//   GET  /web-api/support/chat/status                              -> { available }  (T43)
//   GET  /web-api/support/chat                        (login)      -> { thread | null }
//   POST /web-api/support/chat/messages {message}     (login)      -> the thread (a support ticket of channel chat)
//        with the help assistant's answer (server/support/); the operators answer from their inbox (support-inbox.ts)
// Dev API: GET /web-api/dev/cookie-agreements, GET /web-api/dev/analytics/events (newest first, for QA).

const noStore = { 'cache-control': 'no-store' };
const DAY_MS = 86_400_000;
/** A visitor's clock may be off; one off by more than a week is not believed. */
const CLIENT_CLOCK_TOLERANCE_MS = 7 * DAY_MS;

/** Per client address and minute: generous for a visitor, a wall for a script filling the tables. */
const perMinute = (max: number) => ({
  config: {
    rateLimit: {
      max, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => request.ip,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        new RetryLaterError('rate_limited', 'Too many requests', context.ttl / 1000, 'Too many requests; try again in a minute'),
    },
  },
});

const CountersQuery = v.object({
  domain: v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z0-9.-]{1,253}(?::\d{1,5})?$/, 'invalid_domain')),
  projectId: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
});
const ListQuery = v.object({ limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1), v.maxValue(1000)), '100') });

function clientTime(ms: number, field: string): Date {
  if (Math.abs(ms - Date.now()) > CLIENT_CLOCK_TOLERANCE_MS) throw new ApiError(400, 'invalid_body', 'Invalid request body', `${field}: not a believable time`);
  return new Date(ms);
}

export function registerExtrasRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  void app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, store: sharedRateLimitStore(db) });

    scope.post('/web-api/cookies/agreement', { ...perMinute(30), bodyLimit: 4096 }, async (request, reply) => {
      const body = parseInput(CookieAgreementBodySchema, request.body, 'body');
      const functional = body.agreeType === 'ALL' || body.agreeType === 'functional';
      const marketing = body.agreeType === 'ALL' || body.agreeType === 'marketing';
      const row = await db.one<{ id: number }>(
        `INSERT INTO cookie_agreements (user_id, agree_type, functional, marketing, cookies_agree_time, ip, user_agent)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [request.user?.id ?? null, body.agreeType, functional, marketing, clientTime(body.cookiesAgreeTime, 'cookiesAgreeTime'), request.ip,
          String(request.headers['user-agent'] ?? '').slice(0, 300)],
      );
      void reply.code(201).headers(noStore);
      return { id: row!.id };
    });

    scope.get('/web-api/counters', perMinute(120), async (request, reply) => {
      const q = parseInput(CountersQuery, request.query, 'query');
      const rows = await db.query<{ id: number; kind: string }>(
        `SELECT id, kind FROM analytics_counters WHERE enabled AND project_id = $1 AND (domain = '' OR domain = $2) ORDER BY id`, [q.projectId, q.domain],
      );
      void reply.headers({ 'cache-control': 'private, max-age=300' });
      return { counters: rows };
    });

    scope.post('/web-api/analytics/events', { ...perMinute(300), bodyLimit: 64 * 1024 }, async (request, reply) => {
      const body = parseInput(AnalyticsBatchSchema, request.body, 'body');
      const counter = await db.one<{ id: number }>('SELECT id FROM analytics_counters WHERE id = $1 AND enabled', [body.counterId]);
      if (!counter) throw new ApiError(404, 'counter_not_found', 'Counter not found', `No counter ${body.counterId}`);
      const rows = body.events.map((e, i) => ({ ...e, time: clientTime(e.at, `events.${i}.at`) }));
      await db.transaction(async (tx) => {
        for (const e of rows) {
          await tx.query('INSERT INTO analytics_events (counter_id, user_id, name, page, data, client_time) VALUES ($1, $2, $3, $4, $5::jsonb, $6)',
            [counter.id, request.user?.id ?? null, e.name, e.page, JSON.stringify(e.data), e.time]);
        }
      });
      void reply.headers(noStore);
      return { stored: body.events.length };
    });

    // Named like an ad so that ad blockers cancel it (B30); answers like any tiny image otherwise.
    scope.get('/web-api/ads/banner.gif', async (_request, reply) => reply.headers(noStore).type('image/gif').send(TRANSPARENT_GIF));

    scope.get('/web-api/support/chat/status', async (_request, reply) => {
      void reply.headers(noStore);
      // The desk is open around the clock: the help assistant answers at once, the operators from their inbox.
      return { available: true };
    });

    scope.get('/web-api/support/chat', { preHandler: requireUser }, async (request, reply) => {
      const userId = userOf(request).id;
      const open = await db.one<{ id: number }>(
        `SELECT id FROM support_tickets WHERE user_id = $1 AND channel = 'chat' AND status <> 'closed' ORDER BY id DESC LIMIT 1`, [userId],
      );
      void reply.headers(noStore);
      return { thread: open ? await ticketThread(db, userId, open.id) : null };
    });

    scope.post('/web-api/support/chat/messages', { preHandler: requireUser, ...perMinute(30), bodyLimit: 16 * 1024 }, async (request, reply) => {
      const userId = userOf(request).id;
      const body = parseInput(TicketReplyBodySchema, request.body, 'body');
      const id = await db.transaction(async (tx) => {
        // One open chat per player even when two first messages race: they queue on the player's row.
        await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
        const open = await tx.one<{ id: number }>(
          `SELECT id FROM support_tickets WHERE user_id = $1 AND channel = 'chat' AND status <> 'closed' ORDER BY id DESC LIMIT 1`, [userId],
        );
        let ticketId = open?.id;
        if (ticketId) {
          await tx.query(`UPDATE support_tickets SET status = 'open', updated_at = now() WHERE id = $1`, [ticketId]);
        } else {
          // The chat's first words are its subject in the office's ticket list. A player who came through a payment
          // consultant's link (the payment_consultant cookie, B24) is asking about money: the chat is a payments
          // ticket, first in the operators' inbox and marked for the payment consultants.
          const viaConsultant = request.cookies?.['payment_consultant'] === '1';
          const subject = body.message.replace(/\s+/g, ' ').slice(0, 60);
          const t = await tx.one<{ id: number }>(
            `INSERT INTO support_tickets (user_id, category, subject, channel, payment_consultant) VALUES ($1, $2, $3, 'chat', $4) RETURNING id`,
            [userId, viaConsultant ? 'payments' : 'other', subject, viaConsultant],
          );
          ticketId = t!.id;
        }
        await tx.query(`INSERT INTO support_messages (ticket_id, author, body) VALUES ($1, 'user', $2)`, [ticketId, body.message]);
        // The help assistant answers at once, in the player's language, until an operator takes the chat.
        await assistantReply(tx, ticketId, langOf(request), body.message);
        return ticketId;
      });
      void reply.headers(noStore);
      return ticketThread(db, userId, id);
    });

    if (ctx.env.devApi) {
      scope.get('/web-api/dev/cookie-agreements', async (request, reply) => {
        const { limit } = parseInput(ListQuery, request.query, 'query');
        const rows = await db.query<{ id: number; user_id: number | null; agree_type: string; functional: boolean; marketing: boolean; cookies_agree_time: Date; received_at: Date }>(
          'SELECT id, user_id, agree_type, functional, marketing, cookies_agree_time, received_at FROM cookie_agreements ORDER BY id DESC LIMIT $1', [limit],
        );
        void reply.headers(noStore);
        return {
          agreements: rows.map((r) => ({
            id: r.id, userId: r.user_id, agreeType: r.agree_type, functional: r.functional, marketing: r.marketing,
            cookiesAgreeTime: new Date(r.cookies_agree_time).toISOString(), receivedAt: new Date(r.received_at).toISOString(),
          })),
        };
      });
      scope.get('/web-api/dev/analytics/events', async (request, reply) => {
        const { limit } = parseInput(ListQuery, request.query, 'query');
        const rows = await db.query<{ id: number; counter_id: number; user_id: number | null; name: string; page: string; data: unknown; client_time: Date; received_at: Date }>(
          'SELECT id, counter_id, user_id, name, page, data, client_time, received_at FROM analytics_events ORDER BY id DESC LIMIT $1', [limit],
        );
        void reply.headers(noStore);
        return {
          events: rows.map((r) => ({
            id: r.id, counterId: r.counter_id, userId: r.user_id, name: r.name, page: r.page, data: r.data,
            clientTime: new Date(r.client_time).toISOString(), receivedAt: new Date(r.received_at).toISOString(),
          })),
        };
      });
    }
  });
}
