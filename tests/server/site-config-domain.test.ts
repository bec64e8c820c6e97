import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorAnswerSchema } from '../../streams/schemas/api-error.ts';
import { SiteConfigSchema } from '../../streams/schemas/site-config.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';

// R25: the operator's main domain (site config mainDomain), the host mirror canonicals point at.

describe('site config: operator main domain (R25)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const config = async () => {
    const res = await t.app.inject({ url: '/bff-api/config/all.json?lang=en' });
    expect(res.statusCode).toBe(200);
    return { raw: res.json() as Record<string, unknown>, parsed: v.parse(SiteConfigSchema, res.json()) };
  };

  it('[R25] the config answers mainDomain; the demo default is none (empty: links stay on the serving host)', async () => {
    const { raw, parsed } = await config();
    expect(raw['mainDomain']).toBe('');
    expect(parsed.mainDomain).toBe('');
  });

  it('[R25] an operator sets the main domain (host only, normalised to lower case); a scheme or path is refused', async () => {
    try {
      const ok = await send(t.app, 'PATCH', '/web-api/dev/settings', { mainDomain: 'BetArena.Example' });
      expect(ok.statusCode).toBe(200);
      expect((await config()).raw['mainDomain']).toBe('betarena.example');
      for (const bad of ['https://betarena.example', 'betarena.example/en', 'bet arena', 42]) {
        const res = await send(t.app, 'PATCH', '/web-api/dev/settings', { mainDomain: bad });
        expect(res.statusCode, String(bad)).toBe(400);
        expect(v.is(ApiErrorAnswerSchema, res.json())).toBe(true);
      }
      // The refused patches changed nothing.
      expect((await config()).raw['mainDomain']).toBe('betarena.example');
    } finally {
      await send(t.app, 'POST', '/web-api/dev/reset');
    }
  });

  it('[R25] a corrupt stored main domain is answered as none, never as the bad value, and the config still loads', async () => {
    await t.db.query(`INSERT INTO site_settings (key, value) VALUES ('mainDomain', '"javascript:alert(1)"'::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    try {
      const { raw, parsed } = await config();
      expect(raw['mainDomain']).toBe('');
      expect(parsed.projectId).toBe(62);
    } finally {
      await send(t.app, 'POST', '/web-api/dev/reset');
    }
  });
});
