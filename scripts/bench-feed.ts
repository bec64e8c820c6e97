/**
 * The live feed bar of DESIGN.md "Bars": 10,000 viewers polling the live list every 2 s per instance (5,000 requests
 * a second), p99 under 100 ms, no errors (issue 21).
 *
 * Against a running production-mode server with the full seed and its live simulator:
 *  - BENCH_FEED_VIEWERS viewers (default 10,000) each poll BENCH_FEED_PATH (default the live list in English) every
 *    BENCH_FEED_PERIOD_MS (2,000), their polls spread evenly over the period and sent at their scheduled times whatever
 *    the answers are doing (open loop), over BENCH_FEED_CONNECTIONS keep-alive connections (default 1,000; a request
 *    waits for a free one, as a browser's would), for BENCH_FEED_SECONDS (30) after a warm-up of 5 s not counted.
 *  - Every viewer polls as the live page does: its first request without `since`, then with the `version` of its last
 *    answer (BENCH_FEED_SINCE=0: always without, the whole list every time), accepting gzip and br. Half of the viewers
 *    also send the ETag of their last answer in If-None-Match (as a browser's HTTP cache does); a 304 keeps their last
 *    answer.
 *  - A request not answered in 10 s is a timeout. Latency is from sending to the whole answer; `fromScheduleMs` from
 *    the scheduled time (it also counts waiting for a connection and this client's own lag).
 * Beside the latencies: requests per second answered, errors by kind, the share of 304s, the bytes per answer on the
 * wire, the load average (`uptime`) and the server's CPU, and the server's memory (RSS) idle, under the load and
 * BENCH_FEED_AFTER_SEC (30) seconds after it.
 */
