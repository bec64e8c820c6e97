import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorAnswerSchema } from '../../streams/schemas/api-error.ts';
import { isFaultablePath } from '../../server/api-paths.ts';
import { EnvError, parseEnv } from '../../server/env.ts';
import { decideFault, describeFaults, FaultSpecError, parseFaults } from '../../server/faults.ts';
import { mulberry32 } from '../../server/seed/prng.ts';
import { createTestApp, makeTempDist, openTestDb, send, type TestApp, type TestDb } from './support/test-app.ts';

/** A random source that replays the given values in a loop. */
const fixed = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('FAULTS parsing', () => {
  it('parses the documented example', () => {
    expect(parseFaults('5xx=0.1,latency=50-1500,drop=0.02')).toEqual({ errorRate: 0.1, latency: { min: 50, max: 1500 }, dropRate: 0.02 });
  });

  it('accepts spaces, any order, a fixed latency, and empty means none', () => {
    expect(parseFaults(' drop=0 , latency=200 ')).toEqual({ errorRate: 0, latency: { min: 200, max: 200 }, dropRate: 0 });
    expect(parseFaults('5XX=1')).toEqual({ errorRate: 1, latency: null, dropRate: 0 });
    expect(parseFaults('')).toBeNull();
    expect(parseFaults('  ')).toBeNull();
    expect(parseFaults(undefined)).toBeNull();
  });

  it.each([
    ['5xx=1.5', /probability between 0 and 1/],
    ['5xx=-0.1', /probability between 0 and 1/],
    ['5xx=abc', /probability/],
    ['drop=', /probability/],
    ['latency=100-50', /maximum below its minimum/],
    ['latency=a-b', /whole milliseconds/],
    ['latency=1-2-3', /N or A-B/],
    ['latency=999999', /ceiling/],
    ['timeout=0.1', /unknown key "timeout"/],
    ['5xx', /not key=value/],
    ['5xx=0.1,,drop=0.1', /empty entry/],
    ['5xx=0.1,5xx=0.2', /given twice/],
    ['5xx=0.6,drop=0.6', /exceed probability 1/],
  ])('refuses %s with a clear message', (spec, message) => {
    expect(() => parseFaults(spec)).toThrow(FaultSpecError);
    expect(() => parseFaults(spec)).toThrow(message);
    expect(() => parseFaults(spec)).toThrow(/Expected e\.g\. FAULTS=/);
  });

  it('a bad FAULTS is a start-up error naming the variable', () => {
    expect(() => parseEnv({ FAULTS: '5xx=2' })).toThrow(EnvError);
    expect(() => parseEnv({ FAULTS: '5xx=2' })).toThrow(/Invalid FAULTS "5xx=2"/);
    expect(parseEnv({ FAULTS: '5xx=0.5', FAULTS_SEED: '42' })).toMatchObject({ faults: { errorRate: 0.5 }, faultsSeed: 42 });
  });

  it('describes a spec for the start-up line', () => {
    expect(describeFaults(parseFaults('5xx=0.1,latency=50-1500,drop=0.02'))).toBe('5xx=0.1,latency=50-1500,drop=0.02');
    expect(describeFaults(null)).toBe('none');
  });
});

