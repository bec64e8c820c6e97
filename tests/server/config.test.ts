import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorAnswerSchema } from '../../streams/schemas/api-error.ts';
import { ConfigGroupsSchema, SITE_LANGUAGES, SiteConfigSchema } from '../../streams/schemas/site-config.ts';
import { CONFIG_CACHE_CONTROL } from '../../server/routes/startup/config.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';

describe('site configuration API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('[R23] the demo operator shows the three meta-13 pages (cricket world cup, asian showcase, betting awards)', async () => {
    const config = v.parse(SiteConfigSchema, (await t.app.inject({ url: '/bff-api/config/all.json?lang=en' })).json());
    expect([...config.enabledHiddenPages].sort()).toEqual(['asian-showcase', 'betting-awards', 'cricket-world-cup']);
  });

  it('[T06] GET /bff-api/config/all.json?lang= answers a SiteConfig in the shared schema', async () => {
    const res = await t.app.inject({ url: '/bff-api/config/all.json?lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe(CONFIG_CACHE_CONTROL);
    const config = v.parse(SiteConfigSchema, res.json());
    expect(config.projectId).toBe(62);
    expect(config.languages).toEqual([...SITE_LANGUAGES]);
    expect(config.hiddenLanguagesForAnonymous).toEqual([]);
    expect(config.isProduction).toBe(false);
    expect(config.maintenance.isActive).toBe(false);
    // Localised for the asked language.
    expect(config.supportUrl).toBe('/en/contacts');
  });

  it('[B26] the default language is ru, used when lang is absent', async () => {
    const res = await t.app.inject({ url: '/bff-api/config/all.json' });
    expect(res.statusCode).toBe(200);
    const config = v.parse(SiteConfigSchema, res.json());
    expect(config.defaultLanguage).toBe('ru');
    expect(config.supportUrl).toBe('/ru/contacts');
    expect(res.headers['content-language']).toBe('ru');
  });

  it('[R01] a lang that is not a site language is refused with 400 and a clear JSON error', async () => {
    for (const lang of ['de', 'xx', 'EN', '../en']) {
      const res = await t.app.inject({ url: `/bff-api/config/all.json?lang=${encodeURIComponent(lang)}` });
      expect(res.statusCode).toBe(400);
      const body = v.parse(ApiErrorAnswerSchema, res.json());
      expect(body.errors[0]).toMatchObject({ status: '400', code: 'unknown_language' });
      expect(body.errors[0]?.detail).toContain(`lang "${lang}"`);
      expect(body.errors[0]?.detail).toContain('ru, en, uk');
    }
  });

  it('[R01] the language list and hidden languages come from the settings', async () => {
    const patch = await send(t.app, 'PATCH', '/web-api/dev/settings', { languages: ['ru', 'en', 'kk'], hiddenLanguagesForAnonymous: ['kk'] });
    expect(patch.statusCode).toBe(200);
    try {
      const config = v.parse(SiteConfigSchema, (await t.app.inject({ url: '/bff-api/config/all.json?lang=kk' })).json());
      expect(config.languages).toEqual(['ru', 'en', 'kk']);
      expect(config.hiddenLanguagesForAnonymous).toEqual(['kk']);
      // A language no longer offered is refused.
      expect((await t.app.inject({ url: '/bff-api/config/all.json?lang=tr' })).statusCode).toBe(400);
    } finally {
      await send(t.app, 'POST', '/web-api/dev/reset');
    }
  });

  it('[T07] config groups answer one object per asked group, localised, cacheable for 600 s', async () => {
    const res = await t.app.inject({ url: '/bff-api/config/group/get?groups=header,footer,support,registration&lang=es' });
    expect(res.statusCode).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(600);
    expect(maxAge).toBeLessThanOrEqual(900);
    const groups = v.parse(ConfigGroupsSchema, res.json());
    expect(Object.keys(groups).sort()).toEqual(['footer', 'header', 'registration', 'support']);
    const menu = groups.header?.menu as { id: string; title: string; url: string }[];
    expect(menu.find((m) => m.id === 'live')).toEqual({ id: 'live', title: 'En vivo', url: '/es/live' });
    // 6: the support desk's own chat, which the server hosts (T43).
    expect(groups.support?.chatProviderId).toBe(6);
    expect((groups.registration?.socialProviders as string[]).length).toBe(16);
  });

  it('[T07] the same group in Russian has Russian titles', async () => {
    const groups = v.parse(ConfigGroupsSchema, (await t.app.inject({ url: '/bff-api/config/group/get?groups=footer&lang=ru' })).json());
    const links = groups.footer?.infoLinks as { id: string; title: string; url: string }[];
    expect(links.find((l) => l.id === 'about')).toEqual({ id: 'about', title: 'О нас', url: '/ru/about' });
  });

  it('[T07] unknown groups answer an empty object; repeated names answer once', async () => {
    const res = await t.app.inject({ url: '/bff-api/config/group/get?groups=header,nope,nope&lang=en' });
    expect(res.statusCode).toBe(200);
    const groups = v.parse(ConfigGroupsSchema, res.json());
    expect(Object.keys(groups).sort()).toEqual(['header', 'nope']);
    expect(groups.nope).toEqual({});
  });

  it('config groups refuse a missing or malformed groups list and an unknown lang', async () => {
    for (const url of [
      '/bff-api/config/group/get?lang=en',
      '/bff-api/config/group/get?groups=&lang=en',
      '/bff-api/config/group/get?groups=a%20b&lang=en',
      '/bff-api/config/group/get?groups=header&lang=zz',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(v.is(ApiErrorAnswerSchema, res.json())).toBe(true);
    }
  });

  it('a corrupt stored setting falls back to its default instead of breaking the config', async () => {
    await t.db.query(`UPDATE site_settings SET value = '"not a list"'::jsonb WHERE key = 'languages'`);
    try {
      const res = await t.app.inject({ url: '/bff-api/config/all.json?lang=en' });
      expect(res.statusCode).toBe(200);
      expect(v.parse(SiteConfigSchema, res.json()).languages).toEqual([...SITE_LANGUAGES]);
    } finally {
      await send(t.app, 'POST', '/web-api/dev/reset');
    }
  });
});
