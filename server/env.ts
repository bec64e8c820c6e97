import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { parseFaults, FaultSpecError, type FaultSpec } from './faults.ts';
import { EmailSchema, PasswordSchema } from '../streams/schemas/auth.ts';

/** The repository root (server/..), for defaults that must not depend on the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerEnv {
  port: number;
  host: string;
  /** Root for local state; the embedded database lives in `${dataDir}/db`. */
  dataDir: string;
  /** When set, a PostgreSQL server is used instead of the embedded PGlite. */
  databaseUrl: string | null;
  faults: FaultSpec | null;
  /** Seed for the fault-injection random source; null means Math.random. */
  faultsSeed: number | null;
  /** Simulator time multiplier (kept for the live simulator; 1 = real time). */
  simSpeed: number;
  nodeEnv: string;
  isProduction: boolean;
  /** Register /web-api/dev/* (always outside production; in production only with ENABLE_DEV_API=1). */
  devApi: boolean;
  /** The built site (vite build output). */
  distDir: string;
  /** public/ (manifest template, icons, robots.txt, service worker), served even without a build. */
  publicDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Fastify trustProxy: which peers may set X-Forwarded-For / X-Forwarded-Proto. */
  trustProxy: boolean | string;
  /** B26: the request header a CDN or proxy puts the visitor's country in (ISO code), read only from TRUST_PROXY peers. */
  geoHeader: string;
  /** The demo OAuth provider this server hosts (sign-in with its own passwords); off where real providers are configured. */
  demoOAuthProvider: boolean;
  /** The support operator the server makes sure of at start (server/seed/support-operator.ts); null: none. */
  supportOperator: SupportOperatorConfig | null;
}

/** The staff member of the role 'support' a fresh site starts with, to answer the players' chats. */
export interface SupportOperatorConfig {
  email: string;
  password: string;
  /** The development default (no SUPPORT_OPERATOR_* set outside production): printed at start so QA can sign in. */
  devDefault: boolean;
}

/** Outside production with no SUPPORT_OPERATOR_* set; never used in production. */
export const DEV_SUPPORT_OPERATOR = { email: 'support@betsite.test', password: 'Support-desk-1' } as const;

