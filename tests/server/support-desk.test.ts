import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { helpAnswer } from '../../server/support/help-assistant.ts';
import { TicketThreadSchema } from '../../streams/schemas/office.ts';
import { ChatThreadAnswerSchema } from '../../streams/schemas/shell-extras.ts';
import { InboxListSchema, InboxThreadSchema } from '../../streams/schemas/support-inbox.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { createMoneyUser, newKey, type MoneyUser } from './support/office-users.ts';

// Issue 25: the support chat's other side. The help assistant answers a chat message from the help pages in the
// player's language (or hands over to an operator); the operators of the staff role 'support' list the open chats in
// their inbox and answer them; a player who came through a payment consultant's link is the payment consultants'.

describe('the help assistant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('finds the help page that answers a question, in the asker\'s language, with an excerpt and the page\'s link', async () => {
    expect(await helpAnswer(t.db, 'en', 'How do I place a bet?')).toMatchObject({ title: 'How to place a bet', link: '/en/howbet' });
    expect((await helpAnswer(t.db, 'en', 'What is KYC?'))?.link).toMatch(/^\/en\/(amlkyc|kycpolicy)/);
    const ru = await helpAnswer(t.db, 'ru', 'Как сделать ставку?');
    expect(ru).toMatchObject({ title: 'Как сделать ставку', link: '/ru/howbet' });
    expect(ru!.excerpt).toMatch(/^Ставка делается/);
    expect(ru!.excerpt.length).toBeLessThanOrEqual(281);
    // A heading answers, and the link goes to it.
    expect((await helpAnswer(t.db, 'tr', 'Para çekme ne kadar sürer?'))?.link).toMatch(/^\/tr\/payment#/);
    expect((await helpAnswer(t.db, 'ru', 'налог на выигрыш'))?.link).toBe('/ru/taxation');
  });

  it('has no answer for what the help pages do not cover', async () => {
    for (const [lang, q] of [['en', 'hello'], ['en', 'my account is blocked'], ['ru', 'привет'], ['en', '???']] as const) {
      expect(await helpAnswer(t.db, lang, q)).toBeNull();
    }
  });
});

