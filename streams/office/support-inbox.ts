import type { Observable } from 'rxjs';
import type { Http } from '../core/http';
import { InboxListSchema, InboxThreadSchema, type InboxThread } from '../schemas/support-inbox';
import type * as v from 'valibot';

// The operators' inbox of the support chat (issue 25): the calls of office/support-inbox, for the staff role
// 'support' (a player gets 403 staff_only). An operator's answer reaches the player through the chat's own poll.

export interface SupportInbox {
  chats$(): Observable<v.InferOutput<typeof InboxListSchema>>;
  chat$(id: number): Observable<InboxThread>;
  reply$(id: number, message: string): Observable<InboxThread>;
}

export function createSupportInbox(http: Http): SupportInbox {
  const base = '/web-api/office/support-inbox';
  return {
    chats$: () => http.request$({ url: base, schema: InboxListSchema, auth: true, cache: 'no-store' }),
    chat$: (id) => http.request$({ url: `${base}/${id}`, schema: InboxThreadSchema, auth: true, cache: 'no-store' }),
    reply$: (id, message) => http.request$({ method: 'POST', url: `${base}/${id}/messages`, schema: InboxThreadSchema, auth: true, body: { message } }),
  };
}
