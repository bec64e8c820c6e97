import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { send } from './test-app.ts';

// Test people for every server test (issue 3 contract). Registers through the real endpoint
// (POST /web-api/auth/registration, type fast_reg: one click, the server generates login and password) or, with a
// password given, through full_reg, so the user has the main account in the chosen currency like any customer.
//
//   const { userId, login, password, token } = await registerTestUser(t.app, { currency: 'EUR' });
//   await t.app.inject({ url: '/web-api/...', headers: { authorization: `Bearer ${token}` } });
//   // or as a cookie: headers: { cookie: `user_token=${token}` }

export interface TestUser {
  userId: number;
  /** The account number (login by id). */
  login: string;
  password: string;
  /** A user token (JWT) for `Authorization: Bearer` or the user_token cookie. */
  token: string;
  /** Set when a password was given (full_reg). */
  email?: string;
}

let counter = 0;

export async function registerTestUser(target: FastifyInstance | { app: FastifyInstance }, options: { currency?: string; password?: string; countryId?: number } = {}): Promise<TestUser> {
  const app = 'app' in target ? target.app : target;
  const currency = options.currency ?? 'RUB';
  const country_id = options.countryId ?? 1;
  if (options.password === undefined) {
    const res = await send(app, 'POST', '/web-api/auth/registration', { type: 'fast_reg', currency, country_id, agree: true });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { userId: number; login: string; password: string; token: string };
    return { userId: body.userId, login: body.login, password: body.password, token: body.token };
  }
  counter += 1;
  const email = `test.user.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
  const res = await send(app, 'POST', '/web-api/auth/registration', {
    type: 'full_reg', currency, country_id, agree: true, email, password: options.password, password_confirm: options.password,
    user_name: 'Test', user_surname: 'User', birth_date: '1990-01-01',
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { userId: number; login: string; token: string };
  return { userId: body.userId, login: body.login, password: options.password, token: body.token, email };
}

/** Headers that act as the user (bearer token plus X-Requested-With). */
export const asUser = (user: { token: string }) => ({ 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${user.token}` });
