import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiErrorAnswerSchema } from '../../streams/schemas/api-error.ts';
import { RedirectAnswerSchema, type RedirectAnswer } from '../../streams/schemas/startup.ts';
import { MAX_HOPS, resolveRedirect } from '../../server/services/redirects.ts';
import { SITE_LANGUAGES } from '../../streams/schemas/site-config.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';

const URL_ = '/redirects-api/api/v1/redirect-light';

describe('redirect-light', () => {
  let t: TestApp;
  const ask = async (url: string): Promise<RedirectAnswer> => {
    const res = await send(t.app, 'POST', URL_, { url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return v.parse(RedirectAnswerSchema, res.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('[C02] a rule answers redirect with code, url, reasons and breadcrumbs', async () => {
    expect(await ask('/en/old-promo')).toEqual({
      redirect: true, code: 301, url: '/en/promotions/1', reasons: ['promo-moved'], breadcrumbs: ['/en/old-promo', '/en/promotions/1'],
    });
  });

  it('[C02] the query string is kept, a trailing slash and an absolute URL match the same rule', async () => {
    expect(await ask('/en/old-promo?utm_source=mail&x=1')).toMatchObject({ redirect: true, url: '/en/promotions/1?utm_source=mail&x=1' });
    expect(await ask('/en/old-promo/')).toMatchObject({ redirect: true, url: '/en/promotions/1' });
    expect(await ask('https://demo.example/en/old-promo?a=b#top')).toMatchObject({ redirect: true, url: '/en/promotions/1?a=b' });
  });

  it('[C02] a {lang} rule keeps the visitor language and its own code', async () => {
    expect(await ask('/tr/old-bonus')).toEqual({
      redirect: true, code: 302, url: '/tr/promotions/2', reasons: ['bonus-moved'], breadcrumbs: ['/tr/old-bonus', '/tr/promotions/2'],
    });
    // Not a site language: no match.
    expect(await ask('/xx/old-bonus')).toEqual({ redirect: false });
  });

  it('[C02] a chain of rules answers the final target with every hop in the breadcrumbs', async () => {
    expect(await ask('/en/hop-1?q=1')).toEqual({
      redirect: true, code: 301, url: '/en/promotions/3?q=1', reasons: ['chain-first', 'chain-second'],
      breadcrumbs: ['/en/hop-1', '/en/hop-2', '/en/promotions/3'],
    });
  });

  it('[C02] no rule, or a disabled rule, answers { redirect: false } only', async () => {
    expect(await ask('/en/line')).toEqual({ redirect: false });
    expect(await ask('/en/disabled-redirect')).toEqual({ redirect: false });
    expect(await ask('/')).toEqual({ redirect: false });
  });

  it('[R23] a cyclic pair of rules is not followed and the loop is logged', async () => {
    const warn = vi.fn();
    const answer = await resolveRedirect(t.db, '/en/cycle-a', SITE_LANGUAGES, { warn });
    expect(answer).toEqual({ redirect: false });
    expect(warn).toHaveBeenCalledWith(
      { url: '/en/cycle-a', breadcrumbs: ['/en/cycle-a', '/en/cycle-b', '/en/cycle-a'] },
      'cyclic redirect detected, not followed',
    );
    expect(await ask('/en/cycle-a')).toEqual({ redirect: false });
    expect(await ask('/en/cycle-b')).toEqual({ redirect: false });
  });

  it('[R23] a self-redirect and a chain longer than the hop limit are not followed either', async () => {
    await send(t.app, 'POST', '/web-api/dev/redirect-rules', { fromPath: '/en/self', toUrl: '/en/self' });
    for (let i = 0; i <= MAX_HOPS; i++) {
      await send(t.app, 'POST', '/web-api/dev/redirect-rules', { fromPath: `/en/long-${i}`, toUrl: `/en/long-${i + 1}` });
    }
    try {
      const warn = vi.fn();
      expect(await resolveRedirect(t.db, '/en/self', SITE_LANGUAGES, { warn })).toEqual({ redirect: false });
      expect(await resolveRedirect(t.db, '/en/long-0', SITE_LANGUAGES, { warn })).toEqual({ redirect: false });
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn.mock.calls[1]?.[1]).toMatch(/longer than 10 hops/);
      // One hop shorter than the limit is followed.
      expect(await resolveRedirect(t.db, '/en/long-1', SITE_LANGUAGES, { warn })).toMatchObject({ redirect: true, url: `/en/long-${MAX_HOPS + 1}` });
    } finally {
      await send(t.app, 'POST', '/web-api/dev/reset');
    }
  });

  it('[C02] an absolute target URL is answered as is and ends the chain', async () => {
    await send(t.app, 'POST', '/web-api/dev/redirect-rules', { fromPath: '/en/partner', toUrl: 'https://partner.example/landing?ref=5', code: 302, reasons: ['partner'] });
    try {
      expect(await ask('/en/partner?sub=7')).toEqual({
        redirect: true, code: 302, url: 'https://partner.example/landing?ref=5&sub=7', reasons: ['partner'],
        breadcrumbs: ['/en/partner', 'https://partner.example/landing?ref=5'],
      });
    } finally {
      await send(t.app, 'POST', '/web-api/dev/reset');
    }
  });

  it('[T08] a body without a valid url is refused with 400 in the JSON error shape', async () => {
    for (const body of [{}, { url: 5 }, { url: '' }, { url: 'javascript:alert(1)' }, { url: 'en/old-promo' }, { url: `/${'a'.repeat(2100)}` }]) {
      const res = await send(t.app, 'POST', URL_, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      const err = v.parse(ApiErrorAnswerSchema, res.json());
      expect(err.errors[0]).toMatchObject({ status: '400', code: 'invalid_body' });
    }
    const badJson = await t.app.inject({ method: 'POST', url: URL_, headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' }, payload: '{"url":' });
    expect(badJson.statusCode).toBe(400);
    expect(v.parse(ApiErrorAnswerSchema, badJson.json()).errors[0]?.code).toBe('invalid_json');
  });

  it('[C01] without X-Requested-With the call is refused with 403 (CSRF)', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL_, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ url: '/en/old-promo' }) });
    expect(res.statusCode).toBe(403);
    expect(v.parse(ApiErrorAnswerSchema, res.json()).errors[0]?.code).toBe('csrf_header_missing');
  });
});
