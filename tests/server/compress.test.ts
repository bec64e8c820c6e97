import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../../server/web/compress.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Answers made per request go out compressed when the browser takes it (the live feed is polled every few seconds).

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const FEED = '/web-api/sports/games?mode=line';

  it('[C01] a feed goes out as brotli or gzip as the browser accepts, the same JSON once decoded, Vary on Accept-Encoding', async () => {
    const plain = await t.app.inject({ url: FEED, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await t.app.inject({ url: FEED, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({ url: FEED, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('[C01] small answers and answers to a client that takes no encoding go out as they are', async () => {
    const health = await t.app.inject({ url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    const none = await t.app.inject({ url: FEED, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(() => none.json()).not.toThrow();
  });

  it('picks brotli, else gzip, honouring q=0 and *', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
  });
});