export class EnvError extends Error {
  constructor(problems: string[]) {
    super(`Invalid server environment:\n  - ${problems.join('\n  - ')}`);
    this.name = 'EnvError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

type Source = Record<string, string | undefined>;

/**
 * Reads the server environment. Every problem is collected and reported at once (EnvError).
 * PORT (8080), HOST (0.0.0.0), DATA_DIR (./data), DATABASE_URL, FAULTS, FAULTS_SEED, SIM_SPEED (1), NODE_ENV
 * (development), ENABLE_DEV_API, DIST_DIR (./dist), PUBLIC_DIR (<repo>/public), LOG_LEVEL (info in development,
 * warn in production), DEMO_OAUTH_PROVIDER (on), TRUST_PROXY (false: no proxy; "true"/"false" or a list of addresses/CIDRs), GEO_HEADER (x-geo-country),
 * SUPPORT_OPERATOR_EMAIL and SUPPORT_OPERATOR_PASSWORD (both or neither; neither: a development default outside
 * production, no operator in production).
 */
export function parseEnv(source: Source = process.env, cwd: string = process.cwd()): ServerEnv {
  const problems: string[] = [];
  const str = (key: string): string | undefined => {
    const v = source[key]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };

  const portRaw = str('PORT') ?? '8080';
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port > 65535) problems.push(`PORT must be an integer 0-65535, got "${portRaw}"`);

  const host = str('HOST') ?? '0.0.0.0';

  const databaseUrl = str('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  let faults: FaultSpec | null = null;
  try {
    faults = parseFaults(str('FAULTS'));
  } catch (err) {
    problems.push(err instanceof FaultSpecError ? err.message : String(err));
  }

  const seedRaw = str('FAULTS_SEED');
  let faultsSeed: number | null = null;
  if (seedRaw !== undefined) {
    if (!/^\d+$/.test(seedRaw)) problems.push(`FAULTS_SEED must be a non-negative integer, got "${seedRaw}"`);
    else faultsSeed = Number(seedRaw) >>> 0;
  }

  const speedRaw = str('SIM_SPEED') ?? '1';
  const simSpeed = Number(speedRaw);
  if (!Number.isFinite(simSpeed) || simSpeed <= 0 || simSpeed > 10_000) {
    problems.push(`SIM_SPEED must be a number above 0 and at most 10000, got "${speedRaw}"`);
  }

  const nodeEnv = str('NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';

  const devRaw = str('ENABLE_DEV_API');
  if (devRaw !== undefined && !['0', '1', 'true', 'false'].includes(devRaw)) {
    problems.push(`ENABLE_DEV_API must be 1/true or 0/false, got "${devRaw}"`);
  }
  const devApi = devRaw === undefined ? !isProduction : devRaw === '1' || devRaw === 'true';

  const logRaw = str('LOG_LEVEL') ?? (isProduction ? 'warn' : 'info');
  const logLevel = (LOG_LEVELS as readonly string[]).includes(logRaw) ? (logRaw as ServerEnv['logLevel']) : 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logRaw)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logRaw}"`);

  const proxyRaw = str('TRUST_PROXY') ?? 'false';
  const trustProxy = proxyRaw === 'true' ? true : proxyRaw === 'false' ? false : proxyRaw;

  const geoHeader = (str('GEO_HEADER') ?? 'x-geo-country').toLowerCase();
  if (!/^[a-z0-9-]{1,64}$/.test(geoHeader)) problems.push(`GEO_HEADER must be a header name, got "${geoHeader}"`);

  const demoRaw = str('DEMO_OAUTH_PROVIDER');
  if (demoRaw !== undefined && !['0', '1', 'true', 'false'].includes(demoRaw)) {
    problems.push(`DEMO_OAUTH_PROVIDER must be 1/true or 0/false, got "${demoRaw}"`);
  }
  const demoOAuthProvider = demoRaw === undefined || demoRaw === '1' || demoRaw === 'true';

  const operatorEmail = str('SUPPORT_OPERATOR_EMAIL');
  const operatorPassword = str('SUPPORT_OPERATOR_PASSWORD');
  let supportOperator: SupportOperatorConfig | null = isProduction ? null : { ...DEV_SUPPORT_OPERATOR, devDefault: true };
  if (operatorEmail !== undefined || operatorPassword !== undefined) {
    const email = v.safeParse(EmailSchema, operatorEmail ?? '');
    const password = v.safeParse(PasswordSchema, operatorPassword ?? '');
    if (!email.success) problems.push('SUPPORT_OPERATOR_EMAIL must be an e-mail address (set with SUPPORT_OPERATOR_PASSWORD)');
    if (!password.success) problems.push('SUPPORT_OPERATOR_PASSWORD must be 8-64 characters with a letter and a digit (set with SUPPORT_OPERATOR_EMAIL)');
    if (email.success && password.success) supportOperator = { email: email.output, password: password.output, devDefault: false };
  }

  if (problems.length > 0) throw new EnvError(problems);
  return {
    port,
    host,
    dataDir: path.resolve(cwd, str('DATA_DIR') ?? './data'),
    databaseUrl,
    faults,
    faultsSeed,
    simSpeed,
    nodeEnv,
    isProduction,
    devApi,
    distDir: path.resolve(cwd, str('DIST_DIR') ?? './dist'),
    publicDir: path.resolve(cwd, str('PUBLIC_DIR') ?? path.join(REPO_ROOT, 'public')),
    logLevel,
    trustProxy,
    geoHeader,
    demoOAuthProvider,
    supportOperator,
  };
}