describe('FAULTS decisions with a fixed random', () => {
  const spec = parseFaults('5xx=0.1,latency=50-1500,drop=0.02')!;

  it('draws latency first, then drop below dropRate, 5xx in the next errorRate, otherwise pass', () => {
    expect(decideFault(spec, fixed(0, 0.01))).toEqual({ delayMs: 50, action: 'drop' });
    expect(decideFault(spec, fixed(1, 0.05, 0))).toEqual({ delayMs: 1500, action: 'error', status: 500 });
    expect(decideFault(spec, fixed(0.5, 0.119, 0.99))).toEqual({ delayMs: 775, action: 'error', status: 504 });
    expect(decideFault(spec, fixed(0.5, 0.125))).toEqual({ delayMs: 775, action: 'pass' });
  });

  it('over many seeded draws the rates come out close to the spec', () => {
    const random = mulberry32(7);
    const counts = { pass: 0, drop: 0, error: 0 };
    for (let i = 0; i < 20_000; i++) counts[decideFault(spec, random).action]++;
    expect(counts.drop / 20_000).toBeCloseTo(0.02, 2);
    expect(counts.error / 20_000).toBeCloseTo(0.1, 1);
  });

  it('applies to API routes only: not /health, the static site or the dev endpoints', () => {
    expect(isFaultablePath('/bff-api/config/all.json?lang=en')).toBe(true);
    expect(isFaultablePath('/web-api/session')).toBe(true);
    expect(isFaultablePath('/blocks-api/api/v2/block')).toBe(true);
    expect(isFaultablePath('/health')).toBe(false);
    expect(isFaultablePath('/en/line')).toBe(false);
    expect(isFaultablePath('/assets/index-abc.js')).toBe(false);
    expect(isFaultablePath('/web-api/dev/settings')).toBe(false);
    expect(isFaultablePath('/web-apix/session')).toBe(false);
  });
});

describe('FAULTS injection in the app', () => {
  let dbHandle: TestDb;
  let dist: ReturnType<typeof makeTempDist>;
  const apps: TestApp[] = [];
  const appWith = async (faults: string, random: () => number) => {
    const t = await createTestApp({ db: dbHandle.db, vars: { FAULTS: faults }, random, distDir: dist.dir });
    apps.push(t);
    return t.app;
  };

  beforeAll(async () => {
    dbHandle = await openTestDb();
    dist = makeTempDist('<!doctype html><html><head></head><body></body></html>');
  });
  afterAll(async () => {
    for (const t of apps) await t.app.close();
    await dbHandle.dispose();
    dist.cleanup();
  });

  it('5xx answers an error status in the JSON error shape on API routes', async () => {
    const app = await appWith('5xx=1', fixed(0.5, 0.6));
    const res = await app.inject({ url: '/bff-api/config/all.json?lang=en' });
    expect(res.statusCode).toBe(503);
    const err = v.parse(ApiErrorAnswerSchema, res.json());
    expect(err.errors[0]).toMatchObject({ status: '503', code: 'fault_injected' });
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('5xx never touches /health, pages, assets, public files or the dev endpoints', async () => {
    const app = await appWith('5xx=1', fixed(0));
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/en/line' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/manifest.json' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/web-api/dev/settings' })).statusCode).toBe(200);
    expect((await send(app, 'POST', '/web-api/dev/reset')).statusCode).toBe(200);
  });

  it('with a random above the rates the call passes through unchanged', async () => {
    const app = await appWith('5xx=0.1,drop=0.02', fixed(0.99));
    const res = await send(app, 'POST', '/redirects-api/api/v1/redirect-light', { url: '/en/old-promo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ redirect: true, url: '/en/promotions/1' });
  });

  it('latency delays API answers by the drawn amount', async () => {
    const app = await appWith('latency=60-260', fixed(0.5, 0.99)); // 60 + 200 * 0.5 = 160 ms
    const started = performance.now();
    const res = await app.inject({ url: '/web-api/policy/logo.agif' });
    const took = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(took).toBeGreaterThanOrEqual(150);
    const fast = performance.now();
    await app.inject({ url: '/health' });
    expect(performance.now() - fast).toBeLessThan(150);
  });

  it('drop destroys the connection without an answer (the client sees a socket error)', async () => {
    const app = await appWith('drop=1', fixed(0));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const outcome = await new Promise<string>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/bff-api/config/all.json?lang=en' }, (res) => resolve(`answered ${res.statusCode}`));
      req.on('error', (err: NodeJS.ErrnoException) => resolve(`error ${err.code ?? err.message}`));
    });
    expect(outcome).toMatch(/^error (ECONNRESET|socket hang up)/);
    // Non-API requests on the same server are answered.
    const health = await new Promise<number>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/health' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });
    expect(health).toBe(200);
  });
});
