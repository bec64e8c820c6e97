/**
 * A cluster anyone can start (issue 21): three server instances on one PostgreSQL behind HAProxy, serving the site on
 * one port. Run through scripts/with-pg.sh, which makes a throwaway PostgreSQL 15 and exports DATABASE_URL:
 *
 *   npm run cluster          serve at http://127.0.0.1:8080 (CLUSTER_PORT) until Ctrl-C
 *   npm run test:cluster     the failover test below, then stop (exit code 1 on any failed check)
 *   BENCH_ONLY=cluster npm run bench   placement through the balancer at 600/s beside one instance at 200/s, and
 *                                      the instances' memory idle, under load and after it (JSON on stdout)
 *
 * It needs the built site (npm run build) and HAProxy (Debian's haproxy; .ci/run installs it). Instances are
 * `node --import tsx server/main.ts` on CLUSTER_PORT+1..3 with TRUST_PROXY=loopback (HAProxy forwards the client's
 * address in X-Forwarded-For); the first starts alone (it migrates and seeds), the other two when it is healthy.
 * HAProxy checks GET /health every second and takes an instance out after two failures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchFeed } from './bench-feed.ts';
import { benchPlacement, client, errorCode, fundedUser, must, openOutcomes, type Client } from './bench-place.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const LB_PORT = Number(process.env.CLUSTER_PORT ?? 8080);
const INSTANCES = 3;
const testMode = process.argv.includes('--test');
const benchMode = process.argv.includes('--bench');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('cluster: DATABASE_URL is not set (run through scripts/with-pg.sh: npm run cluster)');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`cluster: ${line}`);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'betsite-cluster-'));

interface Instance { n: number; port: number; proc: ChildProcess | null }
const instances: Instance[] = Array.from({ length: INSTANCES }, (_, i) => ({ n: i + 1, port: LB_PORT + 1 + i, proc: null }));

function startInstance(inst: Instance): void {
  const out = fs.openSync(path.join(tmp, `instance-${inst.n}.log`), 'a');
  inst.proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      PORT: String(inst.port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn',
      // The test funds players and reads the money audit through the dev API; a served or benched cluster is production.
      NODE_ENV: testMode ? 'test' : 'production',
    },
  });
}

async function health(port: number): Promise<{ leader: boolean; pid: number } | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1500) });
    return res.ok ? ((await res.json()) as { leader: boolean; pid: number }) : null;
  } catch {
    return null;
  }
}

async function waitFor<T>(probe: () => Promise<T | null>, timeoutMs: number): Promise<T | null> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await probe();
    if (value) return value;
    await sleep(250);
  }
  return null;
}

async function waitHealthy(inst: Instance, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await health(inst.port)) return;
    await sleep(250);
  }
  throw new Error(`instance ${inst.n} did not become healthy; see ${path.join(tmp, `instance-${inst.n}.log`)}`);
}

function startBalancer(): ChildProcess {
  const cfg = path.join(tmp, 'haproxy.cfg');
  fs.writeFileSync(cfg, `global
  maxconn 8000
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  option forwardfor
frontend site
  bind 127.0.0.1:${LB_PORT}
  default_backend servers
backend servers
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
  retry-on conn-failure empty-response
  retries 2
  option redispatch
${instances.map((i) => `  server s${i.n} 127.0.0.1:${i.port} check inter 1s fall 2 rise 1`).join('\n')}
`);
  const proc = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
  proc.on('exit', (code) => { if (code !== null && code !== 0) log(`haproxy exited with ${code}`); });
  return proc;
}

async function leaders(): Promise<Instance[]> {
  const found: Instance[] = [];
  for (const inst of instances) if ((await health(inst.port))?.leader) found.push(inst);
  return found;
}

/** The one leader within `timeoutMs`, with the time it took to appear. */
async function waitForOneLeader(timeoutMs: number): Promise<{ leader: Instance; ms: number }> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    const found = await leaders();
    if (found.length === 1) return { leader: found[0]!, ms: Date.now() - t0 };
    if (found.length > 1) throw new Error(`two leaders at once: ${found.map((i) => i.n).join(', ')}`);
    await sleep(100);
  }
  throw new Error(`no leader within ${timeoutMs} ms`);
}

let balancer: ChildProcess | null = null;
async function stopAll(): Promise<void> {
  balancer?.kill('SIGTERM');
  await Promise.all(instances.map((i) => new Promise<void>((resolve) => {
    if (!i.proc || i.proc.exitCode !== null || i.proc.signalCode !== null) return resolve();
    i.proc.once('exit', () => resolve());
    i.proc.kill('SIGTERM');
  })));
}

// ---------------------------------------------------------------------------------------------- the failover test

type Check = { name: string; ok: boolean; detail: string };
const checks: Check[] = [];
const check = (name: string, ok: boolean, detail: string) => {
  checks.push({ name, ok, detail });
  log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
};

