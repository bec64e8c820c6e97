import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorAnswerSchema } from '../../streams/schemas/api-error.ts';
import { ConfigGroupsSchema, SiteConfigSchema } from '../../streams/schemas/site-config.ts';
import { RedirectAnswerSchema } from '../../streams/schemas/startup.ts';
import { createTestApp, openTestDb, send, type TestApp } from './support/test-app.ts';

describe('dev control endpoints', () => {
  let t: TestApp;
  const config = async (lang = 'en') => v.parse(SiteConfigSchema, (await t.app.inject({ url: `/bff-api/config/all.json?lang=${lang}` })).json());

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    expect((await send(t.app, 'POST', '/web-api/dev/reset')).statusCode).toBe(200);
  });

  it('GET /web-api/dev/settings lists the stored config and the config groups, never cached', async () => {
    const res = await t.app.inject({ url: '/web-api/dev/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { config: Record<string, unknown>; groups: string[] };
    expect(body.config.companyName).toBe('BetArena');
    expect(body.config.supportUrl).toBe('/{lang}/contacts'); // stored, not localised
    expect(body.groups).toEqual(expect.arrayContaining(['footer', 'header', 'registration', 'support']));
  });

  it('[T39] PATCH switches maintenance on with its dates; object keys merge into what is stored', async () => {
    const res = await send(t.app, 'PATCH', '/web-api/dev/settings', {
      maintenance: { notify_started_at: '2020-01-01T00:00:00Z', notify_ended_at: '2099-01-01T00:00:00Z', isActive: true },
    });
    expect(res.statusCode).toBe(200);
    expect((await config()).maintenance).toEqual({
      started_at: null, ended_at: null, notify_started_at: '2020-01-01T00:00:00Z', notify_ended_at: '2099-01-01T00:00:00Z', isActive: true, web_state: 0,
    });
    await send(t.app, 'PATCH', '/web-api/dev/settings', { maintenance: { web_state: 2 } });
    expect((await config()).maintenance).toMatchObject({ isActive: true, web_state: 2 });
  });

  it('[R15] [R01] PATCH flips registration, features and hidden languages', async () => {
    const res = await send(t.app, 'PATCH', '/web-api/dev/settings', {
      registrationAllowed: false, hiddenLanguagesForAnonymous: ['az', 'tr'], features: { statistic: false, snow: true },
    });
    expect(res.statusCode).toBe(200);
    const c = await config();
    expect(c.registrationAllowed).toBe(false);
    expect(c.hiddenLanguagesForAnonymous).toEqual(['az', 'tr']);
    expect(c.features).toMatchObject({ statistic: false, snow: true, identification: true });
  });

  it('PATCH refuses unknown keys, wrong types and inconsistent languages with 400, changing nothing', async () => {
    for (const body of [
      { companyNam: 'typo' },
      { registrationAllowed: 'yes' },
      { features: { nope: true } },
      { isProduction: true },
      { languages: ['ru', 'de'] },
      { languages: [] },
      { defaultLanguage: 'tr', languages: ['ru', 'en'] },
      { hiddenLanguagesForAnonymous: ['pt'], languages: ['ru', 'en'] },
      { pwaManifest: { themeColor: 'green' } },
    ]) {
      const res = await send(t.app, 'PATCH', '/web-api/dev/settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(v.is(ApiErrorAnswerSchema, res.json())).toBe(true);
    }
    const c = await config();
    expect(c.languages).toHaveLength(8);
    expect(c.defaultLanguage).toBe('ru');
    expect(c.pwaManifest.themeColor).toBe('#0f1923');
  });

  it('PUT and DELETE /web-api/dev/config-groups/:name set and remove a group', async () => {
    const put = await send(t.app, 'PUT', '/web-api/dev/config-groups/promo-banner', { title: { $t: { ru: 'Бонус', en: 'Bonus' } }, url: '/{lang}/promo' });
    expect(put.statusCode).toBe(200);
    const get = async () => v.parse(ConfigGroupsSchema, (await t.app.inject({ url: '/bff-api/config/group/get?groups=promo-banner&lang=en' })).json());
    expect((await get())['promo-banner']).toEqual({ title: 'Bonus', url: '/en/promo' });
    expect((await send(t.app, 'DELETE', '/web-api/dev/config-groups/promo-banner')).statusCode).toBe(204);
    expect((await get())['promo-banner']).toEqual({});
    expect((await send(t.app, 'DELETE', '/web-api/dev/config-groups/promo-banner')).statusCode).toBe(404);
    expect((await send(t.app, 'PUT', '/web-api/dev/config-groups/Bad%20Name', {})).statusCode).toBe(400);
    expect((await send(t.app, 'PUT', '/web-api/dev/config-groups/x', [1, 2])).statusCode).toBe(400);
  });

  it('[C02] redirect rules can be listed, added (replacing the same fromPath) and removed', async () => {
    const list = (await t.app.inject({ url: '/web-api/dev/redirect-rules' })).json() as { rules: { fromPath: string }[] };
    expect(list.rules.map((r) => r.fromPath)).toContain('/en/cycle-a');
    const add = await send(t.app, 'POST', '/web-api/dev/redirect-rules', { fromPath: '/en/qa/', toUrl: '/en/live', code: 307, reasons: ['qa'] });
    expect(add.statusCode).toBe(201);
    const rule = (add.json() as { rule: { id: number; fromPath: string; code: number; enabled: boolean } }).rule;
    expect(rule).toMatchObject({ fromPath: '/en/qa', code: 307, enabled: true });
    const ask = async () => v.parse(RedirectAnswerSchema, (await send(t.app, 'POST', '/redirects-api/api/v1/redirect-light', { url: '/en/qa' })).json());
    expect(await ask()).toMatchObject({ redirect: true, code: 307, url: '/en/live' });
    const replaced = await send(t.app, 'POST', '/web-api/dev/redirect-rules', { fromPath: '/en/qa', toUrl: '/en/line' });
    expect((replaced.json() as { rule: { id: number } }).rule.id).toBe(rule.id);
    expect(await ask()).toMatchObject({ redirect: true, code: 301, url: '/en/line' });
    expect((await send(t.app, 'DELETE', `/web-api/dev/redirect-rules/${rule.id}`)).statusCode).toBe(204);
    expect(await ask()).toEqual({ redirect: false });
    expect((await send(t.app, 'DELETE', `/web-api/dev/redirect-rules/${rule.id}`)).statusCode).toBe(404);
    for (const body of [{ fromPath: 'no-slash', toUrl: '/x' }, { fromPath: '/x', toUrl: '/y', code: 200 }, { fromPath: '/x' }]) {
      expect((await send(t.app, 'POST', '/web-api/dev/redirect-rules', body)).statusCode).toBe(400);
    }
  });

  it('[C03] block rules can be listed, added and removed; a malformed network is refused', async () => {
    const list = (await t.app.inject({ url: '/web-api/dev/block-rules' })).json() as { rules: { userAgentPattern: string | null; ipCidr: string | null }[] };
    expect(list.rules.map((r) => r.userAgentPattern)).toEqual(expect.arrayContaining(['MSIE', 'BlockedBot']));
    expect(list.rules.find((r) => r.ipCidr)?.ipCidr).toBe('203.0.113.0/24');
    const add = await send(t.app, 'POST', '/web-api/dev/block-rules', { userAgentPattern: 'QA-Agent', templateTypeId: 16 });
    expect(add.statusCode).toBe(201);
    const block = () => send(t.app, 'POST', '/blocks-api/api/v2/block', { auth: false, url: '/en/' }, { 'user-agent': 'QA-Agent/1.0' });
    expect((await block()).json()).toEqual({ displayTypeId: 1, templateTypeId: 16 });
    const id = (add.json() as { rule: { id: number } }).rule.id;
    expect((await send(t.app, 'DELETE', `/web-api/dev/block-rules/${id}`)).statusCode).toBe(204);
    expect((await block()).json()).toEqual({ displayTypeId: 0, templateTypeId: null });
    for (const body of [{ ipCidr: '10.0.0.0/33' }, { ipCidr: 'nonsense' }, { ipCidr: '10.0.0.1/8' }, { authScope: 'admins' }, { pathPrefix: 'x' }, { unknown: 1 }]) {
      const res = await send(t.app, 'POST', '/web-api/dev/block-rules', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(v.is(ApiErrorAnswerSchema, res.json())).toBe(true);
    }
  });

  it('POST /web-api/dev/reset puts settings and rules back to the seed', async () => {
    await send(t.app, 'PATCH', '/web-api/dev/settings', { companyName: 'Changed' });
    await send(t.app, 'POST', '/web-api/dev/block-rules', { templateTypeId: 4 });
    expect((await send(t.app, 'POST', '/web-api/dev/reset')).json()).toEqual({ reset: true });
    expect((await config()).companyName).toBe('BetArena');
    expect((await send(t.app, 'POST', '/blocks-api/api/v2/block', { auth: false, url: '/en/' })).json()).toEqual({ displayTypeId: 0, templateTypeId: null });
  });
});

describe('dev control endpoints in production', () => {
  it('[R24] are not registered in production (404), unless ENABLE_DEV_API=1', async () => {
    const handle = await openTestDb();
    try {
      const prod = await createTestApp({ db: handle.db, vars: { NODE_ENV: 'production' } });
      expect((await prod.app.inject({ url: '/web-api/dev/settings' })).statusCode).toBe(404);
      expect((await send(prod.app, 'POST', '/web-api/dev/reset')).statusCode).toBe(404);
      const config = v.parse(SiteConfigSchema, (await prod.app.inject({ url: '/bff-api/config/all.json' })).json());
      expect(config.isProduction).toBe(true);
      await prod.app.close();
      const forced = await createTestApp({ db: handle.db, vars: { NODE_ENV: 'production', ENABLE_DEV_API: '1' } });
      expect((await forced.app.inject({ url: '/web-api/dev/settings' })).statusCode).toBe(200);
      await forced.app.close();
    } finally {
      await handle.dispose();
    }
  });
});
