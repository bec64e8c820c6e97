import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { RemoteViewSchema } from '../../streams/schemas/remote.ts';

// The payments remote app (issue 25): its view answer announces the bundle vite.remote.config.ts built (here a stand-in
// build in a temporary dist folder), and the server serves the bundle's files under the app's base path.

const MF = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' } as const;
const SCRIPT = 'registerRemoteBundle(window, "payments", bundle);';

describe('the payments remote app (C06)', () => {
  let t: TestApp;
  let distDir: string;
  const remote = (url: string) => t.app.inject({ url, headers: MF });
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payapp-dist-'));
    t = await createTestApp({ distDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('[C06] not built: its pages answer a 503 error event, no script', async () => {
    const view = v.parse(RemoteViewSchema, (await remote('/remote/payments/en/office/recharge')).json());
    expect(view).toMatchObject({ appName: 'payments', codeToEval: ['mf:error:503'], scriptsToLoad: [] });
  });

  it('[C06] deposit, withdrawal and history announce the bundle with its SRI hash and style sheet; other paths are a 404 event', async () => {
    const dir = path.join(distDir, 'remote', 'payments');
    fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'assets', 'payments-abc123.js'), SCRIPT);
    fs.writeFileSync(path.join(dir, 'assets', 'style-def456.css'), '.x{color:red}');
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({
      'remotes/payments/main.tsx': { file: 'assets/payments-abc123.js', name: 'payments', src: 'remotes/payments/main.tsx', isEntry: true },
      'style.css': { file: 'assets/style-def456.css', src: 'style.css' },
    }));
    const integrity = `sha384-${crypto.createHash('sha384').update(SCRIPT).digest('base64')}`;
    for (const page of ['office/recharge', 'office/deduce', 'office/historypay']) {
      for (const lang of ['en', 'ru']) {
        const res = await remote(`/remote/payments/${lang}/${page}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        // The app says "ready" itself once the shell has mounted it: the answer has no event and no HTML.
        expect(v.parse(RemoteViewSchema, res.json())).toMatchObject({
          appName: 'payments', body: '', codeToEval: [],
          scriptsToLoad: [{ src: '/remote/payments/assets/payments-abc123.js', integrity }],
          cssToLoad: ['/remote/payments/assets/style-def456.css'],
        });
      }
    }
    expect(v.parse(RemoteViewSchema, (await remote('/remote/payments/en/office/account')).json())).toMatchObject({ codeToEval: ['mf:error:404'], scriptsToLoad: [] });

    // The files, under the app's base path, immutable; the integrity the answer gave is the file's.
    const script = await t.app.inject({ url: '/remote/payments/assets/payments-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toContain('immutable');
    expect(`sha384-${crypto.createHash('sha384').update(script.rawPayload).digest('base64')}`).toBe(integrity);
    expect((await t.app.inject({ url: '/remote/payments/assets/style-def456.css' })).headers['content-type']).toMatch(/text\/css/);
    expect((await t.app.inject({ url: '/remote/payments/assets/nothing.js' })).statusCode).toBe(404);
  });

  it('[C06] a new build is announced without a restart', async () => {
    const dir = path.join(distDir, 'remote', 'payments');
    fs.writeFileSync(path.join(dir, 'assets', 'payments-new999.js'), `${SCRIPT}//2`);
    const manifestPath = path.join(dir, '.vite', 'manifest.json');
    fs.writeFileSync(manifestPath, JSON.stringify({ 'remotes/payments/main.tsx': { file: 'assets/payments-new999.js', isEntry: true } }));
    // A different modification time whatever the file system's clock resolution.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(manifestPath, later, later);
    const view = v.parse(RemoteViewSchema, (await remote('/remote/payments/en/office/deduce')).json());
    expect(view.scriptsToLoad).toEqual([{ src: '/remote/payments/assets/payments-new999.js', integrity: `sha384-${crypto.createHash('sha384').update(`${SCRIPT}//2`).digest('base64')}` }]);
    expect(view.cssToLoad).toEqual([]);
  });
});