interface Player { userId: number; token: string; accountId: number }
type CrashView = { roundId: string; phase: string; startsInMs: number };

/** Waits for a crash round in its betting phase with at least `minLeftMs` of it left. */
async function bettingRound(c: Client, minLeftMs: number): Promise<CrashView> {
  for (let i = 0; i < 200; i += 1) {
    const v = await c.send('GET', '/web-api/casino/crash', undefined);
    if (v.status === 200) {
      const view = JSON.parse(v.body) as CrashView;
      if (view.phase === 'betting' && view.startsInMs >= minLeftMs) return view;
    }
    await sleep(200);
  }
  throw new Error('no crash round in its betting phase');
}

async function sql<T>(query: string): Promise<T[]> {
  const pg = (await import('pg')).default;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query(query)).rows as T[];
  } finally {
    await db.end();
  }
}

/** Bets, casino rounds and crash stakes through the balancer; answers with the crash round the players bet on. */
async function play(c: Client, players: Player[], outcomes: Array<{ outcomeId: number; coef: number }>, salt: string): Promise<{ crashRound: string; statuses: Record<string, number> }> {
  const statuses: Record<string, number> = {};
  const count = (what: string, status: number, code = '') => { const k = `${what} ${status}${code ? ` ${code}` : ''}`; statuses[k] = (statuses[k] ?? 0) + 1; };
  const auth = (p: Player) => ({ authorization: `Bearer ${p.token}`, 'idempotency-key': `cluster-${salt}-${crypto.randomUUID()}` });
  const round = await bettingRound(c, 3_000);
  await Promise.all(players.map(async (p, i) => {
    const crash = await c.send('POST', '/web-api/casino/crash/bet', { stake: 1_000, mode: 'real' }, auth(p));
    count('crash bet', crash.status, crash.status === 201 ? '' : errorCode(crash));
    const o = outcomes[(i * 7919) % outcomes.length]!;
    const bet = await c.send('POST', '/web-api/coupon/place', { typeId: 0, amount: 10, changeCoefAction: 2, bets: [{ outcomeId: o.outcomeId, coef: o.coef }] }, auth(p));
    count('sports bet', bet.status, bet.status === 201 ? '' : errorCode(bet));
    const spin = await c.send('POST', '/web-api/casino/games/1001/round', { stake: 100, mode: 'real' }, auth(p));
    count('slot round', spin.status, spin.status === 201 ? '' : errorCode(spin));
  }));
  return { crashRound: round.roundId, statuses };
}

