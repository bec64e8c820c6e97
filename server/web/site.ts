import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConfigGroups, SiteConfig } from '../../streams/schemas/site-config.ts';
import { isApiPath } from '../api-paths.ts';
import { resolveRedirect } from '../services/redirects.ts';
import type { AppContext } from '../context.ts';
import { sendError } from '../errors.ts';
import { readConfigGroups, readStoredConfig, siteConfigFor } from '../services/settings.ts';
import { createGeoCountryOf } from './geo.ts';
import { escapeHtml } from './html.ts';
import { isPageRoute } from './page-routes.ts';
import { isGameFrame } from '../security.ts';
import { pageInLanguage, visitorLanguage } from './visitor-language.ts';

// The static site:
//  - /assets/*      hashed build output from distDir, cached a year (immutable), readable by any origin: the casino's
//                   game frame is sandboxed in an opaque origin, so its scripts, styles and translations are
//                   cross-origin requests (public files: no credentials, nothing private)
//  - /{lang}/casino-frame/{gameId}: the game frame's own page, dist/game-frame.html (src/features/casino/game-frame/)
//  - /manifest.json generated from public/manifest.json with the site config (name, theme colour, language)
//  - /pwa-sw.js     the service worker (no-cache, scope /), /robots.txt, /offline.html, /icons/* from public/
//  - a GET that wants HTML of a page path without a site language (/, /line?x=1) is a 302 to the page under the
//    visitor's language (web/visitor-language.ts); without such a page it is the 404 below
//  - every other GET that wants HTML (/{lang}/...) gets dist/index.html with the site config
//    preloaded as <script id="preloaded-config" type="application/json"> (a data block: CSP-safe, not run), and the
//    config groups every page shows from its first paint (the age notice's) as #preloaded-groups; with
//    status 404 for a /{lang}/ path that no route of the app takes (the app shows its 404 page, noindex)
//  - no build: a 503 page saying to run `npm run build`

export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const HTML_CACHE_CONTROL = 'no-cache';
const PUBLIC_CACHE_CONTROL = 'public, max-age=3600';

/** JSON that is safe inside a <script> element: no "<", ">", "&" or line separators survive literally. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const PRELOADED = /<script\b[^>]*\bid=["']preloaded-(config|groups)["'][^>]*>[\s\S]*?<\/script>\s*/gi;

/** The config groups every page shows from its first paint (the age notice's), preloaded beside the site config. */
export const PRELOADED_GROUPS = ['notices'] as const;

/** The app shell's empty company-name slot in index.html (see index.html and src/app/BootSplash.tsx). */
const SHELL_NAME_SLOT = /(<span\b[^>]*\bdata-company-name\b[^>]*>)\s*(<\/span>)/i;

/** The page's own marks on <html> that CSS reads before any script has run. */
export interface PageMarks {
  /** B25: the visitor keeps the right column compact (hide_right cookie): drawn narrow from the first paint. */
  rightCompact?: boolean;
}

/**
 * Puts the site config into index.html before </head>, sets <html lang> (and the page marks) and writes the company
 * name into the app shell, so the first paint shows the header with the brand before any script has run.
 */
