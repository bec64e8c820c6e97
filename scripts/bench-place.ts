/**
 * The server bar of DESIGN.md "Bars": bet placement p99 under 50 ms at 200 requests/s on loopback.
 *
 * Against a running server (a production-mode server, dev API off, with the full seed and a fresh embedded database):
 *  1. registers BENCH_PLACE_USERS customers (default 200) through the real registration call, each from its own
 *     client address (X-Forwarded-For, which this server, started with TRUST_PROXY=loopback, trusts from loopback; the per-IP registration limit applies
 *     per address as it would to real visitors), and funds each with a card deposit through the demo cashier
 *     (POST /web-api/payments/deposit, then the cashier page's pay call), the way a customer tops up;
 *  2. picks open pre-match outcomes of games starting later than the run ends from GET /web-api/sports/games?mode=line;
 *  3. sends single bets of the minimum stake (10 RUB) on varied outcomes, users taken in turn, each with a fresh
 *     Idempotency-Key, at a steady open-loop rate (BENCH_PLACE_RATE, default 200/s) for BENCH_PLACE_SECONDS (default
 *     20 s) after a 3 s warm-up at the same rate that is not counted. Requests are sent at their scheduled times
 *     whatever the answers are doing (open loop), over keep-alive connections.
 * Latency is the time from sending a request to its whole answer; `fromScheduleMs` is measured from the scheduled
 * time instead (it also counts any lag of this client's own event loop). Refusals count in the latency too; the
 * status and error-code mix is reported beside it. A second, shorter run with only BENCH_PLACE_FEW_USERS (default 4)
 * users shows the cost of placements queueing on one account's lock (the account row is locked per placement).
 */
import http from 'node:http';
import crypto from 'node:crypto';

const pct = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
const round = (x: number) => Math.round(x * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer { status: number; body: string }

export function client(base: string) {
  const u = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request({
        host: u.hostname, port: u.port, path, method, agent,
        headers: { 'x-requested-with': 'XMLHttpRequest', ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}), ...headers },
      }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(data);
    });
  return { send, close: () => agent.destroy() };
}
export type Client = ReturnType<typeof client>;

interface BenchUser { userId: number; token: string; accountId: number }
interface BenchOutcome { outcomeId: number; coef: number }

export const errorCode = (a: Answer): string => {
  try {
    return (JSON.parse(a.body) as { errors?: Array<{ code?: string }> }).errors?.[0]?.code ?? '?';
  } catch {
    return '?';
  }
};
export const must = (a: Answer, status: number, what: string): Record<string, unknown> => {
  if (a.status !== status) throw new Error(`${what}: ${a.status} ${a.body.slice(0, 300)}`);
  return JSON.parse(a.body) as Record<string, unknown>;
};

