import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// B26: the visitor's country from the header a CDN or proxy sets, believed only from a peer TRUST_PROXY trusts
// (app.inject comes from 127.0.0.1); otherwise the configured country (seeded RU, id 1).

const geoOf = async (t: TestApp, headers: Record<string, string>) =>
  ((await t.app.inject({ url: '/bff-api/config/all.json?lang=en', headers })).json() as { geoCountryId: number }).geoCountryId;

describe('geo country header (B26)', () => {
  let t: TestApp | null = null;
  afterEach(async () => { await t?.close(); t = null; });

  it('[B26] behind a trusted proxy the header names the country; unknown or absent keeps the default RU', async () => {
    t = await createTestApp({ vars: { TRUST_PROXY: '127.0.0.1' } });
    expect(await geoOf(t, { 'x-geo-country': 'kz' })).toBe(3);
    expect(await geoOf(t, { 'x-geo-country': 'ZZ' })).toBe(1);
    expect(await geoOf(t, {})).toBe(1);
    const page = await t.app.inject({ url: '/bff-api/config/all.json?lang=en', headers: { 'x-geo-country': 'TR' } });
    expect(page.headers['vary']).toContain('x-geo-country');
  });

  it('[B26] the header is configurable, and from a peer TRUST_PROXY does not trust it is ignored', async () => {
    t = await createTestApp({ vars: { TRUST_PROXY: '10.0.0.1', GEO_HEADER: 'CF-IPCountry' } });
    expect(await geoOf(t, { 'cf-ipcountry': 'KZ' })).toBe(1);
    await t.close();
    t = await createTestApp({ vars: { TRUST_PROXY: 'loopback', GEO_HEADER: 'CF-IPCountry' } });
    expect(await geoOf(t, { 'cf-ipcountry': 'AZ', 'x-geo-country': 'KZ' })).toBe(4);
  });
});
