import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorAnswerSchema } from '../../streams/schemas/api-error.ts';
import { SiteConfigSchema, type SiteConfig } from '../../streams/schemas/site-config.ts';
import { REPO_ROOT } from '../../server/env.ts';
import { FAVICON_SIZES, ICON_SIZES, crc32 } from '../../server/tools/generate-icons.ts';
import { ASSET_CACHE_CONTROL, injectPreloadedConfig, jsonForHtml } from '../../server/web/site.ts';
import { createTestApp, makeTempDist, send, type TestApp } from './support/test-app.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>BetArena</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The preloaded config of an HTML answer, parsed with the shared schema. */
function preloaded(html: string): { lang: string | undefined; config: SiteConfig; raw: string } {
  const m = /<script id="preloaded-config" type="application\/json" data-lang="([a-z]{2})">([\s\S]*?)<\/script>/.exec(html);
  if (!m?.[2]) throw new Error('no preloaded config in the page');
  return { lang: m[1], config: v.parse(SiteConfigSchema, JSON.parse(m[2])), raw: m[2] };
}

describe('static site with a build', () => {
  let t: TestApp;
  let dist: ReturnType<typeof makeTempDist>;
  beforeAll(async () => {
    dist = makeTempDist(INDEX);
    t = await createTestApp({ distDir: dist.dir });
  });
  afterAll(async () => {
    await t.close();
    dist.cleanup();
  });

  it('[B25] a visitor who keeps the right column compact (hide_right) gets the page drawn compact from the first paint', async () => {
    const html = async (cookie?: string) => (await t.app.inject({ url: '/ru/line', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })).body;
    expect(await html('hide_right=1; lng=ru')).toMatch(/<html lang="ru" data-right-compact>/);
    expect(await html()).not.toContain('data-right-compact');
    expect(await html('hide_right=0')).not.toContain('data-right-compact');
    // A stale mark in the template is not kept: the visitor's cookie alone decides.
    expect(injectPreloadedConfig('<html data-right-compact lang="en"><head></head></html>', preloaded(await html()).config, 'en')).toMatch(/<html lang="en">/);
  });

  it('[T06] index.html carries the site config preloaded before </head>, as a JSON data block', async () => {
    const res = await t.app.inject({ url: '/en/line', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const { lang, config } = preloaded(res.body);
    expect(lang).toBe('en');
    expect(config.supportUrl).toBe('/en/contacts');
    expect(res.body.indexOf('id="preloaded-config"')).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<div id="root"></div>');
    // The config is the same as the API answers.
    const api = (await t.app.inject({ url: '/bff-api/config/all.json?lang=en' })).json();
    expect(config).toEqual(api);
  });

  it('[T26] the page carries the notices config group of its language (the age notice shows from the first paint), as the API answers it', async () => {
    for (const lang of ['en', 'ru']) {
      const res = await t.app.inject({ url: `/${lang}/line`, headers: { accept: 'text/html' } });
      const m = /<script id="preloaded-groups" type="application\/json" data-lang="([a-z]{2})">([\s\S]*?)<\/script>/.exec(res.body);
      expect(m?.[1]).toBe(lang);
      const api = (await t.app.inject({ url: `/bff-api/config/group/get?groups=notices&lang=${lang}` })).json();
      expect(JSON.parse(m![2]!)).toEqual(api);
      expect((api as { notices: { ageRestriction?: number } }).notices.ageRestriction).toBe(18);
      expect(res.body.indexOf('id="preloaded-groups"')).toBeLessThan(res.body.indexOf('</head>'));
    }
  });

  it('[R01] the path language picks the config language; an unknown two-letter prefix is replaced by the default', async () => {
    expect(preloaded((await t.app.inject({ url: '/kk/casino' })).body).lang).toBe('kk');
    const unknown = await t.app.inject({ url: '/de/line', headers: { accept: 'text/html' } });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/ru/line');
  });

  it('[R23] a page path of the app gets the app with 200: static routes, parametrised ones (data decides later), any case', async () => {
    for (const url of ['/en/', '/en', '/en/line', '/ru/live/football', '/en/office/account?x=1', '/kk/registration', '/en/news/any-slug',
      '/en/slots/game/123/some-game', '/en/cyber/real/dota2', '/en/Office/History']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      expect(preloaded(res.body).config.projectId).toBe(62);
    }
  });

  describe('[R01] a page path without a language is a 302 to the page in the visitor\'s language', () => {
    const load = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

    it('goes by Accept-Language: its best match among the site languages, else the default', async () => {
      const ru = await load('/line', { 'accept-language': 'ru' });
      expect(ru.statusCode).toBe(302);
      expect(ru.headers.location).toBe('/ru/line');
      expect(ru.headers['cache-control']).toBe('no-store');
      expect(ru.headers.vary).toMatch(/accept-language/i);
      expect((await load('/casino-lobby', { 'accept-language': 'de-DE,de;q=0.9,kk;q=0.8,en;q=0.7' })).headers.location).toBe('/kk/casino-lobby');
      expect((await load('/line', { 'accept-language': 'en;q=0.5, ru;q=0' })).headers.location).toBe('/en/line');
      expect((await load('/office/recharge', { 'accept-language': 'fr, zz' })).headers.location).toBe('/ru/office/recharge');
      expect((await load('/promo')).headers.location).toBe('/ru/promo');
      expect((await load('/', { 'accept-language': 'en-GB' })).headers.location).toBe('/en/');
    });

    it('a chosen language (the lng cookie) wins over the browser\'s', async () => {
      const res = await load('/line', { 'accept-language': 'ru', cookie: 'lng=en' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/en/line');
      expect((await load('/line', { 'accept-language': 'kk', cookie: 'lng=xx' })).headers.location).toBe('/kk/line');
    });

    it('keeps the query string', async () => {
      const res = await load('/line?sport=1&q=a%20b', { 'accept-language': 'ru' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/ru/line?sport=1&q=a%20b');
    });

    it('a path that is no page in any language is a 404 with the app, in the visitor\'s language', async () => {
      for (const url of ['/whatever', '/no/such/page?x=1', '/index.htm']) {
        const res = await load(url, { 'accept-language': 'en' });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(preloaded(res.body).lang, url).toBe('en');
      }
    });

    it('API paths, assets, /health and public files are not touched', async () => {
      const api = await load('/web-api/no-such', { 'accept-language': 'en' });
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toMatch(/json/);
      expect((await load('/bff-api/config/all.json?lang=en', { 'accept-language': 'en' })).statusCode).toBe(200);
      const asset = await load('/assets/missing-123.js', { 'accept-language': 'en' });
      expect(asset.statusCode).toBe(404);
      expect(asset.headers.location).toBeUndefined();
      expect((await load('/health', { 'accept-language': 'en' })).statusCode).not.toBe(302);
      const robots = await load('/robots.txt', { 'accept-language': 'en' });
      expect(robots.statusCode).toBe(200);
      expect(robots.headers.location).toBeUndefined();
    });
  });

  it('[R23] a /{lang}/ path no route of the app takes is a 404 with the app (which shows its 404 page)', async () => {
    for (const url of ['/en/no-such-page', '/en/no/such/page', '/ru/office/no-such-tab?x=1', '/en/news/a/b/c']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(preloaded(res.body).config.projectId).toBe(62);
    }
  });

  it('a "<" in a setting cannot close the script element: it is escaped as \\u003c', async () => {
    await send(t.app, 'PATCH', '/web-api/dev/settings', { companyName: '</script><script>alert(1)</script>&' });
    try {
      const res = await t.app.inject({ url: '/en/' });
      const { raw, config } = preloaded(res.body);
      expect(raw).not.toContain('<');
      expect(raw).toContain('\\u003c/script\\u003e');
      expect(config.companyName).toBe('</script><script>alert(1)</script>&');
      expect(res.body.match(/<script/g)?.length).toBe(3); // the two data blocks and the app bundle, nothing injected
    } finally {
      await send(t.app, 'POST', '/web-api/dev/reset');
    }
  });

  it('a settings change shows in the next page load (maintenance on)', async () => {
    await send(t.app, 'PATCH', '/web-api/dev/settings', { maintenance: { isActive: true, web_state: 1 } });
    try {
      expect(preloaded((await t.app.inject({ url: '/en/' })).body).config.maintenance).toMatchObject({ isActive: true, web_state: 1 });
    } finally {
      await send(t.app, 'POST', '/web-api/dev/reset');
    }
  });

  it('hashed assets are served with a year-long immutable cache; a missing asset is a 404, not the app', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain('console.log');
    const missing = await t.app.inject({ url: '/assets/missing-123.js', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('preloaded-config');
  });

  it('[C01] hashed assets go out as the brotli or gzip copy the build wrote, as the browser accepts, else as they are', async () => {
    const body = `export const odds = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, coef: 1 + i / 100 })))};\n`;
    const file = path.join(dist.dir, 'assets', 'chunk-big123.js');
    fs.writeFileSync(file, body);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body));
    const br = await t.app.inject({ url: '/assets/chunk-big123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(body);
    const gz = await t.app.inject({ url: '/assets/chunk-big123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(body);
    const plain = await t.app.inject({ url: '/assets/chunk-big123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(body);
  });

  it('a missing file that does not want HTML is a 404 in the error shape', async () => {
    const res = await t.app.inject({ url: '/no-such-icon.ico', headers: { accept: 'image/*' } });
    expect(res.statusCode).toBe(404);
    expect(v.is(ApiErrorAnswerSchema, res.json())).toBe(true);
  });

  it('/favicon.ico is a real ICO of 16, 32 and 48 px PNG images', async () => {
    const res = await t.app.inject({ url: '/favicon.ico', headers: { accept: 'image/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const ico = res.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, FAVICON_SIZES.length]);
    FAVICON_SIZES.forEach((size, i) => {
      const entry = ico.subarray(6 + 16 * i, 22 + 16 * i);
      expect([entry[0], entry[1]]).toEqual([size, size]);
      const png = ico.subarray(entry.readUInt32LE(12), entry.readUInt32LE(12) + entry.readUInt32LE(8));
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    });
  });

  it('[C17] unknown API paths answer 404 in the JSON error shape, never the app', async () => {
    for (const url of ['/web-api/nope', '/bff-api/config/nope', '/blocks-api', '/limit-service-api/x']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      const err = v.parse(ApiErrorAnswerSchema, res.json());
      expect(err.errors[0]).toMatchObject({ status: '404', code: 'not_found' });
    }
    const post = await send(t.app, 'POST', '/web-api/nope', { a: 1 });
    expect(post.statusCode).toBe(404);
  });

  it('a new build is picked up without a restart', async () => {
    fs.writeFileSync(path.join(dist.dir, 'index.html'), INDEX.replace('<title>BetArena</title>', '<title>Rebuilt</title>'));
    // mtime resolution: make sure the new file has a different mtime
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dist.dir, 'index.html'), later, later);
    const res = await t.app.inject({ url: '/en/' });
    expect(res.body).toContain('<title>Rebuilt</title>');
  });
});

describe('static site without a build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ distDir: path.join(REPO_ROOT, 'no-such-dist-dir') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('pages answer a clear 503 saying to run npm run build; the API still works', async () => {
    const res = await t.app.inject({ url: '/en/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('npm run build');
    expect((await t.app.inject({ url: '/bff-api/config/all.json?lang=en' })).statusCode).toBe(200);
  });

  it('[B29] /manifest.json is generated from public/manifest.json with the site config', async () => {
    const res = await t.app.inject({ url: '/manifest.json?lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const m = res.json() as { name: string; theme_color: string; start_url: string; lang: string; display: string; icons: { src: string; sizes: string; type: string }[] };
    expect(m).toMatchObject({ name: 'BetArena', theme_color: '#0f1923', start_url: '/en/', lang: 'en', display: 'standalone' });
    expect(m.icons.map((i) => i.sizes)).toEqual(ICON_SIZES.map((s) => `${s}x${s}`));
    // theme colour follows the settings
    await send(t.app, 'PATCH', '/web-api/dev/settings', { pwaManifest: { themeColor: '#123456' } });
    try {
      const again = (await t.app.inject({ url: '/manifest.json?lang=zz' })).json() as { theme_color: string; start_url: string };
      expect(again).toMatchObject({ theme_color: '#123456', start_url: '/ru/' });
    } finally {
      await send(t.app, 'POST', '/web-api/dev/reset');
    }
  });

  it('[B29] every manifest icon is served as a real PNG of its stated size', async () => {
    const m = (await t.app.inject({ url: '/manifest.json' })).json() as { icons: { src: string; sizes: string }[] };
    for (const icon of m.icons) {
      const res = await t.app.inject({ url: icon.src });
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const png = res.rawPayload;
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(png.readUInt32BE(16)).toBe(w);
      expect(png.readUInt32BE(20)).toBe(h);
      // IHDR CRC is right and the image data inflates to height rows of (1 + width * 4) bytes.
      expect(png.readUInt32BE(29)).toBe(crc32(png.subarray(12, 29)));
      const idatLen = png.readUInt32BE(33);
      expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
      expect(zlib.inflateSync(png.subarray(41, 41 + idatLen)).length).toBe(h! * (1 + w! * 4));
    }
  });

  it('[B29] /pwa-sw.js is the service worker: scope /, never cached stale, and it never caches API calls', async () => {
    const res = await t.app.inject({ url: '/pwa-sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.body).toContain("addEventListener('fetch'");
    expect(res.body).toContain("'/web-api/'");
    expect(res.body).toContain("'/offline.html'");
    const offline = await t.app.inject({ url: '/offline.html' });
    expect(offline.statusCode).toBe(200);
    expect(offline.body).toContain('offline');
  });

  it('/robots.txt keeps crawlers off the API and the personal office', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /web-api/');
    expect(res.body).toContain('Disallow: /*/office/');
  });
});

describe('preloaded config helpers', () => {
  const config = { defaultLanguage: 'ru' } as SiteConfig;

  it('jsonForHtml escapes every character that could end the script element or break JS parsing', () => {
    const out = jsonForHtml({ a: '</script>', b: '<!--', c: '&amp;', d: '\u2028\u2029' });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual({ a: '</script>', b: '<!--', c: '&amp;', d: '\u2028\u2029' });
  });

  it('replaces an existing preloaded block, adds a missing html lang, and works without </head>', () => {
    const twice = injectPreloadedConfig(injectPreloadedConfig('<html><head></head><body></body></html>', config, 'en'), config, 'tr');
    expect(twice.match(/preloaded-config/g)?.length).toBe(1);
    expect(twice).toContain('<html lang="tr">');
    expect(twice).toContain('data-lang="tr"');
    expect(injectPreloadedConfig('<p>bare</p>', config, 'en')).toMatch(/^<script id="preloaded-config"/);
  });

  it('[R02] writes the company name, escaped, into the app shell painted before the scripts run', () => {
    const shell = '<html><head></head><body><div id="root"><span class="app-shell-name" data-company-name></span></div></body></html>';
    const out = injectPreloadedConfig(shell, { ...config, companyName: 'Bet & <Win>' }, 'en');
    expect(out).toContain('<span class="app-shell-name" data-company-name>Bet &amp; &lt;Win&gt;</span>');
    // The site's own index.html has the slot, so its first paint carries the brand.
    const site = fs.readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
    expect(injectPreloadedConfig(site, { ...config, companyName: 'BetArena' }, 'en')).toMatch(/data-company-name>BetArena<\/span>/);
  });
});
