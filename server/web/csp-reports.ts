import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';

// CSP violation reports (issue 11 #7). Browsers post them to the endpoint the policy names (`report-to` through the
// Reporting-Endpoints header, `report-uri` for those without the Reporting API); the server keeps the latest ones in
// memory, logs each at warn, and the dev API reads them (tests assert a page produced none). A browser's report
// carries no X-Requested-With header: the path is exempt from the CSRF rule, and a report changes nothing but this list.

export const CSP_REPORT_PATH = '/csp-report';
export const CSP_REPORT_GROUP = 'csp-endpoint';
/** The newest reports kept; older ones are dropped so a flood cannot grow memory. */
const KEEP = 200;
const MAX_FIELD = 512;

export interface CspReport {
  documentUrl: string;
  directive: string;
  blockedUrl: string;
  sample: string;
  sourceFile: string;
  line: number | null;
  receivedAt: string;
}

export interface CspReportStore {
  list(): CspReport[];
  clear(): void;
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_FIELD) : '');
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Both shapes: `{"csp-report": {...}}` (report-uri) and `[{type: "csp-violation", body: {...}}]` (report-to). */
export function readReports(payload: unknown, now: Date): CspReport[] {
  const bodies: Record<string, unknown>[] = [];
  if (Array.isArray(payload)) {
    for (const item of payload.slice(0, 50)) {
      const entry = item as { type?: unknown; body?: unknown } | null;
      if (entry && entry.type === 'csp-violation' && entry.body && typeof entry.body === 'object') bodies.push(entry.body as Record<string, unknown>);
    }
  } else if (payload && typeof payload === 'object' && 'csp-report' in payload) {
    const legacy = (payload as Record<string, unknown>)['csp-report'];
    if (legacy && typeof legacy === 'object') bodies.push(legacy as Record<string, unknown>);
  }
  return bodies.map((b) => ({
    documentUrl: text(b['documentURL'] ?? b['document-uri']),
    directive: text(b['effectiveDirective'] ?? b['effective-directive'] ?? b['violated-directive']),
    blockedUrl: text(b['blockedURL'] ?? b['blocked-uri']),
    sample: text(b['sample'] ?? b['script-sample']),
    sourceFile: text(b['sourceFile'] ?? b['source-file']),
    line: num(b['lineNumber'] ?? b['line-number']),
    receivedAt: now.toISOString(),
  }));
}

export function createCspReportStore(): CspReportStore & { add(received: CspReport[]): void } {
  const reports: CspReport[] = [];
  return {
    list: () => [...reports],
    clear: () => void reports.splice(0),
    add(received) {
      reports.push(...received);
      if (reports.length > KEEP) reports.splice(0, reports.length - KEEP);
    },
  };
}

export function registerCspReports(app: FastifyInstance, store: ReturnType<typeof createCspReportStore>): void {
  const parseJson = (_request: unknown, body: string | Buffer, done: (err: Error | null, value?: unknown) => void) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new ApiError(400, 'invalid_json', 'Invalid JSON', 'The report is not JSON'));
    }
  };
  app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: 64 * 1024 }, parseJson);

  app.post(CSP_REPORT_PATH, async (request, reply) => {
    const received = readReports(request.body, new Date());
    for (const report of received) request.log.warn({ cspViolation: report }, 'CSP violation reported');
    store.add(received);
    return reply.code(204).send();
  });
}