async function failoverTest(): Promise<void> {
  const c = client(`http://127.0.0.1:${LB_PORT}`);
  const first = await waitForOneLeader(15_000);
  check('one leader at start', true, `instance ${first.leader.n}`);
  const players: Player[] = [];
  for (let i = 0; i < 12; i += 1) players.push(await fundedUser(c, 900_000 + i, 5_000));
  const outcomes = await openOutcomes(c, 30 * 60_000);
  if (outcomes.length === 0) throw new Error('no open outcomes to bet on');

  // 1. Kill the leader with SIGKILL while the players' crash stakes are in a round.
  const before = await play(c, players, outcomes, 'a');
  log(`played: ${JSON.stringify(before.statuses)}`);
  const crashBets = before.statuses['crash bet 201'] ?? 0;
  check('crash stakes taken through the balancer', crashBets === players.length, `${crashBets} of ${players.length}`);
  const killed = first.leader;
  killed.proc!.kill('SIGKILL');
  const second = await waitForOneLeader(15_000);
  check('a new leader within 10 s of SIGKILL (mid crash round)', second.ms <= 10_000 && second.leader !== killed, `instance ${second.leader.n} after ${second.ms} ms`);
  startInstance(killed);

  // The round the stakes were in is finished by the stated rule, and the game goes on.
  let outcome: string | null = null;
  for (let i = 0; i < 200 && !outcome; i += 1) {
    outcome = (await sql<{ outcome: string | null }>(`SELECT outcome FROM crash_rounds WHERE id = ${Number(before.crashRound)}`))[0]?.outcome ?? null;
    if (!outcome) await sleep(250);
  }
  const refunds = await sql<{ n: string }>(`SELECT count(*) AS n FROM ledger_entries l JOIN casino_rounds r ON r.id::text = l.ref_id
    WHERE l.kind = 'casino_refund' AND r.crash_round = '${Number(before.crashRound)}'`);
  check('the interrupted crash round is settled by the rule', outcome === 'refunded' || outcome === 'crashed',
    `outcome ${outcome}; ${refunds[0]?.n ?? 0} stakes refunded`);
  await waitHealthy(killed);

  // 2. Kill the new leader while the simulator runs its ticks; the simulator moves on under the next one.
  const ticks = async () => Number((await sql<{ n: string }>('SELECT ticks AS n FROM sports_sim_state WHERE id = 1'))[0]?.n ?? 0);
  const after1 = await play(c, players, outcomes, 'b');
  log(`played: ${JSON.stringify(after1.statuses)}`);
  const v0 = await ticks();
  await sleep(1_000 + Math.floor(Math.random() * 1_000)); // somewhere inside a 2 s tick
  second.leader.proc!.kill('SIGKILL');
  const third = await waitForOneLeader(15_000);
  check('a new leader within 10 s of SIGKILL (mid simulator tick)', third.ms <= 10_000 && third.leader !== second.leader, `instance ${third.leader.n} after ${third.ms} ms`);
  startInstance(second.leader);
  const moved = await waitFor(async () => ((await ticks()) > v0 ? true : null), 20_000);
  check('the simulator moves on under the new leader', moved === true, `simulator ticks ${v0} -> ${await ticks()}`);
  await waitHealthy(second.leader);
  const after2 = await play(c, players, outcomes, 'c');
  log(`played: ${JSON.stringify(after2.statuses)}`);

  // 3. Every stake has its outcome, money is sound, nothing is settled twice.
  await sleep(12_000);
  const stale = await sql<{ n: string }>(`SELECT count(*) AS n FROM crash_rounds WHERE settled_at IS NULL AND crash_at < now() - interval '5 seconds'`);
  const openCrash = await sql<{ n: string }>(`SELECT count(*) AS n FROM casino_rounds b JOIN crash_rounds c ON c.id::text = b.crash_round
    WHERE NOT b.settled AND c.crash_at < now() - interval '5 seconds'`);
  check('no crash round or stake left open after its crash', Number(stale[0]!.n) === 0 && Number(openCrash[0]!.n) === 0, `${stale[0]!.n} rounds, ${openCrash[0]!.n} stakes`);
  const twice = await sql<{ n: string }>(`SELECT count(*) AS n FROM (SELECT ref_type, ref_id, kind FROM ledger_entries
    WHERE kind IN ('bet_payout', 'bet_refund', 'casino_win', 'casino_refund') GROUP BY ref_type, ref_id, kind HAVING count(*) > 1) x`);
  check('no bet or round paid twice', Number(twice[0]!.n) === 0, `${twice[0]!.n} paid twice`);
  const audit = must(await c.send('GET', `/web-api/dev/money/audit?userIds=${players.map((p) => p.userId).join(',')}`, undefined), 200, 'audit') as { ok: boolean; problems: unknown[] };
  check('money audit ok on every account', audit.ok, `${audit.problems.length} problems ${JSON.stringify(audit.problems.slice(0, 3))}`);

  // 4. A change made through one instance is seen on the others within a second (their read models follow the
  //    database): a goal put into a live game on one instance, watched for on the other two.
  const live = must(await client(`http://127.0.0.1:${instances[0]!.port}`).send('GET', '/web-api/sports/games?mode=live', undefined), 200, 'live feed') as
    { games: Array<{ id: number; status: number; score: { home: number; away: number } }> };
  const game = live.games.find((g) => g.status === 2 || g.status === 3);
  if (game) {
    const scoreOn = async (inst: Instance) => {
      const a = await client(`http://127.0.0.1:${inst.port}`).send('GET', `/web-api/sports/game/${game.id}`, undefined);
      return a.status === 200 ? JSON.stringify((JSON.parse(a.body) as { game?: { score?: unknown }; score?: unknown }).game?.score ?? null) : null;
    };
    const [, b, d] = instances;
    // Three goals, each watched for on the two other instances; the figure is the slower instance's, per goal.
    const trials: number[] = [];
    for (let trial = 0; trial < 3; trial += 1) {
      const seenBefore = await Promise.all([b!, d!].map(scoreOn));
      const t0 = Date.now();
      must(await client(`http://127.0.0.1:${instances[0]!.port}`).send('POST', `/web-api/dev/sports/games/${game.id}/goal`, { side: 'home' }), 200, 'goal');
      const seen = await Promise.all([b!, d!].map(async (inst, i) => {
        while (Date.now() - t0 < 10_000) {
          if ((await scoreOn(inst)) !== seenBefore[i]) return Date.now() - t0;
          await sleep(20);
        }
        return Infinity;
      }));
      trials.push(Math.max(...seen));
      await sleep(500);
    }
    const median = [...trials].sort((x, y) => x - y)[1]!;
    check('a change reaches every instance within a second', median <= 1_000, `slowest instance per goal: ${trials.join(', ')} ms (median ${median} ms)`);
  } else {
    check('a change reaches every instance within a second', false, 'no live game to change');
  }

  // 5. The login rate limit holds across the three instances: attempts spread by the balancer count as one client's.
  const limit = 10;
  for (const inst of instances) {
    must(await client(`http://127.0.0.1:${inst.port}`).send('PUT', '/web-api/dev/auth/rate-limits', { login: limit }), 200, `rate limits of instance ${inst.n}`);
  }
  const ip = '10.99.0.1';
  const codes: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    codes.push((await c.send('POST', '/web-api/auth/login', { uLogin: 'nobody@example.com', uPassword: 'wrong-password-1' }, { 'x-forwarded-for': ip })).status);
  }
  const firstRefusal = codes.indexOf(429);
  check('the login rate limit holds across instances', firstRefusal > 0 && firstRefusal <= limit,
    `limit ${limit} a minute; first 429 after ${firstRefusal} attempts through ${INSTANCES} instances`);
  c.close();
}

