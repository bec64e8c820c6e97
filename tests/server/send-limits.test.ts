import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorAnswerSchema } from '../../streams/schemas/api-error.ts';
import { CodeSentAnswerSchema } from '../../streams/schemas/auth.ts';
import { PhoneSendAnswerSchema } from '../../streams/schemas/office.ts';
import { SEND_LIMITS } from '../../server/auth/send-limits.ts';
import { createMoneyUser } from './support/office-users.ts';
import { asUser, registerTestUser } from './support/users.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';

// Issue 20 item 7: messages that cost the operator money or reach a third person are limited per player, per
// destination and per client address, with a growing resend wait and daily caps; a refusal is 429 with the seconds
// to wait in retryAfterSec and Retry-After. The attacks of the report are replayed as they were made.

type Inject = Awaited<ReturnType<typeof send>>;

/** The refusal's wait, checked against the header. */
function waitOf(res: Inject): number {
  expect(res.statusCode, res.body).toBe(429);
  const item = v.parse(ApiErrorAnswerSchema, res.json()).errors[0]!;
  expect(item.retryAfterSec).toBeGreaterThan(0);
  expect(res.headers['retry-after']).toBe(String(item.retryAfterSec));
  return item.retryAfterSec!;
}

const outboxCount = async (t: TestApp, where: string, param: string) =>
  (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM dev_outbox WHERE ${where}`, [param]))!.n;

/** Ends every running resend wait, as if their time had passed (caps and counts stay). */
const waitsPass = (t: TestApp) => t.db.query(`UPDATE rate_counters SET next_at = now() - interval '1 second' WHERE next_at IS NOT NULL`);

describe('issue 20 #7: limits on SMS and e-mails (development limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('20 phone-binding SMS in a row from one player: one is sent, the others wait with the seconds to wait', async () => {
    const player = await createMoneyUser(t.db);
    const answers: Inject[] = [];
    for (let i = 0; i < 20; i += 1) {
      answers.push(await send(t.app, 'POST', '/web-api/office/security/phone/send', { phone: `+7900200${String(i).padStart(4, '0')}` }, player.headers));
    }
    const first = v.parse(PhoneSendAnswerSchema, answers[0]!.json());
    expect(first.resendInSec).toBe(SEND_LIMITS.resendWaitSec);
    for (const refused of answers.slice(1)) {
      expect(refused.json()).toMatchObject({ errors: [{ status: '429', code: 'code_recently_sent' }] });
      expect(waitOf(refused)).toBeLessThanOrEqual(SEND_LIMITS.resendWaitSec);
    }
    expect(await outboxCount(t, 'purpose = $1', `phone_binding:${player.id}`)).toBe(1);
  });

  it('5 phone-binding SMS to one number from 5 players: the number gets one', async () => {
    const phone = '+79003334455';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const player = await createMoneyUser(t.db);
      statuses.push((await send(t.app, 'POST', '/web-api/office/security/phone/send', { phone }, player.headers)).statusCode);
    }
    expect(statuses).toEqual([200, 429, 429, 429, 429]);
    expect(await outboxCount(t, 'destination = $1', phone)).toBe(1);
  });

  it('the resend wait grows: 60 s after the first message of the day, then 120 s, 240 s', async () => {
    const player = await createMoneyUser(t.db);
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await waitsPass(t);
      const res = await send(t.app, 'POST', '/web-api/office/security/phone/send', { phone: '+79004445566' }, player.headers);
      waits.push(v.parse(PhoneSendAnswerSchema, res.json()).resendInSec);
      expect(waitOf(await send(t.app, 'POST', '/web-api/office/security/phone/send', { phone: '+79004445566' }, player.headers))).toBeGreaterThan(waits[i]! - 3);
    }
    expect(waits).toEqual([60, 120, 240]);
  });

  it('every other message is limited the same way: SMS codes, recovery, credentials and activation e-mails', async () => {
    const sms = { purpose: 'phone_reg', 'phone-code': '7', 'phone-number': '9005556677' };
    expect(v.parse(CodeSentAnswerSchema, (await send(t.app, 'POST', '/web-api/auth/sms/send', sms)).json()).resendInSec).toBe(60);
    expect(waitOf(await send(t.app, 'POST', '/web-api/auth/sms/send', sms))).toBeGreaterThan(50);

    const user = await registerTestUser(t, { password: 'Secret-pass-1' });
    // Registration sent one activation e-mail (counted like any message to the address).
    expect(await outboxCount(t, 'destination = $1', user.email!)).toBe(1);
    const forgot = await send(t.app, 'POST', '/web-api/auth/password/forgot', { login: user.email });
    expect(v.parse(CodeSentAnswerSchema, forgot.json()).resendInSec).toBe(60);
    expect(waitOf(await send(t.app, 'POST', '/web-api/auth/password/forgot', { login: user.email }))).toBeGreaterThan(50);
    // The same for a login nobody has: the answer does not tell them apart.
    expect((await send(t.app, 'POST', '/web-api/auth/password/forgot', { login: 'ghost@example.com' })).statusCode).toBe(200);
    expect(waitOf(await send(t.app, 'POST', '/web-api/auth/password/forgot', { login: 'ghost@example.com' }))).toBeGreaterThan(50);

    const credentials = { email: 'friend@example.com', password: user.password };
    expect((await send(t.app, 'POST', '/web-api/auth/credentials/send', credentials, asUser(user))).statusCode).toBe(200);
    expect(waitOf(await send(t.app, 'POST', '/web-api/auth/credentials/send', credentials, asUser(user)))).toBeGreaterThan(50);
    expect(await outboxCount(t, 'destination = $1', 'friend@example.com')).toBe(1);
  });
});

describe('issue 20 #7: daily caps (production limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ vars: { NODE_ENV: 'production', ENABLE_DEV_API: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('one number gets at most 5 messages a day, however long the sender waits between them', async () => {
    const phone = '+79006667788';
    const player = await createMoneyUser(t.db);
    for (let i = 0; i < SEND_LIMITS.perDestinationDay; i += 1) {
      await waitsPass(t);
      expect((await send(t.app, 'POST', '/web-api/office/security/phone/send', { phone }, player.headers)).statusCode).toBe(200);
    }
    await waitsPass(t);
    const refused = await send(t.app, 'POST', '/web-api/office/security/phone/send', { phone }, player.headers);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'send_limit_reached' }] });
    expect(waitOf(refused)).toBeGreaterThan(86_000);
    expect(await outboxCount(t, 'destination = $1', phone)).toBe(SEND_LIMITS.perDestinationDay);
  });

  it('one address sends at most 10 messages an hour, whatever players and numbers it uses', async () => {
    await t.db.query('DELETE FROM rate_counters');
    const statuses: number[] = [];
    for (let i = 0; i <= SEND_LIMITS.perAddressHour; i += 1) {
      const player = await createMoneyUser(t.db);
      statuses.push((await send(t.app, 'POST', '/web-api/office/security/phone/send', { phone: `+7900300${String(i).padStart(4, '0')}` }, player.headers)).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(SEND_LIMITS.perAddressHour);
    expect(statuses.at(-1)).toBe(429);
  });
});
