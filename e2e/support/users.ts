import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

// Logged-in customers for e2e specs (issue 3 contract), through the real registration endpoint (fast_reg: one click,
// the server generates the login and password). Given a Page, the user_token cookie lands in the page's browser
// context, so the next page.goto() is logged in; given an APIRequestContext, its later requests are.
//
//   const { login, password, userId } = await registerAndLogin(page, { currency: 'EUR' });
//   await page.goto('/en/office/account');

const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

export interface E2eUser {
  userId: number;
  /** The account number (login by id). */
  login: string;
  password: string;
  token: string;
}

export async function registerAndLogin(target: Page | APIRequestContext, options: { currency?: string; countryId?: number } = {}): Promise<E2eUser> {
  const request = 'request' in target ? target.request : target;
  const res = await request.post('/web-api/auth/registration', {
    headers,
    data: { type: 'fast_reg', currency: options.currency ?? 'RUB', country_id: options.countryId ?? 1, agree: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { userId: number; login: string; password: string; token: string };
  return { userId: body.userId, login: body.login, password: body.password, token: body.token };
}

/** The latest code sent by SMS or e-mail to `destination` (digits of the phone with its country code, or the e-mail). */
export async function latestCode(request: APIRequestContext, destination: string, purpose?: string): Promise<string> {
  const q = new URLSearchParams({ destination, ...(purpose ? { purpose } : {}) });
  let code: string | null = null;
  await expect.poll(async () => {
    const res = await request.get(`/web-api/dev/outbox?${q.toString()}`);
    const body = (await res.json()) as { messages: Array<{ code: string | null }> };
    code = body.messages[0]?.code ?? null;
    return code;
  }).not.toBeNull();
  return code!;
}

/** The answer of a captcha challenge (dev API). */
export async function captchaAnswer(request: APIRequestContext, id: string): Promise<string> {
  const res = await request.get(`/web-api/dev/captcha/${encodeURIComponent(id)}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { answer: string }).answer;
}
