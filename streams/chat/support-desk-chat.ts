import { catchError, map, of, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { Http } from '../core/http';
import { pollWhileVisible$ } from '../core/poll-while-visible';
import { POLL_DEFAULT_MS } from '../timing';
import { ChatStatusSchema, ChatThreadAnswerSchema } from '../schemas/shell-extras';
import { TicketThreadSchema } from '../schemas/office';

// The support desk's chat (chat provider 6): a player's chat is a support ticket of channel `chat`, so every message
// sent here is in the player's tickets (office/support). The help assistant answers at once (server/support/); the
// operators answer from their inbox (office/support-inbox) and the poll below brings their answers.

export type ChatThread = v.InferOutput<typeof TicketThreadSchema>;

export interface SupportDeskChat {
  /** Whether the desk takes chats; a failed status call counts as not available (logged). */
  available$(): Observable<boolean>;
  /** The open chat while subscribed: at once, then every 10 s while the page is visible (support's answers). */
  thread$(): Observable<ChatThread | null>;
  /** Sends a message (opening the chat ticket with the first one); answers the thread. */
  send$(message: string): Observable<ChatThread>;
  /** The player came through a payment consultant's link (B24): the chat is the payment consultants' (the server reads the cookie too). */
  viaPaymentConsultant(): boolean;
}

export function createSupportDeskChat(deps: {
  http: Http; visible$: Observable<boolean>; log: (message: string, data?: unknown) => void; viaPaymentConsultant: () => boolean;
}): SupportDeskChat {
  const { http } = deps;
  return {
    available$: () => http.request$({ url: '/web-api/support/chat/status', schema: ChatStatusSchema }).pipe(
      map((s) => s.available),
      catchError((err: unknown) => {
        deps.log('chat: support desk status failed', err instanceof Error ? err.message : err);
        return of(false);
      }),
    ),
    thread$: () => pollWhileVisible$(
      () => http.request$({ url: '/web-api/support/chat', auth: true, cache: 'no-store', schema: ChatThreadAnswerSchema }).pipe(map((a) => a.thread)),
      { period: POLL_DEFAULT_MS, visible$: deps.visible$, onError: (err) => deps.log('chat: thread not loaded', err instanceof Error ? err.message : err) },
    ),
    // The page's language: the help assistant answers from the help pages in it.
    viaPaymentConsultant: deps.viaPaymentConsultant,
    send$: (message) => http.request$({ method: 'POST', url: '/web-api/support/chat/messages', auth: true, language: true, body: { message }, schema: TicketThreadSchema }),
  };
}
