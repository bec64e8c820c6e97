import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { ApiError } from '../../errors.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { parseInput, PathIdSchema } from '../../validate.ts';
import {
  IdeaBodySchema, NewPaymentRequestBodySchema, NewTicketBodySchema, PAYMENT_TOPICS, TicketListQuerySchema, TicketReplyBodySchema,
  type PaymentRequest, type Ticket, type TicketMessage,
} from '../../../streams/schemas/office.ts';

// Office: support tickets with their conversation (support), ideas (share-idea) and payment requests
// (payment/requests and payment/create-request/...). Support's side of a conversation is answered through the
// dev API (/web-api/dev/support/:id/reply) in this demo; a new ticket gets the operator's acknowledgement at once.

const IdParams = v.object({ id: PathIdSchema });
const noStore = { 'cache-control': 'no-store' };

export interface TicketRow {
  id: number;
  category: Ticket['category'];
  subject: string;
  status: Ticket['status'];
  created_at: Date;
  updated_at: Date;
  messages: number;
}

export const ticketView = (t: TicketRow): Ticket => ({
  id: t.id, category: t.category, subject: t.subject, status: t.status,
  createdAt: new Date(t.created_at).toISOString(), updatedAt: new Date(t.updated_at).toISOString(), messages: t.messages,
});

export const TICKET_SELECT = `SELECT t.id, t.category, t.subject, t.status, t.created_at, t.updated_at,
  (SELECT COUNT(*) FROM support_messages m WHERE m.ticket_id = t.id)::int AS messages FROM support_tickets t`;

/** A player's ticket with its conversation (the office's support page and the support desk's chat); 404 if not theirs. */
export async function ticketThread(db: Db, userId: number, id: number): Promise<{ ticket: Ticket; messages: TicketMessage[] }> {
  const t = await db.one<TicketRow>(`${TICKET_SELECT} WHERE t.id = $1 AND t.user_id = $2`, [id, userId]);
  if (!t) throw new ApiError(404, 'ticket_not_found', 'Ticket not found', `No ticket ${id}`);
  return { ticket: ticketView(t), messages: await ticketMessages(db, id) };
}

/** A ticket's conversation, oldest first (the player's views and the operators' inbox). */
export async function ticketMessages(db: Db, ticketId: number): Promise<TicketMessage[]> {
  const rows = await db.query<{ id: number; author: TicketMessage['author']; body: string; template: string | null; link: string | null; created_at: Date }>(
    'SELECT id, author, body, template, link, created_at FROM support_messages WHERE ticket_id = $1 ORDER BY id', [ticketId],
  );
  return rows.map((m) => ({
    id: m.id, author: m.author, body: m.body, template: m.template, ...(m.link ? { link: m.link } : {}), createdAt: new Date(m.created_at).toISOString(),
  }));
}

