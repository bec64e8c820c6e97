import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { parseInput } from '../../validate.ts';
import { REMOTE_APPS, type RemoteApp } from '../../remote/apps.ts';
import { bundleDirOf, remoteBundle } from '../../remote/bundles.ts';
import { paymentsApp } from '../../remote/payments.ts';
import { escapeHtml } from '../../web/html.ts';
import { ASSET_CACHE_CONTROL } from '../../web/site.ts';
import { REMOTE_APP_NAME, RemoteComponentsBodySchema, RemoteViewSchema } from '../../../streams/schemas/remote.ts';
import { SITE_LANGUAGES } from '../../../streams/schemas/site-config.ts';

// The remote-view protocol (C06) for the apps in server/remote/apps.ts, at /remote/{app}/{lang}/{route path}:
// GET, or POST with {"components": [...]}, with the headers mf-render-mode: json and mf-api-version: v2 (else 406);
// force-spa: true leaves `head` out. The answer is checked against the client's own schema before it goes out.
// The apps with a bundle of their own (payments) have its files under /remote/{app}/assets/ (immutable, hashed names).

const Params = v.object({
  app: v.pipe(v.string(), v.regex(REMOTE_APP_NAME, 'unknown remote app')),
  // {lang}/{route path}: lower-case path segments only, so nothing odd reaches an app.
  '*': v.pipe(v.string(), v.maxLength(300), v.regex(/^[a-z]{2}(\/[a-z0-9_-]+)*\/?$/, 'route path')),
});
const FaultsBody = v.strictObject({
  app: v.pipe(v.string(), v.regex(REMOTE_APP_NAME)),
  failures: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10)),
});

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
};

export function registerRemoteRoutes(app: FastifyInstance, ctx: AppContext): void {
  // QA / e2e: the next N answers of an app fail with 503 (POST /web-api/dev/remote-faults), to show the retries.
  const failuresAhead = new Map<string, number>();
  const apps: Readonly<Record<string, RemoteApp>> = { ...REMOTE_APPS, payments: paymentsApp(remoteBundle(ctx.distDir, 'payments')) };
  for (const bundled of ['payments']) {
    void app.register(fastifyStatic, {
      root: path.join(bundleDirOf(ctx.distDir, bundled), 'assets'),
      prefix: `/remote/${bundled}/assets/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      suppressWarning: true,
      setHeaders: (reply) => void reply.header('cache-control', ASSET_CACHE_CONTROL),
    });
  }

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = parseInput(Params, request.params, 'params');
    const remote = Object.hasOwn(apps, params.app) ? apps[params.app] : undefined;
    if (!remote) throw new ApiError(404, 'remote_app_not_found', 'Not found', `No remote app ${params.app}`);
    if (header(request, 'mf-render-mode') !== 'json' || header(request, 'mf-api-version') !== 'v2') {
      throw new ApiError(406, 'remote_protocol', 'Not acceptable', 'Remote views answer with mf-render-mode: json and mf-api-version: v2');
    }
    const left = failuresAhead.get(params.app) ?? 0;
    if (left > 0) {
      failuresAhead.set(params.app, left - 1);
      throw new ApiError(503, 'fault_injected', 'Injected fault', `remote app ${params.app}: ${left - 1} more failures queued`);
    }
    const [lang, ...rest] = params['*'].replace(/\/$/, '').split('/');
    const siteLang = SITE_LANGUAGES.find((l) => l === lang);
    if (!siteLang) throw new ApiError(404, 'remote_language', 'Not found', `No language ${lang}`);
    const components = request.method === 'POST' ? parseInput(RemoteComponentsBodySchema, request.body, 'body').components : null;
    const view = await remote.render({ lang: siteLang, path: rest.join('/'), userId: request.user?.id ?? null, components }, ctx.db);
    // The pages of these apps (error pages, the identity check) are not for search engines.
    const head = header(request, 'force-spa') === 'true' || view.title === '' ? '' : `<title>${escapeHtml(view.title)}</title><meta name="robots" content="noindex, nofollow">`;
    void reply.header('cache-control', 'private, no-store');
    return v.parse(RemoteViewSchema, { ...view, appName: params.app, head });
  };
  app.route({ method: ['GET', 'POST'], url: '/remote/:app/*', handler: answer });

  if (ctx.env.devApi) {
    app.post('/web-api/dev/remote-faults', async (request) => {
      const body = parseInput(FaultsBody, request.body, 'body');
      failuresAhead.set(body.app, body.failures);
      return { ok: true };
    });
  }
}
