import * as v from 'valibot';
import { Count, Id } from './numbers';
import { TicketMessageSchema, TicketSchema } from './office';

// The operators' inbox of the support chat (issue 25): the open chats of every player, for a user of the staff role
// 'support' only (server/routes/office/support-inbox.ts; the page src/features/office/pages/SupportInboxPage.tsx).

export const InboxChatSchema = v.object({
  ticket: TicketSchema,
  /** The player whose chat it is. */
  userId: Id,
  /** The player came through a payment consultant's link (B24): a money question for the payment consultants. */
  paymentConsultant: v.boolean(),
  /** The player wrote last: the chat waits for an operator. */
  waiting: v.boolean(),
});
export type InboxChat = v.InferOutput<typeof InboxChatSchema>;
export const InboxListSchema = v.object({ chats: v.array(InboxChatSchema) });
export const InboxThreadSchema = v.object({
  chat: InboxChatSchema,
  messages: v.array(TicketMessageSchema),
  /** The player's deposits made through a payment consultant's link (payments.payment_consultant, migration 161). */
  consultantDeposits: Count,
});
export type InboxThread = v.InferOutput<typeof InboxThreadSchema>;
