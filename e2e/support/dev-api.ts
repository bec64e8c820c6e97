import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/** Changes site settings through the server's dev API (off in production). */
export async function patchSettings(request: APIRequestContext, patch: Record<string, unknown>): Promise<void> {
  const res = await request.patch('/web-api/dev/settings', { headers, data: patch });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Puts the site config back to its seed so each test starts from the same state. */
export async function resetServer(request: APIRequestContext): Promise<void> {
  const res = await request.post('/web-api/dev/reset', { headers, data: {} });
  expect(res.ok(), await res.text()).toBe(true);
}
