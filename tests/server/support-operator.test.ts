import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DEV_SUPPORT_OPERATOR, EnvError, parseEnv } from '../../server/env.ts';
import { describeSupportOperator, ensureSupportOperator } from '../../server/seed/support-operator.ts';
import { LoginAnswerSchema } from '../../streams/schemas/auth.ts';
import { InboxListSchema } from '../../streams/schemas/support-inbox.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { createMoneyUser } from './support/office-users.ts';

// Issue 25: a fresh site has a support operator to answer the chats, configured by SUPPORT_OPERATOR_EMAIL and
// SUPPORT_OPERATOR_PASSWORD; without them a development default (printed at start), and none in production.

describe('the support operator\'s configuration', () => {
  it('is the development default without variables outside production, and none in production', () => {
    expect(parseEnv({}).supportOperator).toEqual({ ...DEV_SUPPORT_OPERATOR, devDefault: true });
    expect(parseEnv({ NODE_ENV: 'test' }).supportOperator?.devDefault).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production' }).supportOperator).toBeNull();
  });

  it('takes the configured e-mail and password, in production too', () => {
    const env = { SUPPORT_OPERATOR_EMAIL: ' Desk@Example.com ', SUPPORT_OPERATOR_PASSWORD: 'Long-secret-42' };
    expect(parseEnv(env).supportOperator).toEqual({ email: 'desk@example.com', password: 'Long-secret-42', devDefault: false });
    expect(parseEnv({ ...env, NODE_ENV: 'production' }).supportOperator).toEqual({ email: 'desk@example.com', password: 'Long-secret-42', devDefault: false });
  });

  it('refuses to start with half a configuration or a weak password', () => {
    for (const env of [
      { SUPPORT_OPERATOR_EMAIL: 'desk@example.com' },
      { SUPPORT_OPERATOR_PASSWORD: 'Long-secret-42' },
      { SUPPORT_OPERATOR_EMAIL: 'not-an-email', SUPPORT_OPERATOR_PASSWORD: 'Long-secret-42' },
      { SUPPORT_OPERATOR_EMAIL: 'desk@example.com', SUPPORT_OPERATOR_PASSWORD: 'short' },
      { SUPPORT_OPERATOR_EMAIL: 'desk@example.com', SUPPORT_OPERATOR_PASSWORD: 'short', NODE_ENV: 'production' },
    ]) {
      expect(() => parseEnv(env), JSON.stringify(env)).toThrow(EnvError);
    }
  });

  it('the start-up line prints the password of the development default only', () => {
    const dev = parseEnv({}).supportOperator;
    expect(describeSupportOperator(dev)).toContain(DEV_SUPPORT_OPERATOR.password);
    const configured = describeSupportOperator(parseEnv({ SUPPORT_OPERATOR_EMAIL: 'desk@example.com', SUPPORT_OPERATOR_PASSWORD: 'Long-secret-42' }).supportOperator);
    expect(configured).toContain('desk@example.com');
    expect(configured).not.toContain('Long-secret-42');
    const production = describeSupportOperator(parseEnv({ NODE_ENV: 'production' }).supportOperator);
    expect(production).not.toContain(DEV_SUPPORT_OPERATOR.password);
    expect(production).not.toContain(DEV_SUPPORT_OPERATOR.email);
  });
});

describe('the support operator made sure of at start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const signIn = async (email: string, password: string) => {
    const res = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: email, uPassword: password, save: false });
    expect(res.statusCode, res.body).toBe(200);
    const answer = v.parse(LoginAnswerSchema, res.json());
    if (answer.status !== 'ok') throw new Error(`login answered ${answer.status}`);
    return { authorization: `Bearer ${answer.token}` };
  };

  it('is created once, signs in by e-mail and opens the operators\' inbox', async () => {
    const operator = { email: 'desk@example.com', password: 'Long-secret-42', devDefault: false };
    const first = await ensureSupportOperator(t.db, operator);
    expect(first.created).toBe(true);
    // A restart finds the same user, and a changed password in the configuration does not overwrite theirs.
    expect(await ensureSupportOperator(t.db, { ...operator, password: 'Other-secret-7' })).toEqual({ userId: first.userId, created: false });
    const headers = await signIn('desk@example.com', 'Long-secret-42');
    const inbox = await t.app.inject({ url: '/web-api/office/support-inbox', headers });
    expect(inbox.statusCode).toBe(200);
    expect(v.parse(InboxListSchema, inbox.json()).chats).toBeInstanceOf(Array);
    expect(await t.db.query('SELECT 1 FROM users WHERE lower(email) = $1', ['desk@example.com'])).toHaveLength(1);
  });

  it('an existing user of the configured e-mail keeps their password and is given the role', async () => {
    const player = await createMoneyUser(t.db);
    expect((await t.app.inject({ url: '/web-api/office/support-inbox', headers: player.headers })).statusCode).toBe(403);
    const email = `${player.login}@example.test`;
    expect(await ensureSupportOperator(t.db, { email, password: 'Never-used-1', devDefault: false })).toEqual({ userId: player.id, created: false });
    expect((await t.app.inject({ url: '/web-api/office/support-inbox', headers: player.headers })).statusCode).toBe(200);
    expect((await send(t.app, 'POST', '/web-api/auth/login', { uLogin: email, uPassword: 'Never-used-1' })).statusCode).not.toBe(200);
  });
});