/** A customer with `depositRub` on the main account, registered and funded the way a customer is. */
export async function fundedUser(c: Client, n: number, depositRub: number): Promise<BenchUser> {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n & 255) + 1}`;
  const reg = must(await c.send('POST', '/web-api/auth/registration', { type: 'fast_reg', currency: 'RUB', country_id: 1, agree: true }, { 'x-forwarded-for': ip }), 201, 'registration');
  const auth = { authorization: `Bearer ${String(reg['token'])}`, 'x-forwarded-for': ip };
  const methods = must(await c.send('GET', '/web-api/payments/methods?direction=deposit', undefined, auth), 200, 'payment methods');
  const accountId = Number(methods['accountId']);
  const start = must(await c.send('POST', '/web-api/payments/deposit', { accountId, methodId: 'card', amount: depositRub, bonusChoice: 0, lang: 'en' },
    { ...auth, 'idempotency-key': `bench-dep-${crypto.randomUUID()}` }), 201, 'deposit');
  const token = String(start['redirectUrl']).split('/').pop()!;
  must(await c.send('POST', `/web-api/cashier/${token}`, { outcome: 'success', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123' }, { 'x-forwarded-for': ip }), 200, 'cashier pay');
  const after = must(await c.send('GET', `/web-api/payments/methods?direction=deposit&accountId=${accountId}`, undefined, auth), 200, 'balance');
  if (Number(after['withdrawable']) < depositRub) throw new Error(`deposit not credited: ${JSON.stringify(after)}`);
  return { userId: Number(reg['userId']), token: String(reg['token']), accountId };
}

async function usersFrom(c: Client, count: number, depositRub: number, firstN: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: 4 }, async () => {
    while (next < count) {
      const n = next++;
      users.push(await fundedUser(c, firstN + n, depositRub));
    }
  }));
  return users;
}

/** Open outcomes of open markets of pre-match games that start at least `minAheadMs` from now. */
export async function openOutcomes(c: Client, minAheadMs: number): Promise<BenchOutcome[]> {
  const feed = must(await c.send('GET', '/web-api/sports/games?mode=line', undefined), 200, 'line feed') as {
    games: Array<{ status: number; startAt: string; markets: Array<{ status: number; outcomes: Array<{ id: number; coef: number; status: number }> }> }>;
  };
  const out: BenchOutcome[] = [];
  for (const g of feed.games) {
    if (g.status !== 1 || Date.parse(g.startAt) < Date.now() + minAheadMs) continue;
    for (const m of g.markets) {
      if (m.status !== 1) continue;
      for (const o of m.outcomes) if (o.status === 1) out.push({ outcomeId: o.id, coef: o.coef });
    }
  }
  return out;
}

interface Sample { atMs: number; latencyMs: number; fromScheduleMs: number; status: number; code: string | null }

/** Sends `count` placements at `rate`/s, each at its scheduled time (open loop); resolves when all have answered. */
async function openLoop(c: Client, users: BenchUser[], outcomes: BenchOutcome[], rate: number, seconds: number, seed: number) {
  const count = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const samples: Sample[] = [];
  const inFlight: Promise<void>[] = [];
  let maxSendLagMs = 0;
  const t0 = performance.now() + 50;
  for (let i = 0; i < count; i += 1) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    maxSendLagMs = Math.max(maxSendLagMs, performance.now() - due);
    const user = users[i % users.length]!;
    // Outcomes spread by a stride so neighbouring requests rarely share a game.
    const o = outcomes[(seed + i * 7919) % outcomes.length]!;
    const body = { typeId: 0, amount: 10, changeCoefAction: 2, bets: [{ outcomeId: o.outcomeId, coef: o.coef }] };
    const sent = performance.now();
    inFlight.push(c.send('POST', '/web-api/coupon/place', body, { authorization: `Bearer ${user.token}`, 'idempotency-key': `bench-${crypto.randomUUID()}` })
      .then((a) => {
        const end = performance.now();
        samples.push({ atMs: due - t0, latencyMs: end - sent, fromScheduleMs: end - due, status: a.status, code: a.status === 201 ? null : errorCode(a) });
      }, (err: unknown) => {
        const end = performance.now();
        samples.push({ atMs: due - t0, latencyMs: end - sent, fromScheduleMs: end - due, status: 0, code: String((err as Error).message) });
      }));
  }
  const sendSpanMs = performance.now() - t0;
  await Promise.all(inFlight);
  const lat = samples.map((s) => s.latencyMs).sort((a, b) => a - b);
  const sched = samples.map((s) => s.fromScheduleMs).sort((a, b) => a - b);
  const refused: Record<string, number> = {};
  for (const s of samples) if (s.status !== 201) refused[`${s.status} ${s.code}`] = (refused[`${s.status} ${s.code}`] ?? 0) + 1;
  // Where the slow answers were: the max latency of each second of the run (a few slow seconds vs a slow run).
  const perSecondMax: number[] = [];
  for (const s of samples) {
    const sec = Math.floor(s.atMs / 1000);
    perSecondMax[sec] = Math.max(perSecondMax[sec] ?? 0, Math.round(s.latencyMs));
  }
  if (process.env.BENCH_PLACE_DUMP) (await import('node:fs')).writeFileSync(process.env.BENCH_PLACE_DUMP, JSON.stringify(samples));
  return {
    users: users.length,
    targetRate: rate,
    seconds,
    sent: samples.length,
    sentPerSec: round(samples.length / (sendSpanMs / 1000)),
    maxSendLagMs: round(maxSendLagMs),
    accepted: samples.filter((s) => s.status === 201).length,
    refused,
    latencyMs: { p50: round(pct(lat, 50)), p95: round(pct(lat, 95)), p99: round(pct(lat, 99)), max: round(lat[lat.length - 1] ?? 0), mean: round(lat.reduce((a, b) => a + b, 0) / Math.max(1, lat.length)) },
    fromScheduleMs: { p50: round(pct(sched, 50)), p99: round(pct(sched, 99)), max: round(sched[sched.length - 1] ?? 0) },
    perSecondMaxMs: perSecondMax.map((x) => x ?? 0),
  };
}

export async function benchPlacement(url: string) {
  const rate = Number(process.env.BENCH_PLACE_RATE ?? 200);
  const seconds = Number(process.env.BENCH_PLACE_SECONDS ?? 20);
  const userCount = Number(process.env.BENCH_PLACE_USERS ?? 200);
  const fewCount = Number(process.env.BENCH_PLACE_FEW_USERS ?? 4);
  const fewSeconds = Number(process.env.BENCH_PLACE_FEW_SECONDS ?? 10);
  const c = client(url);
  try {
    const setupStart = performance.now();
    const stake = 10;
    const total = rate * (seconds + 3);
    // Every user can pay for all the bets it may be given, with room to spare.
    const users = await usersFrom(c, userCount, Math.max(1000, Math.ceil((total / userCount) * stake * 2 / 100) * 100), 0);
    const few = fewCount > 0 ? await usersFrom(c, fewCount, Math.ceil((rate * fewSeconds * stake * 2) / fewCount / 100) * 100, userCount) : [];
    const outcomes = await openOutcomes(c, (seconds + fewSeconds + 120) * 1000);
    if (outcomes.length < 100) throw new Error(`only ${outcomes.length} open pre-match outcomes`);
    const setupSec = round((performance.now() - setupStart) / 1000);
    await openLoop(c, users, outcomes, rate, 3, 1); // warm-up, not counted
    const main = await openLoop(c, users, outcomes, rate, seconds, 2);
    const fewUsers = few.length > 0 ? await openLoop(c, few, outcomes, rate, fewSeconds, 3) : null;
    return {
      placementP99Ms: main.latencyMs.p99,
      placementBarMs: 50,
      placementBarRate: 200,
      server: 'production mode (dev API off), embedded PGlite, full seed, live simulator running',
      setup: { users: users.length + few.length, fundedBy: 'card deposit through the demo cashier', outcomes: outcomes.length, setupSec },
      main,
      fewUsers,
    };
  } finally {
    c.close();
  }
}

// Run alone: `npx tsx scripts/bench-place.ts [url]` (without a url it starts its own server).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('./serve-for-tests.ts');
  const given = process.argv[2];
  const server = given ? null : await startServer({ TRUST_PROXY: 'loopback' });
  try {
    console.log(JSON.stringify(await benchPlacement(given ?? server!.url), null, 2));
  } finally {
    await server?.stop();
  }
}
