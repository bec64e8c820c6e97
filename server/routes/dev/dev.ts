import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { resetSettingsAndRules } from '../../seed/index.ts';
import { deleteBlockRule, insertBlockRule, listBlockRules } from '../../services/blocks.ts';
import { deleteRedirectRule, listRedirectRules, upsertRedirectRule } from '../../services/redirects.ts';
import {
  deleteConfigGroup, GROUP_NAME, GROUP_PREFIX, patchSiteConfig, readStoredConfig, setConfigGroup, SiteConfigPatchSchema,
} from '../../services/settings.ts';
import { parseInput, PathIdSchema } from '../../validate.ts';
import { registerDevMoneyRoutes } from './money.ts';
import { registerDevShellRoutes } from './shell.ts';
import { Int4 } from '../../../streams/schemas/numbers.ts';

// Dev/QA control endpoints (registered only when env.devApi: outside production, or ENABLE_DEV_API=1), so e2e
// tests and QA can flip site states. Documented in server/README.md. State-changing ones need X-Requested-With
// like every other call. Fault injection never touches them.

const IdParams = v.object({ id: PathIdSchema });
const GroupParams = v.object({ name: v.pipe(v.string(), v.regex(GROUP_NAME, 'group names are letters, digits, "_" and "-"')) });
const GroupBody = v.pipe(v.unknown(), v.check((x) => typeof x === 'object' && x !== null && !Array.isArray(x), 'a config group is a JSON object'), v.record(v.string(), v.unknown()));

const RedirectRuleBody = v.strictObject({
  fromPath: v.pipe(v.string(), v.startsWith('/', 'fromPath must start with /'), v.maxLength(1024)),
  toUrl: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  code: v.optional(v.picklist([301, 302, 307, 308]), 301),
  reasons: v.optional(v.array(v.string()), []),
  enabled: v.optional(v.boolean(), true),
});

const Cidr = v.pipe(v.string(), v.check((s) => {
  const [addr, bits, ...rest] = s.split('/');
  if (!addr || rest.length > 0 || !net.isIP(addr)) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(addr) ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}, 'ipCidr must be an address or address/bits'));

const BlockRuleBody = v.pipe(
  v.strictObject({
    pathPrefix: v.optional(v.nullable(v.pipe(v.string(), v.startsWith('/', 'pathPrefix must start with /'), v.maxLength(1024))), null),
    userAgentPattern: v.optional(v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(256))), null),
    ipCidr: v.optional(v.nullable(Cidr), null),
    authScope: v.optional(v.picklist(['any', 'auth', 'anon']), 'any'),
    displayTypeId: v.optional(Int4, 1),
    templateTypeId: v.optional(v.nullable(Int4), null),
    priority: v.optional(Int4, 0),
    enabled: v.optional(v.boolean(), true),
    note: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  }),
);

/** PostgreSQL "invalid input" errors (a cidr with host bits set, ...) are the caller's fault. */
function asBadInput(err: unknown): never {
  const code = (err as { code?: unknown }).code;
  if (code === '22P02' || code === '23514' || code === '22023') {
    throw new ApiError(400, 'invalid_body', 'Invalid request body', (err as Error).message);
  }
  throw err;
}

export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/web-api/dev/')) void reply.header('cache-control', 'no-store');
  });

  // CSP violation reports the browsers sent (issue 11 #7): tests clear them, open pages, and expect none.
  app.get('/web-api/dev/csp-reports', async () => ({ reports: ctx.cspReports.list() }));
  app.delete('/web-api/dev/csp-reports', async (_request, reply) => {
    ctx.cspReports.clear();
    return reply.code(204).send();
  });

  app.get('/web-api/dev/settings', async () => {
    const groups = await db.query<{ key: string }>(`SELECT key FROM site_settings WHERE key LIKE 'group.%' ORDER BY key`);
    return { config: await readStoredConfig(db), groups: groups.map((g) => g.key.slice(GROUP_PREFIX.length)) };
  });

  app.patch('/web-api/dev/settings', async (request) => {
    const patch = parseInput(SiteConfigPatchSchema, request.body, 'body');
    const config = await db.transaction((tx) => patchSiteConfig(tx, patch));
    request.log.info({ keys: Object.keys(patch) }, 'dev: site settings changed');
    return { config };
  });

  app.put('/web-api/dev/config-groups/:name', async (request) => {
    const { name } = parseInput(GroupParams, request.params, 'params');
    const value = parseInput(GroupBody, request.body, 'body');
    await setConfigGroup(db, name, value);
    return { name, value };
  });

  app.delete('/web-api/dev/config-groups/:name', async (request, reply) => {
    const { name } = parseInput(GroupParams, request.params, 'params');
    if (!(await deleteConfigGroup(db, name))) throw new ApiError(404, 'not_found', 'Not found', `No config group "${name}"`);
    return reply.code(204).send();
  });

  app.get('/web-api/dev/redirect-rules', async () => ({ rules: await listRedirectRules(db) }));

  app.post('/web-api/dev/redirect-rules', async (request, reply) => {
    const body = parseInput(RedirectRuleBody, request.body, 'body');
    const rule = await upsertRedirectRule(db, body).catch(asBadInput);
    return reply.code(201).send({ rule });
  });

  app.delete('/web-api/dev/redirect-rules/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    if (!(await deleteRedirectRule(db, id))) throw new ApiError(404, 'not_found', 'Not found', `No redirect rule ${id}`);
    return reply.code(204).send();
  });

  app.get('/web-api/dev/block-rules', async () => ({ rules: await listBlockRules(db) }));

  app.post('/web-api/dev/block-rules', async (request, reply) => {
    const body = parseInput(BlockRuleBody, request.body, 'body');
    const rule = await insertBlockRule(db, body).catch(asBadInput);
    return reply.code(201).send({ rule });
  });

  app.delete('/web-api/dev/block-rules/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    if (!(await deleteBlockRule(db, id))) throw new ApiError(404, 'not_found', 'Not found', `No block rule ${id}`);
    return reply.code(204).send();
  });

  app.post('/web-api/dev/reset', async (request) => {
    await resetSettingsAndRules(db);
    ctx.build.overrideVersion(null);
    request.log.info('dev: settings and rules reset to the seed');
    return { reset: true };
  });

  registerDevMoneyRoutes(app, ctx);
  registerDevShellRoutes(app, ctx);
}
