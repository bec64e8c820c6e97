import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeTempDist, type TestApp } from './support/test-app.ts';

const INDEX = '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>';

describe('page loads and redirect rules', () => {
  let dist: ReturnType<typeof makeTempDist>;
  let prod: TestApp;
  let dev: TestApp;
  beforeAll(async () => {
    dist = makeTempDist(INDEX);
    prod = await createTestApp({ distDir: dist.dir, vars: { NODE_ENV: 'production' } });
    dev = await createTestApp({ distDir: dist.dir, db: prod.db });
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
    dist.cleanup();
  });

  it('[C02] in production a page load of a redirected path answers the rule\'s status code and target, keeping the query', async () => {
    const res = await prod.app.inject({ url: '/en/old-promo?utm=x', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/en/promotions/1?utm=x');
  });

  it('[C02] outside production only with the redirect-service query; without it the app follows the rule (no 404)', async () => {
    expect((await dev.app.inject({ url: '/en/old-promo', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    const res = await dev.app.inject({ url: '/en/old-promo?redirect-service=1', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/en/promotions/1?redirect-service=1');
  });

  it('[R23] a cyclic pair is not followed: the page itself is served (the app\'s 404, as no route takes it)', async () => {
    const res = await prod.app.inject({ url: '/en/cycle-a', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });
});
