import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthAnswerSchema } from '../../streams/schemas/startup.ts';
import { EnvError, parseEnv, REPO_ROOT } from '../../server/env.ts';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app.ts';

describe('health and support endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /health answers ok with the database kind and uptime, never cached', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = v.parse(HealthAnswerSchema, res.json());
    expect(body.db).toBe(usingPostgres ? 'postgres' : 'pglite');
    expect(body.uptimeSec).toBeGreaterThanOrEqual(0);
  });

  it('[C16] GET /web-api/policy/logo.agif answers a tiny transparent GIF, never cached', async () => {
    const res = await t.app.inject({ url: '/web-api/policy/logo.agif?geo=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    // 1x1 logical screen, ends with the GIF trailer.
    expect(res.rawPayload.readUInt16LE(6)).toBe(1);
    expect(res.rawPayload.readUInt16LE(8)).toBe(1);
    expect(res.rawPayload.at(-1)).toBe(0x3b);
  });

  it('HEAD works wherever GET does', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});

describe('server environment', () => {
  it('has the documented defaults', () => {
    const env = parseEnv({}, '/srv/site');
    expect(env).toMatchObject({
      port: 8080, host: '0.0.0.0', dataDir: '/srv/site/data', databaseUrl: null, faults: null, faultsSeed: null, simSpeed: 1,
      nodeEnv: 'development', isProduction: false, devApi: true, distDir: '/srv/site/dist', publicDir: path.join(REPO_ROOT, 'public'),
      logLevel: 'info',
    });
    expect(parseEnv({ NODE_ENV: 'production' })).toMatchObject({ isProduction: true, devApi: false, logLevel: 'warn' });
  });

  it('reads every variable', () => {
    const env = parseEnv({
      PORT: '9000', HOST: '127.0.0.1', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u:p@localhost:5432/db', SIM_SPEED: '60',
      NODE_ENV: 'production', ENABLE_DEV_API: 'true', DIST_DIR: 'build', LOG_LEVEL: 'debug', TRUST_PROXY: 'false',
    }, '/srv');
    expect(env).toMatchObject({
      port: 9000, host: '127.0.0.1', dataDir: '/tmp/x', databaseUrl: 'postgres://u:p@localhost:5432/db', simSpeed: 60,
      isProduction: true, devApi: true, distDir: '/srv/build', logLevel: 'debug', trustProxy: false,
    });
  });

  it('reports every bad variable at once', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', SIM_SPEED: '0', DATABASE_URL: 'mysql://x', FAULTS: 'drop=2', LOG_LEVEL: 'loud', ENABLE_DEV_API: 'maybe' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'SIM_SPEED', 'DATABASE_URL', 'FAULTS', 'LOG_LEVEL', 'ENABLE_DEV_API']) expect(message).toContain(name);
  });
});
