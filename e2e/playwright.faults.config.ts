import './faults/env';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { FAULT_MINUTES, FAULTS } from './faults/env';

// The DESIGN.md reliability bar: a bettor's session of E2E_FAULT_MINUTES minutes (default 10) against a fresh server
// started with FAULTS (5xx answers, latency, dropped connections on every API route; never /health, the static site
// or the dev API, server/api-paths.ts), then the money audit. `npm run test:faults`; a quick run:
// `E2E_FAULT_MINUTES=2 npm run test:faults`. Other knobs: E2E_FAULTS (the FAULTS spec), FAULTS_SEED (reproducible
// faults), SIM_SPEED (simulator speed, default 4 so live games finish and bets settle during the session),
// E2E_FAULT_USERS (bettors, default 2), E2E_FAULT_SEED (the session's own choices), E2E_FAULT_STEPS (only these
// steps, e.g. bet-answer-lost,one-click-answer-lost), DIST_DIR, E2E_PORT.

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const baseServer = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testDir: './faults',
  testMatch: /.*\.spec\.ts$/,
  testIgnore: [],
  retries: 0,
  // The session, then setup and the audit (with the faulted API in between).
  timeout: FAULT_MINUTES * 60_000 + 5 * 60_000,
  outputDir: '../test-results/faults',
  use: { ...base.use, baseURL, trace: 'off', screenshot: 'only-on-failure' },
  webServer: {
    ...baseServer,
    url: `${baseURL}/health`,
    // The server's warnings and errors are part of the session's record (a crash must show why).
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...baseServer.env,
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR!,
      FAULTS,
      SIM_SPEED: process.env.SIM_SPEED ?? '4',
      ...(process.env.FAULTS_SEED ? { FAULTS_SEED: process.env.FAULTS_SEED } : {}),
    },
  },
});
