import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { ApiError, sendError } from '../../errors.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { parseInput, PathIdSchema } from '../../validate.ts';
import { TicketReplyBodySchema } from '../../../streams/schemas/office.ts';
import type { InboxChat, InboxThread } from '../../../streams/schemas/support-inbox.ts';
import { TICKET_SELECT, ticketMessages, ticketView, type TicketRow } from './support.ts';

// The operators' inbox of the support chat (issue 25), for users of the staff role 'support' (migration 150):
//   GET  /web-api/office/support-inbox                      -> { chats }  the open chats, payment-consultant ones first,
//                                                                          then the longest waiting
//   GET  /web-api/office/support-inbox/:id                  -> { chat, messages, consultantDeposits } (the player's
//                                                                deposits through a payment consultant's link)
//   POST /web-api/office/support-inbox/:id/messages {message} -> the same, with the operator's answer (the player's
//                                                                chat polls it); the assistant then keeps quiet
// Anyone else: 401 without login, 403 for a player. Dev API: POST /web-api/dev/staff {userId} grants the role (QA).

const IdParams = v.object({ id: PathIdSchema });
const GrantBody = v.object({ userId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)) });
const noStore = { 'cache-control': 'no-store' };

type ChatRow = TicketRow & { user_id: number; payment_consultant: boolean; waiting: boolean };
/** Every chat ticket with its player, its mark and whether the player wrote last (extends support.ts's TICKET_SELECT). */
const CHAT_SELECT = `${TICKET_SELECT.replace('SELECT t.id,', `SELECT t.user_id, t.payment_consultant,
  (SELECT m.author FROM support_messages m WHERE m.ticket_id = t.id ORDER BY m.id DESC LIMIT 1) = 'user' AS waiting, t.id,`)} WHERE t.channel = 'chat'`;

const chatView = (r: ChatRow): InboxChat => ({ ticket: ticketView(r), userId: r.user_id, paymentConsultant: r.payment_consultant, waiting: r.waiting === true });

/** preHandler after requireUser: 403 unless the user holds the staff role 'support'. */
function requireSupportStaff(db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.user) return;
    const staff = await db.one('SELECT 1 FROM staff_members WHERE user_id = $1 AND role = $2', [request.user.id, 'support']);
    if (!staff) await sendError(reply, 403, 'staff_only', 'Forbidden', 'For support operators only');
  };
}

export function registerSupportInboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const staff = { preHandler: [requireUser, requireSupportStaff(db)] };
  const chat = async (id: number): Promise<InboxThread> => {
    const row = await db.one<ChatRow>(`${CHAT_SELECT} AND t.id = $1`, [id]);
    if (!row) throw new ApiError(404, 'chat_not_found', 'Chat not found', `No chat ${id}`);
    const deposits = await db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM payments WHERE user_id = $1 AND direction = 'deposit' AND payment_consultant`, [row.user_id],
    );
    return { chat: chatView(row), messages: await ticketMessages(db, id), consultantDeposits: deposits?.n ?? 0 };
  };

  app.get('/web-api/office/support-inbox', staff, async (_request, reply) => {
    const rows = await db.query<ChatRow>(
      `${CHAT_SELECT} AND t.status <> 'closed' ORDER BY t.payment_consultant DESC, t.updated_at, t.id LIMIT 200`,
    );
    void reply.headers(noStore);
    return { chats: rows.map(chatView) };
  });

  app.get('/web-api/office/support-inbox/:id', staff, async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    void reply.headers(noStore);
    return chat(id);
  });

  app.post('/web-api/office/support-inbox/:id/messages', { ...staff, bodyLimit: 16 * 1024 }, async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const body = parseInput(TicketReplyBodySchema, request.body, 'body');
    await chat(id); // 404 for what is not a chat
    await db.transaction(async (tx) => {
      // Checked and marked in one statement: a player closing the chat meanwhile is not undone by this answer.
      const open = await tx.one(`UPDATE support_tickets SET status = 'answered', updated_at = now() WHERE id = $1 AND status <> 'closed' RETURNING id`, [id]);
      if (!open) throw new ApiError(409, 'ticket_closed', 'Chat closed', 'The player closed this chat');
      await tx.query(`INSERT INTO support_messages (ticket_id, author, body, operator_id) VALUES ($1, 'support', $2, $3)`, [id, body.message, userOf(request).id]);
    });
    void reply.headers(noStore);
    return chat(id);
  });

  if (ctx.env.devApi) {
    app.post('/web-api/dev/staff', async (request) => {
      const { userId } = parseInput(GrantBody, request.body, 'body');
      const user = await db.one('SELECT 1 FROM users WHERE id = $1', [userId]);
      if (!user) throw new ApiError(404, 'user_not_found', 'User not found', `No user ${userId}`);
      await db.query(`INSERT INTO staff_members (user_id, role) VALUES ($1, 'support') ON CONFLICT (user_id) DO NOTHING`, [userId]);
      return { ok: true };
    });
  }
}
