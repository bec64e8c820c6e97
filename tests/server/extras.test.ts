import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { TicketListSchema, TicketThreadSchema } from '../../streams/schemas/office.ts';
import { ChatThreadAnswerSchema, CountersAnswerSchema } from '../../streams/schemas/shell-extras.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { createMoneyUser, type MoneyUser } from './support/office-users.ts';

// Issue 16's server calls: the cookie-agreement log and the counters (C16), the analytics store (T33, T34), the
// ad-blocker bait (B30) and the support desk's chat (T43), probed as a visitor and as an attacker.

describe('consent, counters, analytics and the support chat', () => {
  let t: TestApp;
  let alice: MoneyUser;
  let bob: MoneyUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await createMoneyUser(t.db);
    bob = await createMoneyUser(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('[C16] the cookie-agreement log keeps what was agreed and cookiesAgreeTime; QA reads it from the dev API', async () => {
    const at = Date.now() - 5000;
    const res = await send(t.app, 'POST', '/web-api/cookies/agreement', { agreeType: 'functional', cookiesAgreeTime: at }, alice.headers);
    expect(res.statusCode).toBe(201);
    const anonymous = await send(t.app, 'POST', '/web-api/cookies/agreement', { agreeType: 'necessary', cookiesAgreeTime: at });
    expect(anonymous.statusCode).toBe(201);
    const list = (await t.app.inject({ url: '/web-api/dev/cookie-agreements?limit=2' })).json() as { agreements: Array<Record<string, unknown>> };
    expect(list.agreements).toMatchObject([
      { agreeType: 'necessary', functional: false, marketing: false, userId: null, cookiesAgreeTime: new Date(at).toISOString() },
      { agreeType: 'functional', functional: true, marketing: false, userId: alice.id, cookiesAgreeTime: new Date(at).toISOString() },
    ]);
  });

  it('[C16] a bad agreement (unknown type, extra keys, an unbelievable time, not JSON) is a 400, never stored', async () => {
    const bodies: unknown[] = [
      { agreeType: 'EVERYTHING', cookiesAgreeTime: Date.now() },
      { agreeType: 'ALL', cookiesAgreeTime: Date.now(), userId: bob.id },
      { agreeType: 'ALL', cookiesAgreeTime: Date.now() + 30 * 86_400_000 },
      { agreeType: 'ALL', cookiesAgreeTime: -1 },
      { agreeType: 'ALL\u0000', cookiesAgreeTime: Date.now() },
      [],
    ];
    for (const body of bodies) expect((await send(t.app, 'POST', '/web-api/cookies/agreement', body)).statusCode).toBe(400);
    const raw = await t.app.inject({ method: 'POST', url: '/web-api/cookies/agreement', headers: { 'x-requested-with': 'qa', 'content-type': 'application/json' }, payload: '{"agreeType":' });
    expect(raw.statusCode).toBe(400);
    const count = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM cookie_agreements');
    expect(count!.n).toBe(2);
  });

  it('[C16] counters by request domain and projectId: the internal counter for project 62 on any domain', async () => {
    const res = await t.app.inject({ url: '/web-api/counters?domain=betarena.example&projectId=62' });
    expect(res.statusCode).toBe(200);
    expect(v.parse(CountersAnswerSchema, res.json()).counters).toEqual([{ id: 1, kind: 'internal' }]);
    expect((await t.app.inject({ url: '/web-api/counters?domain=betarena.example&projectId=7' })).json()).toEqual({ counters: [] });
    for (const q of ['domain=a%20b&projectId=62', 'domain=x&projectId=abc', 'projectId=62', 'domain=' + 'a'.repeat(300) + '&projectId=62']) {
      expect((await t.app.inject({ url: `/web-api/counters?${q}` })).statusCode).toBe(400);
    }
  });

  it('[T34] analytics events are stored for QA, with the player when logged in; bad batches are refused whole', async () => {
    const now = Date.now();
    const batch = { counterId: 1, events: [{ name: 'performance', at: now, page: '/en/', data: { ttfb: 40, load: 900 } }, { name: 'page_view', at: now, page: '/en/live', data: {} }] };
    const res = await send(t.app, 'POST', '/web-api/analytics/events', batch, alice.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stored: 2 });
    const read = (await t.app.inject({ url: '/web-api/dev/analytics/events?limit=2' })).json() as { events: Array<Record<string, unknown>> };
    expect(read.events).toMatchObject([
      { name: 'page_view', page: '/en/live', userId: alice.id, counterId: 1 },
      { name: 'performance', page: '/en/', data: { ttfb: 40, load: 900 }, userId: alice.id },
    ]);
    const bad: unknown[] = [
      { ...batch, counterId: 999 },
      { ...batch, events: [] },
      { ...batch, events: Array(51).fill(batch.events[1]) },
      { ...batch, events: [{ ...batch.events[1], name: 'drop_table' }] },
      { ...batch, events: [{ ...batch.events[1], page: 'https://evil.example/' }] },
      { ...batch, events: [{ ...batch.events[1], data: { nested: { deep: 1 } } }] },
      { ...batch, events: [{ ...batch.events[1], data: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }] },
      { ...batch, events: [{ ...batch.events[1], data: { 'bad key': 1 } }] },
      { ...batch, events: [{ ...batch.events[1], at: 0 }] },
    ];
    for (const body of bad) expect([400, 404]).toContain((await send(t.app, 'POST', '/web-api/analytics/events', body)).statusCode);
    const huge = await t.app.inject({ method: 'POST', url: '/web-api/analytics/events', headers: { 'x-requested-with': 'qa', 'content-type': 'application/json' }, payload: JSON.stringify({ ...batch, pad: 'x'.repeat(70_000) }) });
    expect(huge.statusCode).toBe(413);
    const count = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM analytics_events');
    expect(count!.n).toBe(2);
  });

  it('[B30] the ad-blocker bait answers a tiny image', async () => {
    const res = await t.app.inject({ url: '/web-api/ads/banner.gif?ad_type=banner&adsbox=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
  });

  it('[T43] a chat message opens a chat ticket in the player\'s support tickets, and later ones join it', async () => {
    expect((await t.app.inject({ url: '/web-api/support/chat/status' })).json()).toEqual({ available: true });
    expect(v.parse(ChatThreadAnswerSchema, (await t.app.inject({ url: '/web-api/support/chat', headers: alice.headers })).json())).toEqual({ thread: null });
    const first = await send(t.app, 'POST', '/web-api/support/chat/messages', { message: '  Hello, where is my deposit?  ' }, alice.headers);
    expect(first.statusCode).toBe(200);
    const thread = v.parse(TicketThreadSchema, first.json());
    expect(thread.ticket).toMatchObject({ subject: 'Hello, where is my deposit?', category: 'other', status: 'open' });
    expect(thread.messages.map((m) => m.author)).toEqual(['user', 'assistant']);
    expect(thread.messages[0]).toMatchObject({ body: 'Hello, where is my deposit?', template: null });
    const second = v.parse(TicketThreadSchema, (await send(t.app, 'POST', '/web-api/support/chat/messages', { message: 'It was 100 RUB' }, alice.headers)).json());
    expect(second.ticket.id).toBe(thread.ticket.id);
    expect(second.messages.length).toBeGreaterThanOrEqual(3);
    const tickets = v.parse(TicketListSchema, (await t.app.inject({ url: '/web-api/office/support/tickets', headers: alice.headers })).json());
    expect(tickets.tickets.map((x) => x.id)).toContain(thread.ticket.id);
    const office = v.parse(TicketThreadSchema, (await t.app.inject({ url: `/web-api/office/support/tickets/${thread.ticket.id}`, headers: alice.headers })).json());
    expect(office.messages.map((m) => m.body)).toContain('It was 100 RUB');
    // Closed in the office, the next chat message opens a new one.
    await send(t.app, 'POST', `/web-api/office/support/tickets/${thread.ticket.id}/close`, undefined, alice.headers);
    const next = v.parse(TicketThreadSchema, (await send(t.app, 'POST', '/web-api/support/chat/messages', { message: 'One more thing' }, alice.headers)).json());
    expect(next.ticket.id).not.toBe(thread.ticket.id);
  });

  it('[T43] the chat is the player\'s own: no login 401, a forged token 401, another player sees none of it, bad bodies 400', async () => {
    expect((await send(t.app, 'POST', '/web-api/support/chat/messages', { message: 'hi' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/web-api/support/chat' })).statusCode).toBe(401);
    const forged = { authorization: `Bearer ${alice.token.slice(0, -4)}AAAA` };
    expect((await send(t.app, 'POST', '/web-api/support/chat/messages', { message: 'hi' }, forged)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/web-api/support/chat', headers: bob.headers })).json()).toEqual({ thread: null });
    for (const body of [{ message: '' }, { message: '   ' }, { message: 'x'.repeat(4001) }, { message: 42 }, { message: 'a\u0007b' }, {}]) {
      expect((await send(t.app, 'POST', '/web-api/support/chat/messages', body, bob.headers)).statusCode).toBe(400);
    }
  });

  it('[T43] two first messages at once open one chat ticket', async () => {
    const carol = await createMoneyUser(t.db);
    const answers = await Promise.all([1, 2, 3].map((n) => send(t.app, 'POST', '/web-api/support/chat/messages', { message: `race ${n}` }, carol.headers)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.db.query<{ id: number }>(`SELECT id FROM support_tickets WHERE user_id = $1 AND channel = 'chat'`, [carol.id]);
    expect(rows).toHaveLength(1);
  });
});