export function injectPreloadedConfig(html: string, config: SiteConfig, lang: string, marks: PageMarks = {}, groups?: ConfigGroups): string {
  const safeLang = /^[a-z]{2}$/.test(lang) ? lang : config.defaultLanguage;
  const tag = `<script id="preloaded-config" type="application/json" data-lang="${safeLang}">${jsonForHtml(config)}</script>\n`
    + (groups ? `<script id="preloaded-groups" type="application/json" data-lang="${safeLang}">${jsonForHtml(groups)}</script>\n` : '');
  let out = html.replace(PRELOADED, '');
  out = out.replace(/<html\b([^>]*)>/i, (_m, attrs: string) => {
    const rest = attrs.replace(/\sdata-right-compact(=("[^"]*"|'[^']*'|\S+))?/gi, '');
    const withLang = /\slang=/i.test(rest) ? rest.replace(/\slang=("[^"]*"|'[^']*'|\S+)/i, ` lang="${safeLang}"`) : `${rest} lang="${safeLang}"`;
    return `<html${withLang}${marks.rightCompact ? ' data-right-compact' : ''}>`;
  });
  out = out.replace(SHELL_NAME_SLOT, (_m, open: string, close: string) => `${open}${escapeHtml(config.companyName)}${close}`);
  const headEnd = out.search(/<\/head>/i);
  return headEnd === -1 ? tag + out : out.slice(0, headEnd) + tag + out.slice(headEnd);
}

/** The language of a page path when it is one of the site's; else null. */
export function langFromPath(urlPath: string, languages: readonly string[]): string | null {
  const m = /^\/([a-z]{2})(?:\/|$)/.exec(urlPath);
  return m?.[1] && languages.includes(m[1]) ? m[1] : null;
}

/** A GET that a browser navigation makes: it accepts HTML, or accepts anything and names no file. */
export function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '*/*';
  if (/text\/html/i.test(accept)) return true;
  const last = request.url.split('?')[0]?.split('/').pop() ?? '';
  return accept.includes('*/*') && !last.includes('.');
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site not built</title>
</head><body><h1>The site is not built yet</h1>
<p>The server is running, but there is no <code>dist/index.html</code>. Run <code>npm run build</code>, then reload this page.</p>
<p>For development with hot reload use <code>npm run dev</code>.</p></body></html>
`;

export function registerSite(app: FastifyInstance, ctx: AppContext): void {
  const { distDir, publicDir } = ctx;
  const readIndex = ctx.build.html;
  const geoCountryOf = createGeoCountryOf(ctx.env);

  async function sendApp(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const html = await (isGameFrame(request.url) ? ctx.build.frameHtml() : readIndex());
    if (html === null) {
      return reply.code(503).header('cache-control', 'no-store').header('retry-after', '10').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    if (isGameFrame(request.url)) return reply.header('cache-control', HTML_CACHE_CONTROL).type('text/html; charset=utf-8').send(html);
    const stored = await readStoredConfig(ctx.db);
    const [urlPath = '/', query] = request.url.split(/\?(.*)/s);
    const pathLang = langFromPath(urlPath, stored.languages);
    // A path without a site language: the same page under the visitor's language, or a 404 when there is none.
    const inLanguage = pathLang === null ? pageInLanguage(urlPath, visitorLanguage(request, stored), stored.languages) : null;
    const unknownPage = pathLang !== null ? !isPageRoute(urlPath) : inLanguage === null;
    // C02: a redirect rule answers a page load with its own status code (301/302/...), in production or when the
    // url asks for the redirect service; the app checks again on every navigation, so elsewhere a path that a rule
    // redirects is no 404 either.
    const serverRedirects = ctx.env.isProduction || /[?&]redirect-service(=|&|$)/.test(request.url);
    const answer = serverRedirects || unknownPage ? await resolveRedirect(ctx.db, request.url, stored.languages, request.log) : null;
    if (serverRedirects && answer?.redirect) return reply.header('cache-control', 'no-store').redirect(answer.url, answer.code);
    if (inLanguage !== null) {
      return reply.header('cache-control', 'no-store').header('vary', 'accept-language, cookie')
        .redirect(query === undefined ? inLanguage : `${inLanguage}?${query}`, 302);
    }
    const status = unknownPage && !answer?.redirect ? 404 : 200;
    const lang = pathLang ?? visitorLanguage(request, stored);
    const config = { ...siteConfigFor(stored, lang, { isProduction: ctx.env.isProduction }), geoCountryId: geoCountryOf(request, stored.geoCountryId) };
    const groups = await readConfigGroups(ctx.db, PRELOADED_GROUPS, lang);
    return reply.code(status).header('cache-control', HTML_CACHE_CONTROL).header('vary', ctx.env.geoHeader).type('text/html; charset=utf-8').send(injectPreloadedConfig(html, config, lang, {
      rightCompact: request.cookies?.['hide_right'] === '1',
    }, groups));
  }

  // Hashed build output, sent as the brotli or gzip copy the build wrote beside each file when the browser takes it.
  void app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply) => void reply.header('cache-control', ASSET_CACHE_CONTROL).header('access-control-allow-origin', '*'),
  });

  // public/: robots.txt, offline.html, icons/ (manifest and service worker have their own routes below).
  void app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    suppressWarning: true,
    allowedPath: (pathName) => !pathName.endsWith('.ts') && !pathName.startsWith('/.'),
    setHeaders: (reply, filePath) => {
      void reply.header('cache-control', filePath.includes(`${path.sep}icons${path.sep}`) ? 'public, max-age=86400' : PUBLIC_CACHE_CONTROL);
    },
  });

  app.get('/', sendApp);
  app.get('/index.html', sendApp);

  app.get('/manifest.json', async (request, reply) => {
    const template = JSON.parse(await fs.readFile(path.join(publicDir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    const stored = await readStoredConfig(ctx.db);
    const q = request.query as { lang?: unknown };
    const lang = typeof q.lang === 'string' && stored.languages.includes(q.lang) ? q.lang : stored.defaultLanguage;
    const manifest = {
      ...template,
      name: stored.companyName,
      short_name: stored.companyName,
      lang,
      start_url: `/${lang}/`,
      theme_color: stored.pwaManifest.themeColor,
    };
    return reply.header('cache-control', 'public, max-age=300').type('application/manifest+json; charset=utf-8').send(JSON.stringify(manifest));
  });

  app.get('/pwa-sw.js', async (_request, reply) => {
    const body = await fs.readFile(path.join(publicDir, 'pwa-sw.js'), 'utf8');
    return reply.header('cache-control', 'no-cache').header('service-worker-allowed', '/').type('text/javascript; charset=utf-8').send(body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!isApiPath(request.url) && !request.url.startsWith('/assets/') && wantsHtml(request)) return sendApp(request, reply);
    return sendError(reply, 404, 'not_found', 'Not found', `No ${isApiPath(request.url) ? 'API route' : 'file'} ${request.method} ${request.url.split('?')[0]}`);
  });
}