// ---------------------------------------------------------------------------------------------- the bench

/** Resident memory of an instance's process in MB (Linux /proc). */
function rssMb(inst: Instance): number | null {
  try {
    const status = fs.readFileSync(`/proc/${inst.proc!.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}
const memory = () => Object.fromEntries(instances.map((i) => [`instance${i.n}`, rssMb(i)]));

async function clusterBench() {
  const rate = Number(process.env.BENCH_CLUSTER_RATE ?? 600);
  const idle = memory();
  process.env.BENCH_PLACE_RATE = String(rate);
  const cluster = await benchPlacement(`http://127.0.0.1:${LB_PORT}`);
  const underLoad = memory();
  process.env.BENCH_PLACE_RATE = '200';
  const single = await benchPlacement(`http://127.0.0.1:${instances[0]!.port}`);
  // The live feed through the balancer (the viewers spread over the instances), beside one instance alone; the
  // server figures (CPU, memory) are instance 1's. BENCH_FEED_VIEWERS sets the viewers of both runs.
  const feedCluster = await benchFeed({ url: `http://127.0.0.1:${LB_PORT}`, pid: instances[0]!.proc!.pid! });
  const feedSingle = await benchFeed({ url: `http://127.0.0.1:${instances[0]!.port}`, pid: instances[0]!.proc!.pid! });
  const feed = (f: Awaited<ReturnType<typeof benchFeed>>) => ({
    viewers: f.viewers, answeredPerSec: f.answeredPerSec, answeredPerSecPerCore: Math.round(f.answeredPerSec / os.cpus().length),
    p50Ms: f.latencyMs.p50, p99Ms: f.latencyMs.p99, errors: f.errors, share304: f.share304, barP99Ms: 100,
  });
  await sleep(30_000);
  return {
    feedThroughBalancer: feed(feedCluster),
    feedOneInstance: feed(feedSingle),
    placementThroughBalancer: { instances: INSTANCES, rate, sentPerSec: cluster.main.sentPerSec, accepted: cluster.main.accepted, refused: cluster.main.refused, p50Ms: cluster.main.latencyMs.p50, p99Ms: cluster.main.latencyMs.p99, barP99Ms: 50 },
    placementOneInstance: { rate: 200, sentPerSec: single.main.sentPerSec, accepted: single.main.accepted, p50Ms: single.main.latencyMs.p50, p99Ms: single.main.latencyMs.p99 },
    memoryMb: { idle, afterClusterLoad: underLoad, thirtySecondsAfter: memory() },
    machine: { cores: os.cpus().length, loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100) },
  };
}

// ---------------------------------------------------------------------------------------------- main

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) throw new Error('cluster: build the site first (npm run build)');
  log(`logs in ${tmp}`);
  startInstance(instances[0]!);
  await waitHealthy(instances[0]!);
  for (const inst of instances.slice(1)) startInstance(inst);
  await Promise.all(instances.slice(1).map((i) => waitHealthy(i)));
  balancer = startBalancer();
  if (!(await waitFor(() => health(LB_PORT), 15_000))) throw new Error('cluster: the balancer does not answer');
  log(`serving http://127.0.0.1:${LB_PORT} (instances on ${instances.map((i) => i.port).join(', ')})`);
  if (benchMode) {
    try {
      console.log(JSON.stringify(await clusterBench(), null, 2));
    } finally {
      await stopAll();
    }
    return;
  }
  if (!testMode) {
    await new Promise<void>((resolve) => { process.once('SIGINT', resolve); process.once('SIGTERM', resolve); });
    await stopAll();
    return;
  }
  try {
    await failoverTest();
  } finally {
    await stopAll();
  }
  const failed = checks.filter((x) => !x.ok);
  log(failed.length === 0 ? `all ${checks.length} checks passed` : `${failed.length} of ${checks.length} checks failed`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

main().catch(async (err: unknown) => {
  console.error('cluster:', err instanceof Error ? err.message : err);
  await stopAll();
  process.exit(1);
});
