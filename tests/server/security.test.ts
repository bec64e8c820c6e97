import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorAnswerSchema } from '../../streams/schemas/api-error.ts';
import { CONTENT_SECURITY_POLICY, HSTS } from '../../server/security.ts';
import { createTestApp, makeTempDist, send, type TestApp } from './support/test-app.ts';

describe('security headers and CSRF', () => {
  let t: TestApp;
  let dist: ReturnType<typeof makeTempDist>;
  beforeAll(async () => {
    dist = makeTempDist('<!doctype html><html><head></head><body></body></html>');
    t = await createTestApp({ distDir: dist.dir });
  });
  afterAll(async () => {
    await t.close();
    dist.cleanup();
  });

  it('issue 11 #7: the CSP is strict: no unsafe source at all (styles included), no objects, no framing, violations reported', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'; report-uri /csp-report; report-to csp-endpoint",
    );
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe');
  });

  it('issue 11 #7: browsers report violations to /csp-report (report-to and report-uri shapes, no X-Requested-With); the dev API reads them', async () => {
    expect((await t.app.inject({ url: '/health' })).headers['reporting-endpoints']).toBe('csp-endpoint="/csp-report"');
    await t.app.inject({ method: 'DELETE', url: '/web-api/dev/csp-reports', headers: { 'x-requested-with': 'x' } });
    const modern = await t.app.inject({
      method: 'POST', url: '/csp-report', headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([{ type: 'csp-violation', url: 'http://x/en/', body: { documentURL: 'http://x/en/', effectiveDirective: 'style-src-elem', blockedURL: 'inline', lineNumber: 3 } }]),
    });
    expect(modern.statusCode).toBe(204);
    const legacy = await t.app.inject({
      method: 'POST', url: '/csp-report', headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/en/line', 'violated-directive': 'style-src-attr', 'blocked-uri': 'inline' } }),
    });
    expect(legacy.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: '/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: '{nope' })).statusCode).toBe(400);
    const { reports } = (await t.app.inject({ url: '/web-api/dev/csp-reports' })).json() as { reports: { documentUrl: string; directive: string; line: number | null }[] };
    expect(reports.map((r) => [r.documentUrl, r.directive, r.line])).toEqual([['http://x/en/', 'style-src-elem', 3], ['http://x/en/line', 'style-src-attr', null]]);
  });

  it('issue 11 #7: served HTML carries no inline style (offline page, not-built page)', async () => {
    const offline = await t.app.inject({ url: '/offline.html' });
    expect(offline.body).not.toMatch(/<style|style="/);
    expect(offline.body).toContain('/offline.css');
    expect((await t.app.inject({ url: '/offline.css' })).statusCode).toBe(200);
  });

  it('every kind of answer carries the security headers', async () => {
    const answers = [
      await t.app.inject({ url: '/en/' }), // page
      await t.app.inject({ url: '/assets/index-abc123.js' }), // asset
      await t.app.inject({ url: '/icons/icon-192.png' }), // public file
      await t.app.inject({ url: '/manifest.json' }),
      await t.app.inject({ url: '/pwa-sw.js' }),
      await t.app.inject({ url: '/bff-api/config/all.json?lang=en' }), // API
      await t.app.inject({ url: '/bff-api/config/all.json?lang=xx' }), // API 400
      await t.app.inject({ url: '/web-api/nope' }), // API 404
      await t.app.inject({ method: 'POST', url: '/web-api/session' }), // CSRF 403
      await t.app.inject({ url: '/health' }),
      await t.app.inject({ url: '/web-api/policy/logo.agif' }),
    ];
    for (const res of answers) {
      const where = `${res.statusCode} ${res.headers['content-type']}`;
      expect(res.headers['content-security-policy'], where).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options'], where).toBe('nosniff');
      expect(res.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], where).toBe('DENY');
    }
  });

  it('[C01] POST, PUT, PATCH and DELETE without X-Requested-With are refused with 403 before anything runs', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/web-api/dev/settings', payload: { companyName: 'forged' } });
      expect(res.statusCode, method).toBe(403);
      const err = v.parse(ApiErrorAnswerSchema, res.json());
      expect(err.errors[0]).toMatchObject({ status: '403', code: 'csrf_header_missing' });
      expect(err.errors[0]?.detail).toContain('X-Requested-With');
    }
    // An empty header does not count.
    expect((await t.app.inject({ method: 'PATCH', url: '/web-api/dev/settings', headers: { 'x-requested-with': ' ' }, payload: {} })).statusCode).toBe(403);
    // Nothing changed.
    const config = (await t.app.inject({ url: '/bff-api/config/all.json?lang=en' })).json() as { companyName: string };
    expect(config.companyName).toBe('BetArena');
  });

  it('[C01] the same calls with X-Requested-With go through; GET never needs it', async () => {
    expect((await send(t.app, 'PATCH', '/web-api/dev/settings', { companyName: 'BetArena' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/web-api/session' })).statusCode).toBe(200);
  });

  it('[C17] a failure inside a route answers 500 in the error shape without leaking the cause', async () => {
    const broken = await createTestApp({ db: t.db, distDir: dist.dir });
    await broken.db.exec('ALTER TABLE block_rules RENAME TO block_rules_moved');
    try {
      const res = await send(broken.app, 'POST', '/blocks-api/api/v2/block', { auth: false, url: '/en/' });
      expect(res.statusCode).toBe(500);
      const err = v.parse(ApiErrorAnswerSchema, res.json());
      expect(err.errors[0]).toMatchObject({ status: '500', code: 'internal_error' });
      expect(res.body).not.toContain('block_rules');
    } finally {
      await broken.db.exec('ALTER TABLE block_rules_moved RENAME TO block_rules');
      await broken.app.close();
    }
  });
});

describe('Strict-Transport-Security behind TLS', () => {
  it('[C01] an answer over TLS through a trusted proxy carries HSTS; plain http and an untrusted X-Forwarded-Proto do not', async () => {
    const behindProxy = await createTestApp({ vars: { TRUST_PROXY: 'loopback' } });
    const direct = await createTestApp({ db: behindProxy.db });
    try {
      const tls = await behindProxy.app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toBe(HSTS);
      const api = await behindProxy.app.inject({ url: '/web-api/nope', headers: { 'x-forwarded-proto': 'https' } });
      expect(api.headers['strict-transport-security']).toBe(HSTS);
      expect((await behindProxy.app.inject({ url: '/health' })).headers['strict-transport-security']).toBeUndefined();
      const forged = await direct.app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await direct.close();
      await behindProxy.close();
    }
  });
});

describe('the casino game frame', () => {
  it('[R09] only /{lang}/casino-frame/ may be framed, and by this origin only', async () => {
    const dist = makeTempDist('<!doctype html><html><head></head><body></body></html>');
    const t = await createTestApp({ distDir: dist.dir });
    try {
      const frame = await t.app.inject({ url: '/en/casino-frame/1001?mode=demo' });
      expect(frame.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
      const page = await t.app.inject({ url: '/en/slots' });
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
    } finally {
      await t.close();
      dist.cleanup();
    }
  });

  it('the frame is its own page, sandboxed by its policy without the site\'s origin; the assets it loads are readable from its opaque origin', async () => {
    const dist = makeTempDist('<!doctype html><html><head><title>site</title></head><body></body></html>');
    fs.writeFileSync(path.join(dist.dir, 'game-frame.html'), '<!doctype html><html><head><title>frame</title></head><body></body></html>');
    const t = await createTestApp({ distDir: dist.dir });
    try {
      const frame = await t.app.inject({ url: '/en/casino-frame/1001?mode=real', headers: { accept: 'text/html' } });
      expect(frame.statusCode).toBe(200);
      expect(frame.body).toContain('<title>frame</title>');
      const sandbox = /(?:^|;\s*)sandbox ([^;]*)/.exec(frame.headers['content-security-policy'] as string)?.[1]?.split(' ');
      expect(sandbox).toEqual(['allow-scripts', 'allow-forms', 'allow-top-navigation-by-user-activation']);
      const asset = await t.app.inject({ url: '/assets/index-abc123.js', headers: { origin: 'null' } });
      expect(asset.headers['access-control-allow-origin']).toBe('*');
      // The site's pages are not the frame's.
      expect((await t.app.inject({ url: '/en/slots', headers: { accept: 'text/html' } })).body).toContain('<title>site</title>');
    } finally {
      await t.close();
      dist.cleanup();
    }
  });
});