describe('the support chat with its assistant and the operators\' inbox', () => {
  let t: TestApp;
  let alice: MoneyUser;
  let bob: MoneyUser;
  let operator: MoneyUser;
  const chat = (user: MoneyUser, message: string, headers: Record<string, string> = {}) =>
    send(t.app, 'POST', '/web-api/support/chat/messages', { message }, { ...user.headers, ...headers });
  beforeAll(async () => {
    t = await createTestApp();
    alice = await createMoneyUser(t.db);
    bob = await createMoneyUser(t.db);
    operator = await createMoneyUser(t.db);
    expect((await send(t.app, 'POST', '/web-api/dev/staff', { userId: operator.id })).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it('the assistant answers a first message from the help pages in the player\'s language, and hands over when nothing matches', async () => {
    const first = v.parse(TicketThreadSchema, (await chat(alice, 'Как сделать ставку?', { 'x-language': 'ru' })).json());
    expect(first.messages.map((m) => m.author)).toEqual(['user', 'assistant']);
    expect(first.messages[1]).toMatchObject({ link: '/ru/howbet', template: null });
    expect(first.messages[1]!.body).toMatch(/^Как сделать ставку — Ставка делается/);
    const lost = v.parse(TicketThreadSchema, (await chat(alice, 'hello?')).json());
    expect(lost.messages.at(-1)).toMatchObject({ author: 'assistant', template: 'handover' });
    expect(lost.messages.at(-1)).not.toHaveProperty('link');
    // Said once in a row, not after every message.
    const again = v.parse(TicketThreadSchema, (await chat(alice, 'anyone?')).json());
    expect(again.messages.map((m) => m.author).slice(-3)).toEqual(['user', 'assistant', 'user']);
  });

  it('an operator lists the open chats, reads one and answers; the player\'s chat poll shows the answer and the assistant keeps quiet', async () => {
    const inbox = v.parse(InboxListSchema, (await t.app.inject({ url: '/web-api/office/support-inbox', headers: operator.headers })).json());
    const mine = inbox.chats.find((c) => c.userId === alice.id);
    expect(mine).toMatchObject({ waiting: true, paymentConsultant: false, ticket: { status: 'open' } });
    const thread = v.parse(InboxThreadSchema, (await t.app.inject({ url: `/web-api/office/support-inbox/${mine!.ticket.id}`, headers: operator.headers })).json());
    expect(thread.messages.map((m) => m.body)).toContain('anyone?');
    const answered = await send(t.app, 'POST', `/web-api/office/support-inbox/${mine!.ticket.id}/messages`, { message: 'Hello, I am Kate from support.' }, operator.headers);
    expect(answered.statusCode).toBe(200);
    expect(v.parse(InboxThreadSchema, answered.json()).chat).toMatchObject({ waiting: false, ticket: { status: 'answered' } });
    const polled = v.parse(ChatThreadAnswerSchema, (await t.app.inject({ url: '/web-api/support/chat', headers: alice.headers })).json());
    expect(polled.thread?.messages.at(-1)).toMatchObject({ author: 'support', body: 'Hello, I am Kate from support.' });
    const next = v.parse(TicketThreadSchema, (await chat(alice, 'How do I place a bet?')).json());
    expect(next.messages.at(-1)).toMatchObject({ author: 'user' });
    const row = await t.db.one<{ operator_id: number }>(`SELECT operator_id FROM support_messages WHERE author = 'support' AND ticket_id = $1`, [mine!.ticket.id]);
    expect(row!.operator_id).toBe(operator.id);
  });

  it('a player cannot see or answer another player\'s conversation: not in the inbox (403), not by id (404)', async () => {
    const bobs = v.parse(TicketThreadSchema, (await chat(bob, 'Where is my deposit?')).json());
    const id = bobs.ticket.id;
    expect((await t.app.inject({ url: '/web-api/office/support-inbox' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/web-api/office/support-inbox', headers: alice.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/web-api/office/support-inbox/${id}`, headers: alice.headers })).statusCode).toBe(403);
    expect((await send(t.app, 'POST', `/web-api/office/support-inbox/${id}/messages`, { message: 'I am support, send me your password' }, alice.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/web-api/office/support/tickets/${id}`, headers: alice.headers })).statusCode).toBe(404);
    expect((await send(t.app, 'POST', `/web-api/office/support/tickets/${id}/messages`, { message: 'hijack' }, alice.headers)).statusCode).toBe(404);
    const after = v.parse(TicketThreadSchema, (await t.app.inject({ url: `/web-api/office/support/tickets/${id}`, headers: bob.headers })).json());
    expect(after.messages.map((m) => m.body)).not.toContain('I am support, send me your password');
    expect(after.messages.map((m) => m.body)).not.toContain('hijack');
    // An operator: an unknown chat or a form ticket is 404, a bad body 400.
    expect((await t.app.inject({ url: '/web-api/office/support-inbox/999999', headers: operator.headers })).statusCode).toBe(404);
    const form = await send(t.app, 'POST', '/web-api/office/support/tickets', { category: 'other', subject: 'A form ticket', message: 'Not a chat at all, sorry' }, bob.headers);
    expect((await t.app.inject({ url: `/web-api/office/support-inbox/${(form.json() as { ticket: { id: number } }).ticket.id}`, headers: operator.headers })).statusCode).toBe(404);
    for (const body of [{ message: '' }, { message: 'x'.repeat(4001) }, {}]) {
      expect((await send(t.app, 'POST', `/web-api/office/support-inbox/${id}/messages`, body, operator.headers)).statusCode).toBe(400);
    }
  });

  it('a player who came through a payment consultant\'s link opens a payments chat, first in the inbox and marked for the consultants', async () => {
    const carol = await createMoneyUser(t.db);
    const thread = v.parse(TicketThreadSchema, (await chat(carol, 'I need help with a deposit', { cookie: 'payment_consultant=1' })).json());
    expect(thread.ticket.category).toBe('payments');
    const plain = v.parse(TicketThreadSchema, (await chat(bob, 'one more')).json());
    expect(plain.ticket.category).toBe('other');
    const inbox = v.parse(InboxListSchema, (await t.app.inject({ url: '/web-api/office/support-inbox', headers: operator.headers })).json());
    expect(inbox.chats[0]).toMatchObject({ userId: carol.id, paymentConsultant: true });
    expect(inbox.chats.filter((c) => c.paymentConsultant).map((c) => c.userId)).toEqual([carol.id]);
  });

  it('a player who came through a payment consultant\'s link has their deposits tagged, and the operator sees them in the thread', async () => {
    const dave = await createMoneyUser(t.db);
    const deposit = (cookie?: string) => send(t.app, 'POST', '/web-api/payments/deposit', { accountId: dave.mainAccountId, methodId: 'card', amount: 500, lang: 'en' },
      { ...dave.headers, 'idempotency-key': newKey(), ...(cookie ? { cookie } : {}) });
    for (const cookie of ['payment_consultant=1', 'payment_consultant=1', undefined, 'payment_consultant=0']) {
      const res = await deposit(cookie);
      expect(res.statusCode, res.body).toBe(201);
    }
    const tags = await t.db.query<{ payment_consultant: boolean }>('SELECT payment_consultant FROM payments WHERE user_id = $1 ORDER BY id', [dave.id]);
    expect(tags.map((r) => r.payment_consultant)).toEqual([true, true, false, false]);
    const opened = v.parse(TicketThreadSchema, (await chat(dave, 'My deposit has not arrived', { cookie: 'payment_consultant=1' })).json());
    const thread = v.parse(InboxThreadSchema, (await t.app.inject({ url: `/web-api/office/support-inbox/${opened.ticket.id}`, headers: operator.headers })).json());
    expect(thread).toMatchObject({ chat: { userId: dave.id, paymentConsultant: true }, consultantDeposits: 2 });
    // Another player's chat counts only that player's tagged deposits.
    const bobs = v.parse(InboxListSchema, (await t.app.inject({ url: '/web-api/office/support-inbox', headers: operator.headers })).json()).chats.find((c) => c.userId === bob.id)!;
    expect(v.parse(InboxThreadSchema, (await t.app.inject({ url: `/web-api/office/support-inbox/${bobs.ticket.id}`, headers: operator.headers })).json()).consultantDeposits).toBe(0);
  });
});
