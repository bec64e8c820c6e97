import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { isFaultablePath } from './api-paths.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/index.ts';
import type { ServerEnv } from './env.ts';
import { handleError, sendError } from './errors.ts';
import { decideFault } from './faults.ts';
import { registerConfigRoutes } from './routes/startup/config.ts';
import { registerDevRoutes } from './routes/dev/dev.ts';
import { registerStartupRoutes } from './routes/startup/startup.ts';
import { registerAuthRoutes } from './routes/auth/auth.ts';
import { registerSystemRoutes } from './routes/startup/system.ts';
import { mulberry32 } from './seed/prng.ts';
import { registerSecurity } from './security.ts';
import { registerInputHygiene } from './input-hygiene.ts';
import { registerSite } from './web/site.ts';
import { createCspReportStore, registerCspReports } from './web/csp-reports.ts';
import { registerCompression } from './web/compress.ts';
import { registerCurrentUser } from './auth/current-user.ts';
import { loadJwtSecret } from './auth/user-token.ts';
import { registerAccountsRoutes } from './routes/money/accounts.ts';
import { registerPaymentsRoutes } from './routes/money/payments.ts';
import { registerCouponRoutes } from './routes/betting/coupon.ts';
import { registerBetsRoutes } from './routes/betting/bets.ts';
import { registerOfficeRoutes } from './routes/office/office.ts';
import { registerSportsRoutes } from './routes/sports/sports.ts';
import { registerTotoLottoRoutes } from './routes/sports/toto-lotto.ts';
import { registerCasinoRoutes } from './routes/casino/casino.ts';
import { registerLimitsRoutes } from './routes/limits/limits.ts';
import { registerContentRoutes } from './routes/content/content.ts';
import { registerRemoteRoutes } from './routes/remote/remote.ts';
import { registerVerificationRoutes } from './routes/remote/verification.ts';
import { registerExtrasRoutes } from './routes/extras/extras.ts';
import { registerBonusRoutes } from './routes/bonuses/bonuses.ts';
import { registerShellRoutes } from './routes/shell/shell.ts';
import { createSiteBuild } from './web/build.ts';

// Feature route modules register below, one line each (keep the order: API routes before registerSite).

export interface BuildAppOptions {
  db: Db;
  env: ServerEnv;
  /** Overrides env.distDir (tests use a temp folder). */
  distDir?: string;
  /** Overrides env.publicDir. */
  publicDir?: string;
  /** Random source for fault injection (values in [0, 1)); default: seeded by env.faultsSeed, else Math.random. */
  random?: () => number;
  /** Told every route as it is registered (the fuzz test walks them all). */
  onRoute?: (route: { method: string; url: string }) => void;
  /** Whether this instance leads the cluster now (server/main.ts passes its election's answer). */
  isLeader?: () => boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Builds the Fastify app on an open, migrated database. The caller listens (main.ts) or injects (tests). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { db, env } = opts;
  const cspReports = createCspReportStore();
  const distDir = opts.distDir ?? env.distDir;
  const ctx: AppContext = {
    db,
    env,
    distDir,
    publicDir: opts.publicDir ?? env.publicDir,
    startedAt: Date.now(),
    jwtSecret: await loadJwtSecret(db),
    cspReports,
    build: createSiteBuild(distDir),
    isLeader: opts.isLeader ?? (() => false),
  };

  const app = Fastify({
    logger: env.logLevel === 'silent' ? false : { level: env.logLevel },
    // Per-request lines only at debug/trace; errors are always logged by the error handler.
    logController: new LogController({ disableRequestLogging: env.logLevel !== 'debug' && env.logLevel !== 'trace' }),
    trustProxy: env.trustProxy,
    bodyLimit: 1024 * 1024,
    // Close keep-alive connections on close() so SIGTERM does not wait for idle browsers.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  app.setErrorHandler(handleError);
  const { onRoute } = opts;
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url });
    });
  }

  // Graceful close: answers sent after close() began carry "Connection: close", so keep-alive clients let go
  // and close() does not wait for their idle sockets (forceCloseConnections only closes those idle at the start).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });

  // Fault injection first, so a faulted request costs nothing else (API routes only; see faults.ts).
  const faults = env.faults;
  if (faults) {
    const random = opts.random ?? (env.faultsSeed !== null ? mulberry32(env.faultsSeed) : Math.random);
    app.addHook('onRequest', async (request, reply) => {
      if (!isFaultablePath(request.url)) return;
      const decision = decideFault(faults, random);
      if (decision.delayMs > 0) await sleep(decision.delayMs);
      if (decision.action === 'drop') {
        reply.hijack();
        request.raw.socket?.destroy();
        reply.raw.destroy();
        return reply;
      }
      if (decision.action === 'error') {
        return sendError(reply, decision.status, 'fault_injected', 'Injected fault', `FAULTS answered ${decision.status} for ${request.method} ${request.url.split('?')[0]}`);
      }
    });
  }

  registerSecurity(app);
  registerInputHygiene(app);
  registerCompression(app);
  await app.register(fastifyCookie);
  registerCurrentUser(app, ctx);

  registerSystemRoutes(app, ctx);
  registerCspReports(app, cspReports);
  registerConfigRoutes(app, ctx);
  registerStartupRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  if (env.devApi) await app.register(async (scope) => registerDevRoutes(scope, ctx));
  registerAccountsRoutes(app, ctx);
  registerPaymentsRoutes(app, ctx);
  registerOfficeRoutes(app, ctx);
  registerCouponRoutes(app, ctx);
  registerBetsRoutes(app, ctx);
  registerSportsRoutes(app, ctx);
  registerTotoLottoRoutes(app, ctx);
  registerCasinoRoutes(app, ctx);
  registerLimitsRoutes(app, ctx);
  await registerContentRoutes(app, ctx);
  registerRemoteRoutes(app, ctx);
  registerVerificationRoutes(app, ctx);
  registerExtrasRoutes(app, ctx);
  registerBonusRoutes(app, ctx);
  registerShellRoutes(app, ctx);
  registerSite(app, ctx);

  await app.ready();
  return app;
}
