import type { Db } from './db/index.ts';
import type { ServerEnv } from './env.ts';
import type { CspReportStore } from './web/csp-reports.ts';
import type { SiteBuild } from './web/build.ts';

/** What every route module receives. */
export interface AppContext {
  db: Db;
  env: ServerEnv;
  distDir: string;
  publicDir: string;
  startedAt: number;
  /** HS256 secret of user tokens (server/auth/user-token.ts). */
  jwtSecret: Uint8Array;
  /** CSP violation reports received at /csp-report (read through the dev API). */
  cspReports: CspReportStore;
  /** The built site served (index.html) and its version (T29). */
  build: SiteBuild;
  /** Whether this instance leads the cluster now (server/cluster/leader.ts), shown by /health. */
  isLeader: () => boolean;
}
