import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createCookies } from '../../../streams/core/cookies';
import { GRANT_COOKIE_MAX_AGE_MS, REFERERID_COOKIE_MS } from '../../../streams/timing';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);

function setup(cookieHeader = '') {
  const written: string[] = [];
  const log = vi.fn();
  const cookies = createCookies({ read: () => cookieHeader, write: (c) => { written.push(c); }, now: () => NOW, log });
  return { cookies, written, log };
}

describe('createCookies', () => {
  it('[B25] get reads one cookie by name, decoded; a missing cookie is null', () => {
    const { cookies } = setup('lng=en; tzo=3;is12h=1; referral_values=%7B%22ref%22%3A%22a%20b%22%7D; odd=%E0%A4%A');
    expect(cookies.get('lng')).toBe('en');
    expect(cookies.get('is12h')).toBe('1');
    expect(cookies.get('referral_values')).toBe('{"ref":"a b"}');
    expect(cookies.get('missing')).toBeNull();
    expect(cookies.get('lng2')).toBeNull();
    // A malformed escape (hand-written cookie) is kept as is rather than throwing.
    expect(cookies.get('odd')).toBe('%E0%A4%A');
  });

  it('[T40] set writes an encoded value with Path=/, SameSite=Lax, Max-Age and Expires from the injected clock', () => {
    const { cookies, written } = setup();
    cookies.set('refererid', 'partner 7/ä', { maxAgeSec: REFERERID_COOKIE_MS / 1000 });
    expect(written).toEqual([
      `refererid=partner%207%2F%C3%A4; Path=/; Max-Age=5184000; Expires=${new Date(NOW + 60 * 86_400_000).toUTCString()}; SameSite=Lax`,
    ]);
  });

  it('[T30] set honours path, domain, SameSite and Secure; a session cookie has no Max-Age', () => {
    const { cookies, written } = setup();
    cookies.set('_grant_x', 'g', { maxAgeSec: GRANT_COOKIE_MAX_AGE_MS / 1000, secure: true, sameSite: 'Strict', path: '/web-api', domain: '.example.com' });
    cookies.set('hide_left', '1');
    cookies.set('third', 'x', { sameSite: 'None' });
    expect(written[0]).toBe(`_grant_x=g; Path=/web-api; Domain=.example.com; Max-Age=1800; Expires=${new Date(NOW + 1_800_000).toUTCString()}; SameSite=Strict; Secure`);
    expect(written[1]).toBe('hide_left=1; Path=/; SameSite=Lax');
    // Browsers reject SameSite=None without Secure.
    expect(written[2]).toBe('third=x; Path=/; SameSite=None; Secure');
  });

  it('[B17] remove expires the cookie at once', () => {
    const { cookies, written } = setup();
    cookies.remove('user_token');
    expect(written).toEqual(['user_token=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax']);
  });

  it('[B25] getValidated returns the value through its schema, or the fallback when missing', () => {
    const { cookies, written } = setup('is12h=1; tzo=5');
    const Flag = v.pipe(v.picklist(['0', '1']), v.transform((s) => s === '1'));
    expect(cookies.getValidated('is12h', Flag, false)).toBe(true);
    expect(cookies.getValidated('absent', Flag, false)).toBe(false);
    const Tz = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(-12), v.maxValue(14));
    expect(cookies.getValidated('tzo', Tz, 3)).toBe(5);
    expect(written).toEqual([]);
  });

  it('[B23] a corrupt cookie is deleted, logged and the fallback returned', () => {
    const { cookies, written, log } = setup('lng=xx-evil; referral_values=%7Bbroken');
    const Lang = v.picklist(['ru', 'en']);
    expect(cookies.getValidated('lng', Lang, 'ru')).toBe('ru');
    expect(written).toEqual(['lng=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax']);
    expect(log).toHaveBeenCalledWith('cookies: dropped lng (schema)', expect.objectContaining({ value: 'xx-evil' }));

    const Referral = v.object({ ref: v.string() });
    expect(cookies.getValidated('referral_values', Referral, null, { json: true })).toBeNull();
    expect(written[1]).toMatch(/^referral_values=; Path=\/; Max-Age=0/);
    expect(log).toHaveBeenCalledWith('cookies: dropped referral_values (not JSON)', '{broken');
  });

  it('[B24] a JSON cookie is parsed before its schema', () => {
    const { cookies } = setup(`referral_values=${encodeURIComponent(JSON.stringify({ ref: 'r1', subid: 's' }))}`);
    const Referral = v.object({ ref: v.string(), subid: v.optional(v.string()) });
    expect(cookies.getValidated('referral_values', Referral, null, { json: true })).toEqual({ ref: 'r1', subid: 's' });
  });
});
