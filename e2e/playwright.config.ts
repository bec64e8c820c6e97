import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// One fresh server and embedded database per run, on a port chosen once: the config is evaluated again in
// every worker, which inherits these variables from the runner process.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'betsite-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  // The FAULTS session (e2e/faults/, npm run test:faults) has its own config, server and length.
  testIgnore: ['**/faults/**'],
  // Tests flip server settings (maintenance, blocks) through the dev API: one worker keeps them apart.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    serviceWorkers: 'block',
    // Every visitor has answered the cookie banner (issue 16), so it covers no button a test clicks;
    // e2e/shell-widgets.spec.ts starts without this cookie to test the banner itself.
    storageState: { cookies: [{ name: 'cookies_agree_type', value: 'ALL', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: ['**/faults/**'], use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    cwd: '..',
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The production build, with the dev API on so tests can flip maintenance and blocks.
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // A build elsewhere than ./dist (several people testing on one machine): DIST_DIR=/tmp/my-dist.
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
      ...(process.env.SIM_SPEED ? { SIM_SPEED: process.env.SIM_SPEED } : {}),
    },
  },
});
