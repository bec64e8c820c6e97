import type { APIRequestContext, APIResponse } from '@playwright/test';

// API calls of the session's setup through the faulted server: each is retried while the answer is a 5xx or the
// connection drops (both are injected before the server does anything, server/app.ts, so a retry is safe; the
// money-moving ones carry an Idempotency-Key anyway). The dev API and /health are never faulted.

export const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

export async function retried(call: () => Promise<APIResponse>, what: string, attempts = 12): Promise<APIResponse> {
  let last = '';
  for (let i = 0; i < attempts; i += 1) {
    try {
      const res = await call();
      if (res.status() < 500) return res;
      last = `${res.status()} ${(await res.text()).slice(0, 200)}`;
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, 200 + 200 * i));
  }
  throw new Error(`${what}: no answer after ${attempts} tries (last: ${last})`);
}

async function ok(res: APIResponse, what: string, status?: number): Promise<APIResponse> {
  if (status !== undefined ? res.status() !== status : !res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return res;
}

export interface SessionUser { userId: number; login: string; password: string }

/** A fast_reg user; the request context (a page's) is logged in as them. */
export async function register(request: APIRequestContext): Promise<SessionUser> {
  const res = await ok(await retried(() => request.post('/web-api/auth/registration', {
    headers: XHR, data: { type: 'fast_reg', currency: 'RUB', country_id: 1, agree: true },
  }), 'registration'), 'registration', 201);
  const body = (await res.json()) as { userId: number; login: string; password: string };
  return { userId: body.userId, login: body.login, password: body.password };
}

/** Logs the request context in again (after the session found it logged out). */
export async function login(request: APIRequestContext, user: SessionUser): Promise<void> {
  await ok(await retried(() => request.post('/web-api/auth/login', { headers: XHR, data: { uLogin: user.login, uPassword: user.password, save: true } }), 'login'), 'login');
}

/** Money on the main account: a deposit with one Idempotency-Key (retried), decided by the dev API. */
export async function fund(request: APIRequestContext, amount: number): Promise<void> {
  const methods = (await (await ok(await retried(() => request.get('/web-api/payments/methods?direction=deposit', { headers: XHR }), 'payment methods'), 'payment methods')).json()) as
    { accountId: number; methods: Array<{ id: string }> };
  const key = `faults-dep-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  const dep = await ok(await retried(() => request.post('/web-api/payments/deposit', {
    headers: { ...XHR, 'Idempotency-Key': key }, data: { accountId: methods.accountId, methodId: methods.methods[0]!.id, amount, lang: 'en' },
  }), 'deposit'), 'deposit', 201);
  const { paymentId } = (await dep.json()) as { paymentId: number };
  await ok(await request.post(`/web-api/dev/payments/${paymentId}/resolve`, { headers: XHR, data: { outcome: 'success' } }), 'deposit resolve');
}
