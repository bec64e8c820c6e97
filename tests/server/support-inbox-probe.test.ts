import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { TicketThreadSchema } from '../../streams/schemas/office.ts';
import { InboxThreadSchema } from '../../streams/schemas/support-inbox.ts';
import { createTestApp, send, XHR, type TestApp } from './support/test-app.ts';
import { createMoneyUser, type MoneyUser } from './support/office-users.ts';

// An attacker's probe of the operators' inbox (issue 25), replayed: odd thread ids, odd bodies, a player or a staff
// member of another role calling the operator routes, answers to a closed or unknown chat. Every answer is a clear
// 4xx (never a 500), and none carries another player's conversation.

const SECRET = 'Alice private: my card ends 4242';

describe('probe of the operators\' inbox', () => {
  let t: TestApp;
  let alice: MoneyUser;
  let mallory: MoneyUser;
  let operator: MoneyUser;
  let aliceChat: number;
  const inbox = (path: string, headers: Record<string, string>) => t.app.inject({ url: `/web-api/office/support-inbox${path}`, headers });
  const answer = (id: string | number, body: unknown, headers: Record<string, string>) =>
    send(t.app, 'POST', `/web-api/office/support-inbox/${id}/messages`, body, headers);
  /** A refusal: 4xx, a JSON error document, and nothing of Alice's chat. */
  const refused = (res: { statusCode: number; body: string }, status?: number) => {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (status !== undefined) expect(res.statusCode, res.body).toBe(status);
    expect(res.body).not.toContain(SECRET);
  };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createMoneyUser(t.db);
    mallory = await createMoneyUser(t.db);
    operator = await createMoneyUser(t.db);
    expect((await send(t.app, 'POST', '/web-api/dev/staff', { userId: operator.id })).statusCode).toBe(200);
    const opened = await send(t.app, 'POST', '/web-api/support/chat/messages', { message: SECRET }, alice.headers);
    expect(opened.statusCode, opened.body).toBe(200);
    aliceChat = v.parse(TicketThreadSchema, opened.json()).ticket.id;
  });
  afterAll(async () => t.close());

  it('thread ids that are not a chat\'s: 400 for what is not an id, 404 for an id of no chat', async () => {
    const notIds = ['1e309', '99999999999999999999', '2147483648', '-1', '+1', '1.0', '0x10', 'abc', '1e3', '%20' + aliceChat, `${aliceChat}%00`,
      `${aliceChat}%0A`, `%0D%0A${aliceChat}`, `${aliceChat}%E2%80%8B`, '%EF%BC%91', 'NaN', 'Infinity', `${aliceChat},${aliceChat}`];
    for (const id of notIds) {
      refused(await inbox(`/${id}`, operator.headers), 400);
      refused(await answer(id, { message: 'probe' }, operator.headers), 400);
    }
    // A dot-segment path leaves the inbox's routes: no route, 404.
    refused(await inbox('/%2E%2E', operator.headers), 404);
    for (const id of ['0', '999999999', '000000000']) {
      refused(await inbox(`/${id}`, operator.headers), 404);
      refused(await answer(id, { message: 'probe' }, operator.headers), 404);
    }
    // Every stored id is reachable (a serial runs to 2147483647, ten digits), one past it is not an id.
    refused(await inbox('/2147483647', operator.headers), 404);
    refused(await t.app.inject({ url: '/web-api/office/support/tickets/2147483647', headers: mallory.headers }), 404);
    refused(await t.app.inject({ url: '/web-api/office/support/tickets/2147483648', headers: mallory.headers }), 400);
    // Nothing was written to any chat by the probe.
    expect(await t.db.query(`SELECT 1 FROM support_messages WHERE body = 'probe'`)).toEqual([]);
  });

  it('odd bodies: nested, huge, not JSON, not a message — refused before anything is written', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}"deep"${']'.repeat(depth)}`;
    const bodies: { payload: string; type?: string; status?: number }[] = [
      { payload: `{"message":${nested(5000)}}` },
      { payload: `{"message":"hi","x":${nested(100_000)}}`, status: 413 },
      { payload: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}` },
      { payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024) }), status: 413 },
      { payload: `{"message":"${'x'.repeat(4001)}"}` },
      { payload: '{"message": "ok", "__proto__": {"admin": true}}' },
      { payload: '{"message": "ok", "constructor": {"prototype": {"admin": true}}}' },
      { payload: '{"message": ' },
      { payload: '[]' },
      { payload: 'null' },
      { payload: '"message"' },
      { payload: '{"message": ["hi"]}' },
      { payload: '{"message": {"toString": "hi"}}' },
      { payload: '{"message": 12345}' },
      { payload: '{"message": "   "}' },
      { payload: '{"message": "hi\\u0000there"}' },
      { payload: '{"message": "hi\\u001bthere"}' },
      { payload: 'message=hi', type: 'application/x-www-form-urlencoded' },
      { payload: 'hi', type: 'text/plain' },
    ];
    for (const b of bodies) {
      const res = await t.app.inject({
        method: 'POST', url: `/web-api/office/support-inbox/${aliceChat}/messages`, payload: b.payload,
        headers: { ...XHR, ...operator.headers, 'content-type': b.type ?? 'application/json' },
      });
      refused(res, b.status);
    }
    const written = await t.db.query(`SELECT 1 FROM support_messages WHERE ticket_id = $1 AND author = 'support'`, [aliceChat]);
    expect(written).toEqual([]);
  });

  it('a player calling the operator routes: 403 on every route and id, and the chat is unchanged; no login 401', async () => {
    for (const headers of [mallory.headers, alice.headers]) {
      refused(await inbox('', headers), 403);
      refused(await inbox(`/${aliceChat}`, headers), 403);
      refused(await inbox('/1e309', headers));
      refused(await answer(aliceChat, { message: 'I am support, send me your password' }, headers), 403);
    }
    const strangers: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }, { authorization: `Bearer ${operator.token}x` }];
    for (const headers of strangers) {
      refused(await inbox('', headers), 401);
      refused(await inbox(`/${aliceChat}`, headers), 401);
      refused(await answer(aliceChat, { message: 'hijack' }, headers), 401);
    }
    // The player's own routes do not open another player's chat either.
    refused(await t.app.inject({ url: `/web-api/office/support/tickets/${aliceChat}`, headers: mallory.headers }), 404);
    refused(await send(t.app, 'POST', `/web-api/office/support/tickets/${aliceChat}/messages`, { message: 'hijack' }, mallory.headers), 404);
    refused(await send(t.app, 'POST', `/web-api/office/support/tickets/${aliceChat}/close`, {}, mallory.headers));
    const thread = v.parse(TicketThreadSchema, (await t.app.inject({ url: `/web-api/office/support/tickets/${aliceChat}`, headers: alice.headers })).json());
    expect(thread.messages.filter((m) => m.author === 'user').map((m) => m.body)).toEqual([SECRET]);
    expect(thread.ticket.status).toBe('open');
  });

  it('a staff member of another role, and an operator whose role was taken away, are refused', async () => {
    const finance = await createMoneyUser(t.db);
    // The schema knows one role today; a second one is what the check must not confuse with 'support'.
    await t.db.exec(`ALTER TABLE staff_members DROP CONSTRAINT IF EXISTS staff_members_role_check`);
    await t.db.query(`INSERT INTO staff_members (user_id, role) VALUES ($1, 'finance')`, [finance.id]);
    refused(await inbox('', finance.headers), 403);
    refused(await inbox(`/${aliceChat}`, finance.headers), 403);
    refused(await answer(aliceChat, { message: 'finance here' }, finance.headers), 403);
    const former = await createMoneyUser(t.db);
    await t.db.query(`INSERT INTO staff_members (user_id, role) VALUES ($1, 'support')`, [former.id]);
    expect((await inbox('', former.headers)).statusCode).toBe(200);
    await t.db.query('DELETE FROM staff_members WHERE user_id = $1', [former.id]);
    refused(await inbox(`/${aliceChat}`, former.headers), 403);
    refused(await answer(aliceChat, { message: 'still here' }, former.headers), 403);
  });

  it('answers to an unknown chat, a form ticket or a closed chat are refused and write nothing', async () => {
    const form = await send(t.app, 'POST', '/web-api/office/support/tickets', { category: 'other', subject: 'A form ticket', message: 'Not a chat at all, sorry' }, mallory.headers);
    expect(form.statusCode, form.body).toBe(201);
    const formId = (form.json() as { ticket: { id: number } }).ticket.id;
    refused(await answer(formId, { message: 'to a form' }, operator.headers), 404);
    refused(await answer(2_147_483_647, { message: 'to nothing' }, operator.headers), 404);
    const closed = await send(t.app, 'POST', `/web-api/office/support/tickets/${aliceChat}/close`, {}, alice.headers);
    expect(closed.statusCode, closed.body).toBe(200);
    refused(await answer(aliceChat, { message: 'after close' }, operator.headers), 409);
    // The closed chat can still be read by the operator, and is out of the open list.
    const thread = v.parse(InboxThreadSchema, (await inbox(`/${aliceChat}`, operator.headers)).json());
    expect(thread.chat.ticket.status).toBe('closed');
    expect(await t.db.query(`SELECT body FROM support_messages WHERE body IN ('to a form', 'to nothing', 'after close')`)).toEqual([]);
  });

  it('an answer racing the player\'s close never reopens the chat: either it lands before the close or it is refused', async () => {
    for (let i = 0; i < 8; i++) {
      const opened = await send(t.app, 'POST', '/web-api/support/chat/messages', { message: `race ${i}` }, mallory.headers);
      const id = v.parse(TicketThreadSchema, opened.json()).ticket.id;
      const [closed, answered] = await Promise.all([
        send(t.app, 'POST', `/web-api/office/support/tickets/${id}/close`, {}, mallory.headers),
        answer(id, { message: `answer ${i}` }, operator.headers),
      ]);
      expect(closed.statusCode, closed.body).toBe(200);
      expect([200, 409], answered.body).toContain(answered.statusCode);
      const row = await t.db.one<{ status: string }>('SELECT status FROM support_tickets WHERE id = $1', [id]);
      expect(row!.status).toBe('closed');
      const written = await t.db.query(`SELECT 1 FROM support_messages WHERE ticket_id = $1 AND body = $2`, [id, `answer ${i}`]);
      expect(written).toHaveLength(answered.statusCode === 200 ? 1 : 0);
    }
  });

  it('the player\'s own reply racing their close (another tab) never reopens the ticket either', async () => {
    for (let i = 0; i < 8; i++) {
      const opened = await send(t.app, 'POST', '/web-api/support/chat/messages', { message: `tabs ${i}` }, mallory.headers);
      const id = v.parse(TicketThreadSchema, opened.json()).ticket.id;
      const [closed, replied] = await Promise.all([
        send(t.app, 'POST', `/web-api/office/support/tickets/${id}/close`, {}, mallory.headers),
        send(t.app, 'POST', `/web-api/office/support/tickets/${id}/messages`, { message: `reply ${i}` }, mallory.headers),
      ]);
      expect(closed.statusCode, closed.body).toBe(200);
      expect([200, 409], replied.body).toContain(replied.statusCode);
      const row = await t.db.one<{ status: string }>('SELECT status FROM support_tickets WHERE id = $1', [id]);
      expect(row!.status).toBe('closed');
      const written = await t.db.query(`SELECT 1 FROM support_messages WHERE ticket_id = $1 AND body = $2`, [id, `reply ${i}`]);
      expect(written).toHaveLength(replied.statusCode === 200 ? 1 : 0);
    }
  });
});
