/* The site's service worker, served at /pwa-sw.js with scope / (SPEC.md section 1, B29).
 *  - navigations: network first; the last good copy of a page, else /offline.html, when the network fails
 *  - /assets/*: cache first (hashed, immutable build files)
 *  - API calls, other origins and anything but GET: never touched, never cached
 * Plain JavaScript on purpose: it is served as is, without a build step. */
'use strict';

const VERSION = 'v2';
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
    if (cached) return cached;
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