import http from 'node:http';
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const pct = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
const round = (x: number) => Math.round(x * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The server's resident memory in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}
/** CPU seconds the server has used (user + system). */
function cpuSec(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const loadAvg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);

interface Viewer { since: number | null; etag: string | null; revalidates: boolean }
interface Sample { latencyMs: number; fromScheduleMs: number; status: number; wireBytes: number; error: string | null; counted: boolean }

export async function benchFeed(server: { url: string; pid: number }) {
  const viewers = env('BENCH_FEED_VIEWERS', 10_000);
  const periodMs = env('BENCH_FEED_PERIOD_MS', 2000);
  const connections = env('BENCH_FEED_CONNECTIONS', 1000);
  const seconds = env('BENCH_FEED_SECONDS', 30);
  const afterSec = env('BENCH_FEED_AFTER_SEC', 30);
  const warmupSec = 5;
  const path = process.env.BENCH_FEED_PATH ?? '/web-api/sports/games?mode=live&lang=en';
  const withSince = process.env.BENCH_FEED_SINCE !== '0';
  const u = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections, scheduling: 'fifo' });

  // Live games are there once the simulator has ticked a few times; the memory is measured when the server is idle.
  await sleep(env('BENCH_FEED_IDLE_SEC', 10) * 1000);
  const idleRssMb = rssMb(server.pid);

  // The version in an answer, decoded once per distinct answer (every viewer of a tick gets the same bytes).
  const versions = new Map<string, number>();
  const versionOf = (body: Buffer, encoding: string | undefined, etag: string | undefined): number => {
    const key = etag ?? crypto.createHash('sha1').update(body).digest('base64');
    let v = versions.get(key);
    if (v === undefined) {
      const raw = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
      v = (JSON.parse(raw.toString('utf8')) as { version: number }).version;
      if (versions.size > 5000) versions.clear();
      versions.set(key, v);
    }
    return v;
  };

  const list: Viewer[] = Array.from({ length: viewers }, (_, i) => ({ since: null, etag: null, revalidates: i % 2 === 0 }));
  const samples: Sample[] = [];
  const poll = (viewer: Viewer, due: number, counted: boolean) => new Promise<void>((resolve) => {
    const sent = performance.now();
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
    if (viewer.revalidates && viewer.etag) headers['if-none-match'] = viewer.etag;
    const query = viewer.since === null || !withSince ? '' : `&since=${viewer.since}`;
    const done = (status: number, wireBytes: number, error: string | null) => {
      const end = performance.now();
      samples.push({ latencyMs: end - sent, fromScheduleMs: end - due, status, wireBytes, error, counted });
      resolve();
    };
    const req = http.request({ host: u.hostname, port: u.port, path: `${path}${query}`, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const status = res.statusCode ?? 0;
        if (status === 200) {
          const etag = res.headers.etag;
          viewer.since = versionOf(body, res.headers['content-encoding'], etag);
          viewer.etag = etag ?? null;
          done(status, body.length, null);
        } else done(status, body.length, status === 304 ? null : `http ${status}`);
      });
      res.on('error', (err) => done(0, 0, err.message));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', (err) => done(0, 0, err.message === 'timeout' ? 'timeout' : `network: ${err.message}`));
    req.end();
  });

  const rssDuring: number[] = [];
  const intervalMs = periodMs / viewers;
  const total = Math.round(((warmupSec + seconds) * 1000) / intervalMs);
  const warmupCount = Math.round((warmupSec * 1000) / intervalMs);
  const inFlight: Array<Promise<void>> = [];
  let maxSendLagMs = 0;
  const loadBefore = loadAvg();
  let cpuAtStart = 0;
  let clientCpuAtStart = process.cpuUsage();
  let countStart = 0;
  const rssTimer = setInterval(() => rssDuring.push(rssMb(server.pid)), 1000);
  const t0 = performance.now() + 50;
  for (let i = 0; i < total;) {
    const now = performance.now();
    // Every poll whose time has come goes now; then the loop yields to read the answers.
    while (i < total && t0 + i * intervalMs <= now) {
      const due = t0 + i * intervalMs;
      maxSendLagMs = Math.max(maxSendLagMs, now - due);
      if (i === warmupCount) {
        cpuAtStart = cpuSec(server.pid);
        clientCpuAtStart = process.cpuUsage();
        countStart = performance.now();
      }
      inFlight.push(poll(list[i % viewers]!, due, i >= warmupCount));
      i += 1;
    }
    await sleep(Math.max(0, Math.min(5, t0 + i * intervalMs - performance.now())));
  }
  const sendEnd = performance.now();
  await Promise.all(inFlight);
  const cpuUsed = cpuSec(server.pid) - cpuAtStart;
  const clientCpu = process.cpuUsage(clientCpuAtStart);
  const spanSec = (performance.now() - countStart) / 1000;
  const loadAfterRun = loadAvg();
  clearInterval(rssTimer);
  const rssEndOfLoad = rssMb(server.pid);
  agent.destroy();
  await sleep(afterSec * 1000);
  const rssAfter = rssMb(server.pid);

  const counted = samples.filter((s) => s.counted);
  const lat = counted.map((s) => s.latencyMs).sort((a, b) => a - b);
  const sched = counted.map((s) => s.fromScheduleMs).sort((a, b) => a - b);
  const errors: Record<string, number> = {};
  for (const s of counted) if (s.error) errors[s.error] = (errors[s.error] ?? 0) + 1;
  const ok = counted.filter((s) => s.status === 200);
  const notModified = counted.filter((s) => s.status === 304);
  return {
    feedP99Ms: round(pct(lat, 99)),
    feedBarMs: 100,
    feedBarRate: 5000,
    path,
    withSince,
    viewers,
    periodMs,
    connections,
    seconds,
    sent: counted.length,
    answeredPerSec: round((ok.length + notModified.length) / spanSec),
    sendSpanSec: round((sendEnd - countStart) / 1000),
    maxSendLagMs: round(maxSendLagMs),
    latencyMs: { p50: round(pct(lat, 50)), p95: round(pct(lat, 95)), p99: round(pct(lat, 99)), max: round(lat[lat.length - 1] ?? 0) },
    fromScheduleMs: { p50: round(pct(sched, 50)), p99: round(pct(sched, 99)), max: round(sched[sched.length - 1] ?? 0) },
    errors: Object.values(errors).reduce((a, b) => a + b, 0),
    errorKinds: errors,
    share304: round((notModified.length / Math.max(1, counted.length)) * 1000) / 10,
    bytesPer200: Math.round(ok.reduce((a, s) => a + s.wireBytes, 0) / Math.max(1, ok.length)),
    bytesPerAnswer: Math.round(counted.reduce((a, s) => a + s.wireBytes, 0) / Math.max(1, counted.length)),
    serverCpuPercent: Math.round((cpuUsed / spanSec) * 100),
    // This load generator shares the machine: when it runs out of CPU, sending lags and answers wait to be read.
    clientCpuPercent: Math.round(((clientCpu.user + clientCpu.system) / 1e6 / spanSec) * 100),
    loadAverage: { before: loadBefore, afterRun: loadAfterRun },
    serverRssMb: { idle: idleRssMb, underLoadMax: Math.max(...rssDuring), endOfLoad: rssEndOfLoad, [`after${afterSec}s`]: rssAfter },
  };
}

// Run alone: `npx tsx scripts/bench-feed.ts` (it starts its own production server with a fresh embedded database).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('./serve-for-tests.ts');
  const server = await startServer({ SIM_SPEED: process.env.SIM_SPEED ?? '1' });
  try {
    console.log(JSON.stringify(await benchFeed(server), null, 2));
  } finally {
    await server.stop();
  }
}
