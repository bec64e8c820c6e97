import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Imported first by playwright.faults.config.ts, before the base config: the FAULTS session gets its own port and its
// own fresh data dir (the base config keeps whatever is set here). Workers evaluate the config again and inherit the
// variables from the runner process.

process.env.E2E_PORT ??= String(40_000 + (process.pid % 20_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'betsite-e2e-faults-'));

/** Minutes of the session (default 10, the DESIGN.md bar). */
export const FAULT_MINUTES = Number(process.env.E2E_FAULT_MINUTES ?? '10');
if (!(FAULT_MINUTES > 0 && FAULT_MINUTES <= 240)) throw new Error(`E2E_FAULT_MINUTES must be a number of minutes in (0, 240], got "${process.env.E2E_FAULT_MINUTES}"`);

/** The server's FAULTS spec (server/faults.ts syntax); E2E_FAULTS replaces it. */
export const FAULTS = process.env.E2E_FAULTS ?? '5xx=0.1,latency=50-1500,drop=0.02';