export function registerOfficeSupportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const auth = { preHandler: requireUser };
  const thread = (userId: number, id: number) => ticketThread(db, userId, id);

  app.get('/web-api/office/support/tickets', auth, async (request, reply) => {
    const { category } = parseInput(TicketListQuerySchema, request.query, 'query');
    const rows = await db.query<TicketRow>(
      `${TICKET_SELECT} WHERE t.user_id = $1 AND ($2::text IS NULL OR t.category = $2::text) ORDER BY t.updated_at DESC, t.id DESC LIMIT 100`,
      [userOf(request).id, category ?? null]);
    void reply.headers(noStore);
    return { tickets: rows.map(ticketView) };
  });

  app.post('/web-api/office/support/tickets', auth, async (request, reply) => {
    const userId = userOf(request).id;
    const body = parseInput(NewTicketBodySchema, request.body, 'body');
    const open = await db.one<{ n: number }>(`SELECT COUNT(*)::int AS n FROM support_tickets WHERE user_id = $1 AND status <> 'closed'`, [userId]);
    if ((open?.n ?? 0) >= 20) throw new ApiError(429, 'too_many_tickets', 'Too many open tickets', 'Close a ticket before opening a new one');
    const id = await db.transaction(async (tx) => {
      const t = await tx.one<{ id: number }>('INSERT INTO support_tickets (user_id, category, subject) VALUES ($1, $2, $3) RETURNING id', [userId, body.category, body.subject]);
      await tx.query(`INSERT INTO support_messages (ticket_id, author, body) VALUES ($1, 'user', $2)`, [t!.id, body.message]);
      await tx.query(`INSERT INTO support_messages (ticket_id, author, template) VALUES ($1, 'support', 'received')`, [t!.id]);
      return t!.id;
    });
    void reply.code(201).headers(noStore);
    return thread(userId, id);
  });

  app.get('/web-api/office/support/tickets/:id', auth, async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    void reply.headers(noStore);
    return thread(userOf(request).id, id);
  });

  app.post('/web-api/office/support/tickets/:id/messages', auth, async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const userId = userOf(request).id;
    const body = parseInput(TicketReplyBodySchema, request.body, 'body');
    await thread(userId, id); // 404 for another's or an unknown ticket
    await db.transaction(async (tx) => {
      // The closed check and the reopening are one statement: a reply racing the player's own close (another tab)
      // cannot reopen a closed ticket.
      const reopened = await tx.one<{ id: number }>(
        `UPDATE support_tickets SET status = 'open', updated_at = now() WHERE id = $1 AND user_id = $2 AND status <> 'closed' RETURNING id`, [id, userId]);
      if (!reopened) throw new ApiError(409, 'ticket_closed', 'Ticket closed', 'Open a new ticket to write again');
      await tx.query(`INSERT INTO support_messages (ticket_id, author, body) VALUES ($1, 'user', $2)`, [id, body.message]);
    });
    void reply.headers(noStore);
    return thread(userId, id);
  });

  app.post('/web-api/office/support/tickets/:id/close', auth, async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const userId = userOf(request).id;
    await thread(userId, id);
    await db.query(`UPDATE support_tickets SET status = 'closed', updated_at = now() WHERE id = $1`, [id]);
    void reply.headers(noStore);
    return thread(userId, id);
  });

  // ------------------------------------------------------------------------------------------ ideas

  app.get('/web-api/office/ideas', auth, async (request, reply) => {
    const rows = await db.query<{ id: number; category: string; text: string; created_at: Date }>(
      'SELECT id, category, text, created_at FROM ideas WHERE user_id = $1 ORDER BY id DESC LIMIT 50', [userOf(request).id],
    );
    void reply.headers(noStore);
    return { ideas: rows.map((r) => ({ id: r.id, category: r.category, text: r.text, createdAt: new Date(r.created_at).toISOString() })) };
  });

  app.post('/web-api/office/ideas', auth, async (request, reply) => {
    const body = parseInput(IdeaBodySchema, request.body, 'body');
    await db.query('INSERT INTO ideas (user_id, category, text) VALUES ($1, $2, $3)', [userOf(request).id, body.category, body.text]);
    void reply.code(201).headers(noStore);
    return { message: 'idea_received' };
  });

  // ------------------------------------------------------------------------------------------ payment requests

  app.get('/web-api/office/payment-requests', auth, async (request, reply) => {
    const rows = await db.query<{ id: number; topic_id: string; sub_topic_id: string | null; payment_id: number | null; text: string; status: 0 | 1 | 2 | 3; created_at: Date }>(
      'SELECT id, topic_id, sub_topic_id, payment_id, text, status, created_at FROM payment_requests WHERE user_id = $1 ORDER BY id DESC LIMIT 100',
      [userOf(request).id],
    );
    void reply.headers(noStore);
    return {
      requests: rows.map((r): PaymentRequest => ({
        id: r.id, topicId: r.topic_id, subTopicId: r.sub_topic_id, paymentId: r.payment_id, text: r.text, status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  });

  app.post('/web-api/office/payment-requests', auth, async (request, reply) => {
    const userId = userOf(request).id;
    const body = parseInput(NewPaymentRequestBodySchema, request.body, 'body');
    const topic = PAYMENT_TOPICS.find((t) => t.id === body.topicId)!;
    const fail = (fieldName: string, key: string) => new ApiError(400, 'invalid_body', 'Invalid request body', `${fieldName}: ${key}`);
    if (topic.transactions) {
      if (!body.paymentId) throw fail('paymentId', 'required');
      const p = await db.one<{ direction: string }>('SELECT direction FROM payments WHERE id = $1 AND user_id = $2', [body.paymentId, userId]);
      if (!p || p.direction !== topic.transactions) throw fail('paymentId', 'payment_unknown');
    } else if (!body.subTopicId || !topic.subTopics.includes(body.subTopicId)) {
      throw fail('subTopicId', 'required');
    }
    const row = await db.one<{ id: number }>(
      'INSERT INTO payment_requests (user_id, topic_id, sub_topic_id, payment_id, text) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [userId, topic.id, topic.transactions ? null : body.subTopicId, topic.transactions ? body.paymentId : null, body.text],
    );
    void reply.code(201).headers(noStore);
    return { id: row!.id, message: 'request_received' };
  });

  if (ctx.env.devApi) {
    // QA: answer a ticket as support.
    app.post('/web-api/dev/support/:id/reply', async (request) => {
      const { id } = parseInput(IdParams, request.params, 'params');
      const body = parseInput(TicketReplyBodySchema, request.body, 'body');
      const t = await db.one<{ id: number }>('SELECT id FROM support_tickets WHERE id = $1', [id]);
      if (!t) throw new ApiError(404, 'ticket_not_found', 'Ticket not found', `No ticket ${id}`);
      await db.transaction(async (tx) => {
        await tx.query(`INSERT INTO support_messages (ticket_id, author, body) VALUES ($1, 'support', $2)`, [id, body.message]);
        await tx.query(`UPDATE support_tickets SET status = 'answered', updated_at = now() WHERE id = $1`, [id]);
      });
      return { ok: true };
    });
  }
}
