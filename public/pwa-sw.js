/* The site's service worker, served at /pwa-sw.js with scope / (SPEC.md section 1, B29), registered by the page
 * (streams/shell/service-worker.ts) as /pwa-sw.js?build=<the page's build>.
 *  - navigations: network first; when the network fails, the last good copy of the page if every script it names
 *    is in the cache, else /offline.html (a page whose scripts are gone would be a white screen)
 *  - /assets/*: cache first (hashed, immutable build files)
 *  - API calls (money included), other origins and anything but GET: never touched, never cached
 * The caches are named by the build: a new build registers a new worker URL, so the browser installs it, and on
 * activation it drops every older build's caches; an old worker never keeps serving pages of a build that is gone.
 * Plain JavaScript on purpose: it is served as is, without a build step. */
'use strict';

const BUILD = new URL(self.location.href).searchParams.get('build') || '';
const VERSION = /^[\w.-]{1,100}$/.test(BUILD) ? BUILD : 'dev';
const PREFIX = 'betsite-';
const PAGES = `${PREFIX}pages-${VERSION}`;
const ASSETS = `${PREFIX}assets-${VERSION}`;
const OFFLINE_URL = '/offline.html';
/** The offline page's stylesheet (no inline styles under the CSP), kept beside it. */
const OFFLINE_CSS = '/offline.css';
const MAX_PAGES = 30;
const API_PREFIXES = ['/bff-api/', '/web-api/', '/redirects-api/', '/blocks-api/', '/limit-service-api/', '/social-api/', '/captcha/', '/health'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(PAGES)
      .then((cache) => cache.addAll([new Request(OFFLINE_URL, { cache: 'reload' }), new Request(OFFLINE_CSS, { cache: 'reload' })]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== PAGES && k !== ASSETS).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

function isApi(pathname) {
  return API_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p));
}

async function trim(cache) {
  const keys = await cache.keys();
  const excess = keys.filter((r) => ![OFFLINE_URL, OFFLINE_CSS].includes(new URL(r.url).pathname)).slice(0, Math.max(0, keys.length - 1 - MAX_PAGES));
  await Promise.all(excess.map((r) => cache.delete(r)));
}

/** Whether every script a cached page names (/assets/*.js) is in the assets cache, so the page can start. */
async function scriptsCached(page) {
  const html = await page.clone().text();
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["'](\/assets\/[^"']+\.js)["']/gi)].map((m) => m[1]);
  const assets = await caches.open(ASSETS);
  const found = await Promise.all(scripts.map((src) => assets.match(src)));
  return found.every(Boolean);
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      await cache.put(request, response.clone());
      await trim(cache);
    }
    return response;
  } catch (err) {
    const cached = await cache.match(request, { ignoreSearch: false });
    if (cached && (await scriptsCached(cached))) return cached;
    const offline = await cache.match(OFFLINE_URL);
    if (offline) return offline;
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url.pathname) || url.pathname === '/pwa-sw.js') return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname === OFFLINE_CSS) {
    event.respondWith(caches.open(PAGES).then((cache) => cache.match(OFFLINE_CSS)).then((cached) => cached ?? fetch(request)));
  }
});
