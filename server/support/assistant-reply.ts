import type { Queryable } from '../db/index.ts';
import { helpAnswer } from './help-assistant.ts';

/** The template of the assistant's word that it found nothing and an operator takes over (office.json support.templates). */
const HANDOVER_TEMPLATE = 'handover';

/**
 * The help assistant's answer to a player's chat message, written into the chat (issue 25): an excerpt of the help
 * page that answers it, with the page's link, or, when none does, the word that an operator takes over (said once
 * in a row). Once an operator has written in the chat, the conversation is theirs and the assistant keeps quiet.
 */
export async function assistantReply(tx: Queryable, ticketId: number, lang: string, message: string): Promise<void> {
  const last = await tx.one<{ operator: boolean; template: string | null }>(
    `SELECT EXISTS (SELECT 1 FROM support_messages WHERE ticket_id = $1 AND author = 'support' AND template IS NULL) AS operator,
       (SELECT template FROM support_messages WHERE ticket_id = $1 AND author = 'assistant' ORDER BY id DESC LIMIT 1) AS template`,
    [ticketId],
  );
  if (last?.operator) return;
  const answer = await helpAnswer(tx, lang, message);
  if (answer) {
    await tx.query(`INSERT INTO support_messages (ticket_id, author, body, link) VALUES ($1, 'assistant', $2, $3)`,
      [ticketId, `${answer.title} — ${answer.excerpt}`, answer.link]);
  } else if (last?.template !== HANDOVER_TEMPLATE) {
    await tx.query(`INSERT INTO support_messages (ticket_id, author, template) VALUES ($1, 'assistant', $2)`, [ticketId, HANDOVER_TEMPLATE]);
  }
}
