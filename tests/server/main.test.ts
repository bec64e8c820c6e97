import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/index.ts';
import { REPO_ROOT } from '../../server/env.ts';

// The real process: server/main.ts with an embedded database in a temp DATA_DIR. It proves the start-up line,
// a graceful SIGTERM (a request in flight still gets its answer) and that committed data survives the stop.

const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

function startServer(dataDir: string, distDir: string, extra: Record<string, string> = {}): { child: ChildProcess; url: Promise<string>; output: () => string; exited: Promise<number | null> } {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DIST_DIR: distDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...extra };
  delete env.DATABASE_URL; // this test is about the embedded database in DATA_DIR
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${out}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url, output: () => out, exited };
}

describe('server process', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'betsite-main-'));
  const dataDir = path.join(tmp, 'data');
  const distDir = path.join(tmp, 'dist');
  fs.mkdirSync(distDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  const children: ChildProcess[] = [];

  afterAll(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('starts, logs one line with its URL, stops cleanly on SIGTERM after finishing a running request, and keeps committed data', async () => {
    const server = startServer(dataDir, distDir, { FAULTS: 'latency=800' });
    children.push(server.child);
    const url = await server.url;
    expect(server.output()).toMatch(/^betsite server listening on http:\/\/127\.0\.0\.1:\d+ \(test; db: pglite .*migrations applied: \d+; seed steps: \d+; faults: latency=800-800; dev api: on; support operator \(development default\): sign in as \S+ with the password \S+\)\n$/);

    expect((await fetch(`${url}/health`)).status).toBe(200);
    const patch = await fetch(`${url}/web-api/dev/settings`, { method: 'PATCH', headers: XHR, body: JSON.stringify({ companyName: 'Persisted Ltd' }) });
    expect(patch.status).toBe(200);
    const page = await (await fetch(`${url}/en/`)).text();
    expect(page).toContain('Persisted Ltd');

    // A request that takes 800 ms (FAULTS latency) is running when SIGTERM arrives: it still gets its answer.
    const running = fetch(`${url}/bff-api/config/all.json?lang=en`).then(async (r) => ({ status: r.status, body: await r.json() as { companyName: string } }));
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGTERM');
    const answer = await running;
    expect(answer.status).toBe(200);
    expect(answer.body.companyName).toBe('Persisted Ltd');
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain('SIGTERM: shutting down');
    expect(server.output()).toContain('stopped cleanly');

    // The data is on disk: reopen the same directory directly.
    const db = await openDb({ dataDir: path.join(dataDir, 'db') });
    try {
      expect((await db.one<{ value: unknown }>(`SELECT value FROM site_settings WHERE key = 'companyName'`))?.value).toBe('Persisted Ltd');
    } finally {
      await db.close();
    }

    // A second start on the same data applies no migration and no seed step again.
    const again = startServer(dataDir, distDir);
    children.push(again.child);
    const url2 = await again.url;
    expect(again.output()).toContain('migrations applied: 0; seed steps: 0');
    expect(((await (await fetch(`${url2}/bff-api/config/all.json?lang=en`)).json()) as { companyName: string }).companyName).toBe('Persisted Ltd');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('refuses to start with a bad FAULTS, naming the problem', async () => {
    const server = startServer(path.join(tmp, 'unused'), distDir, { FAULTS: 'latency=9-1' });
    children.push(server.child);
    await expect(server.url).rejects.toThrow(/Invalid FAULTS "latency=9-1": latency range 9-1 has its maximum below its minimum/);
    expect(await server.exited).toBe(2);
  }, 60_000);
});
