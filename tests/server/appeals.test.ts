import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { TicketListSchema } from '../../streams/schemas/office.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { createMoneyUser } from './support/office-users.ts';

// R18 block-appeal-history: a player's appeals are their support tickets of the topic appeal, listed with their states.

describe('[R18] appeals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('the list of one topic holds only the player\'s own appeals, with their states; a bad topic is 400, a visitor 401', async () => {
    const u = await createMoneyUser(t.db, { currency: 'EUR' });
    const other = await createMoneyUser(t.db, { currency: 'EUR' });
    const open = async (who: typeof u, category: string, subject: string) =>
      (await send(t.app, 'POST', '/web-api/office/support/tickets', { category, subject, message: `About ${subject}, please look again.` }, who.headers)).json().ticket.id as number;
    const appeal = await open(u, 'appeal', 'My account was suspended');
    await open(u, 'payments', 'Deposit question');
    await open(other, 'appeal', 'Not mine');
    const closed = await send(t.app, 'POST', `/web-api/office/support/tickets/${appeal}/close`, undefined, u.headers);
    expect(closed.statusCode, closed.body).toBe(200);
    const list = v.parse(TicketListSchema, (await t.app.inject({ url: '/web-api/office/support/tickets?category=appeal', headers: u.headers })).json());
    expect(list.tickets.map((x) => [x.subject, x.category, x.status])).toEqual([['My account was suspended', 'appeal', 'closed']]);
    const all = v.parse(TicketListSchema, (await t.app.inject({ url: '/web-api/office/support/tickets', headers: u.headers })).json());
    expect(all.tickets).toHaveLength(2);
    expect((await t.app.inject({ url: '/web-api/office/support/tickets?category=../../x', headers: u.headers })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/web-api/office/support/tickets?category=appeal' })).statusCode).toBe(401);
  });
});
