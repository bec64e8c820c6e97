import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crestOf, monogramOf } from '../../server/sports/crest.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 24 #14: every team has a crest drawn by the server from its name (not initials on a grey square).

describe('team crests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a crest is a shield in the team\'s two colours with its monogram, the same for the same name, cached a year', async () => {
    const res = await t.app.inject({ url: '/web-api/sports/crest?team=Sporting%20Reading' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('immutable');
    const c = crestOf('Sporting Reading');
    expect(res.body).toContain(`hsl(${c.primary} `);
    expect(res.body).toContain('>SR</text>');
    expect(res.body).toContain('aria-label="Sporting Reading"');
    expect((await t.app.inject({ url: '/web-api/sports/crest?team=sporting%20reading' })).body.replace(/aria-label="[^"]*"/, ''))
      .toBe(res.body.replace(/aria-label="[^"]*"/, ''));
  });

  it('teams differ: 200 seeded-style names give many colour and pattern pairs', () => {
    const looks = new Set(Array.from({ length: 200 }, (_, i) => crestOf(`Team ${i} United`)).map((c) => `${c.primary}/${c.pattern}`));
    expect(looks.size).toBeGreaterThan(150);
    for (const c of Array.from({ length: 200 }, (_, i) => crestOf(`Club ${i}`))) {
      const gap = Math.abs(c.primary - c.secondary) % 360;
      expect(Math.min(gap, 360 - gap)).toBeGreaterThanOrEqual(60);
    }
  });

  it('monograms: two words give their initials, one word its first two letters, any script', () => {
    expect(monogramOf('Real Madrid')).toBe('RM');
    expect(monogramOf('Arsenal')).toBe('AR');
    expect(monogramOf('Қайрат Алматы')).toBe('ҚА');
  });

  it('a name with markup is escaped; a missing or long name is a 400, not a 500', async () => {
    const evil = await t.app.inject({ url: `/web-api/sports/crest?team=${encodeURIComponent('<script>x</script> & "q"')}` });
    expect(evil.statusCode).toBe(200);
    expect(evil.body).not.toContain('<script>');
    expect((await t.app.inject({ url: '/web-api/sports/crest' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/web-api/sports/crest?team=${'x'.repeat(81)}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/web-api/sports/crest?team=a&team=b' })).statusCode).toBe(400);
  });
});
