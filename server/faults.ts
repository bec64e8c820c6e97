// Fault injection for tests and QA (DESIGN.md "The server"): env FAULTS, e.g. `5xx=0.1,latency=50-1500,drop=0.02`.
// It applies to API routes only (never to the static site, /health or the dev control endpoints).
//
// Syntax: comma-separated `key=value` pairs, each key at most once.
//   5xx=P        with probability P (0..1) answer a 5xx (500, 502, 503 or 504) in the JSON error shape
//   latency=N    delay every API answer by N ms; latency=A-B: by a uniform random delay in [A, B] ms
//   drop=P       with probability P destroy the connection without any answer (the client sees a network error)
// An empty or unset FAULTS means no faults. A malformed spec is a startup error.

export interface FaultSpec {
  /** Probability 0..1 of a 5xx answer. */
  errorRate: number;
  /** Delay range in ms (min === max for a fixed delay). */
  latency: { min: number; max: number } | null;
  /** Probability 0..1 of dropping the connection. */
  dropRate: number;
}

/** The outcome for one request: how long to wait, then drop, fail with a status or go on. */
export type FaultDecision =
  | { delayMs: number; action: 'pass' }
  | { delayMs: number; action: 'drop' }
  | { delayMs: number; action: 'error'; status: 500 | 502 | 503 | 504 };

export class FaultSpecError extends Error {
  constructor(spec: string, problem: string) {
    super(`Invalid FAULTS "${spec}": ${problem}. Expected e.g. FAULTS="5xx=0.1,latency=50-1500,drop=0.02".`);
    this.name = 'FaultSpecError';
  }
}

const NUMBER = /^\d+(\.\d+)?$/;

function probability(spec: string, key: string, value: string): number {
  if (!NUMBER.test(value)) throw new FaultSpecError(spec, `${key} must be a probability between 0 and 1, got "${value}"`);
  const p = Number(value);
  if (p < 0 || p > 1) throw new FaultSpecError(spec, `${key} must be a probability between 0 and 1, got "${value}"`);
  return p;
}

function milliseconds(spec: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new FaultSpecError(spec, `latency must be whole milliseconds, got "${value}"`);
  const ms = Number(value);
  if (ms > 120_000) throw new FaultSpecError(spec, `latency ${ms} ms is above the 120000 ms ceiling`);
  return ms;
}

/** Parses a FAULTS spec; returns null when there is nothing to inject. Throws FaultSpecError when malformed. */
export function parseFaults(raw: string | undefined): FaultSpec | null {
  const spec = (raw ?? '').trim();
  if (spec === '') return null;
  const out: FaultSpec = { errorRate: 0, latency: null, dropRate: 0 };
  const seen = new Set<string>();
  for (const part of spec.split(',')) {
    const item = part.trim();
    if (item === '') throw new FaultSpecError(spec, 'empty entry');
    const eq = item.indexOf('=');
    if (eq <= 0) throw new FaultSpecError(spec, `"${item}" is not key=value`);
    const key = item.slice(0, eq).trim().toLowerCase();
    const value = item.slice(eq + 1).trim();
    if (seen.has(key)) throw new FaultSpecError(spec, `"${key}" is given twice`);
    seen.add(key);
    switch (key) {
      case '5xx':
        out.errorRate = probability(spec, key, value);
        break;
      case 'drop':
        out.dropRate = probability(spec, key, value);
        break;
      case 'latency': {
        const [a, b, ...rest] = value.split('-');
        if (a === undefined || rest.length > 0) throw new FaultSpecError(spec, `latency must be N or A-B, got "${value}"`);
        const min = milliseconds(spec, a);
        const max = b === undefined ? min : milliseconds(spec, b);
        if (max < min) throw new FaultSpecError(spec, `latency range ${value} has its maximum below its minimum`);
        out.latency = { min, max };
        break;
      }
      default:
        throw new FaultSpecError(spec, `unknown key "${key}" (known: 5xx, latency, drop)`);
    }
  }
  if (out.errorRate + out.dropRate > 1) throw new FaultSpecError(spec, '5xx and drop together exceed probability 1');
  return out;
}

const ERROR_STATUSES = [500, 502, 503, 504] as const;

/**
 * Decides the fault for one request with the given random source (values in [0, 1)). Draw order is fixed so a
 * seeded random gives the same decisions every run: latency, then one draw for drop/5xx, then one for the status.
 */
export function decideFault(spec: FaultSpec, random: () => number): FaultDecision {
  const delayMs = spec.latency ? Math.round(spec.latency.min + (spec.latency.max - spec.latency.min) * random()) : 0;
  const r = random();
  if (r < spec.dropRate) return { delayMs, action: 'drop' };
  if (r < spec.dropRate + spec.errorRate) {
    const status = ERROR_STATUSES[Math.min(ERROR_STATUSES.length - 1, Math.floor(random() * ERROR_STATUSES.length))] ?? 503;
    return { delayMs, action: 'error', status };
  }
  return { delayMs, action: 'pass' };
}

/** Describes a spec for the start-up log line. */
export function describeFaults(spec: FaultSpec | null): string {
  if (!spec) return 'none';
  const parts: string[] = [];
  if (spec.errorRate > 0) parts.push(`5xx=${spec.errorRate}`);
  if (spec.latency) parts.push(`latency=${spec.latency.min}-${spec.latency.max}`);
  if (spec.dropRate > 0) parts.push(`drop=${spec.dropRate}`);
  return parts.join(',') || 'none';
}
