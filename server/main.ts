import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { openDb, type Db } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { EnvError, parseEnv, type ServerEnv } from './env.ts';
import { describeFaults } from './faults.ts';
import { seed } from './seed/index.ts';
import { describeSupportOperator, ensureSupportOperator } from './seed/support-operator.ts';
import { purgeExpiredSessions } from './services/sessions.ts';
import { createLeadership, type Leadership } from './cluster/leader.ts';
import { createLeaderJobs } from './cluster/leader-jobs.ts';

// The demo operator server: `npx tsx server/main.ts` (npm run serve). Opens the database (PGlite in
// DATA_DIR/db, or DATABASE_URL), applies migrations, seeds what is missing, listens, and on SIGTERM/SIGINT
// stops taking requests, lets running ones finish, then closes the database cleanly.

async function start(): Promise<void> {
  let env: ServerEnv;
  try {
    env = parseEnv();
  } catch (err) {
    console.error(err instanceof EnvError ? err.message : err);
    process.exit(2);
  }

  const dbDir = path.join(env.dataDir, 'db');
  let db: Db | null = null;
  let app: FastifyInstance | null = null;
  let stopping: Promise<void> | null = null;
  let leadership: Leadership | null = null;

  const stop = (signal: string): Promise<void> => {
    stopping ??= (async () => {
      console.log(`${signal}: shutting down`);
      await leadership?.stop(); // the leader's running ticks finish; no new one starts, and another instance may lead
      const hardStop = setTimeout(() => {
        console.error('shutdown took longer than 15 s; exiting');
        process.exit(1);
      }, 15_000);
      hardStop.unref();
      // Clients that keep a connection open without a request get 10 s, then their sockets are closed.
      const dropIdle = setTimeout(() => app?.server.closeAllConnections(), 10_000);
      dropIdle.unref();
      try {
        await app?.close(); // no new requests; running ones finish
        await db?.close(); // then the database: committed data is on disk
        console.log('stopped cleanly');
        process.exitCode = 0;
      } catch (err) {
        console.error('error while shutting down:', err);
        process.exitCode = 1;
      }
    })();
    return stopping;
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    db = await openDb(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: dbDir });
    const { applied } = await migrate(db);
    const seeded = await seed(db);
    if (env.supportOperator) await ensureSupportOperator(db, env.supportOperator);
    await purgeExpiredSessions(db);
    if (stopping) {
      // A signal arrived while starting: stop() may have run before the database was open.
      await stopping;
      await db.close();
      return;
    }
    app = await buildApp({ db, env, isLeader: () => leadership?.isLeader() ?? false });
    // Work that must run once in a cluster (simulator, crash rounds, session purge) runs on the leader, elected
    // through PostgreSQL; on the embedded database this process is the leader (server/cluster/leader.ts).
    const log = (m: string, e?: unknown) => app?.log.error({ err: e }, m);
    const jobs = createLeaderJobs({ db, simSpeed: env.simSpeed, log });
    leadership = createLeadership({
      databaseUrl: env.databaseUrl,
      onLead: () => {
        // Said in a cluster's logs only: with the embedded database this process always leads.
        if (env.databaseUrl) app?.log.warn('this instance is the leader');
        jobs.start();
      },
      onLose: () => jobs.stop(),
      log,
    });
    // Our own start-up line replaces Fastify's per-address "Server listening at" lines.
    const level = app.log.level;
    app.log.level = 'warn';
    const address = await app.listen({ port: env.port, host: env.host });
    app.log.level = level;
    if (stopping) {
      await app.close();
      await db.close();
      return;
    }
    const where = env.databaseUrl ? 'postgres (DATABASE_URL)' : `pglite ${dbDir}`;
    // The address it is bound to, and where a browser on this machine finds it when that is every interface.
    const everywhere = /:\/\/(0\.0\.0\.0|\[::\]):/.test(address);
    const shown = everywhere ? `${address} (every interface; open ${address.replace(/:\/\/(0\.0\.0\.0|\[::\]):/, '://localhost:')}/)` : address;
    console.log(
      // One line, the support operator in it (who answers the players' chats; the development default's password).
      `betsite server listening on ${shown} (${env.nodeEnv}; db: ${where}; migrations applied: ${applied.length}; seed steps: ${seeded.length}; faults: ${describeFaults(env.faults)}; dev api: ${env.devApi ? 'on' : 'off'}; ${describeSupportOperator(env.supportOperator)})`,
    );
  } catch (err) {
    console.error('server failed to start:', err instanceof Error ? err.message : err);
    await app?.close().catch(() => undefined);
    await db?.close().catch(() => undefined);
    process.exit(1);
  }
}

void start();
