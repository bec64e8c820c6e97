import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { createLogger, defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.ts';
import { locales } from './scripts/vite-locales.ts';
import { gameFrame } from './scripts/vite-game-frame.ts';

// The API families the demo server answers; `npm run dev` proxies them to it (API_PORT, default 8080).
const root = fileURLToPath(new URL('.', import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 8080);
const apiPrefixes = [
  '/bff-api', '/web-api', '/redirects-api', '/blocks-api', '/limit-service-api', '/social-api',
  '/captcha', '/health', '/remote',
];

// The build's log: its ~350 lines of chunk sizes become one summary (`npm run bench` measures what matters), and
// Vite's warning that postcss-modules parses without a `from` option is dropped: it is about source maps of CSS
// imports, which this build has neither of (CSS Modules here import no assets; sourcemap is off).
const logger = createLogger();
let chunkLines = 0;
const plain = stripVTControlCharacters;
logger.info = ((info) => (msg, options) => {
  const lines = plain(msg).split('\n');
  if (lines.every((line) => /^\s*\S*dist\//.test(line) || line.trim() === '')) {
    chunkLines += lines.filter((line) => line.trim() !== '').length;
    return;
  }
  if (chunkLines > 0 && /built in/.test(plain(msg))) info(`${chunkLines} files written`, options);
  info(msg, options);
})(logger.info.bind(logger));
logger.warn = ((warn) => (msg, options) => {
  if (!plain(msg).includes('did not pass the `from` option to `postcss.parse`')) warn(msg, options);
})(logger.warn.bind(logger));
logger.warnOnce = ((warnOnce) => (msg, options) => {
  if (!plain(msg).includes('did not pass the `from` option to `postcss.parse`')) warnOnce(msg, options);
})(logger.warnOnce.bind(logger));

export default defineConfig({
  customLogger: logger,
  plugins: [react(), locales(), precompress(), gameFrame()],
  resolve: {
    // rxjs's default export is ES5 (classes through tslib helpers); its es2015 build is smaller and runs everywhere
    // the site does.
    conditions: ['es2015', ...defaultClientConditions],
    // React 19 has useSyncExternalStore: react-i18next's import of the pre-18 shim gets React's own (src/shims).
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/shims/use-sync-external-store.ts', import.meta.url)) },
      { find: /^tslib$/, replacement: fileURLToPath(new URL('./src/shims/tslib-async.ts', import.meta.url)) },
    ],
  },
  // CSS Modules' class maps ship as JS: "_panel_k3x9" (the class and its file's hash) for postcss-modules' default
  // "_panel_zzsma_3", whose line numbers gzip badly, keeps the home page's JS under its 150 kB bar (DESIGN.md).
  css: { modules: { generateScopedName: (name, file) => `${name}_${createHash('sha256').update(path.relative(root, file)).digest('base64url').slice(0, 4)}` } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // A lazy chunk's style sheets load with it (no flash of unstyled content); its scripts are not listed for preload:
    // the entry would carry the list of every lazy chunk's scripts (~1 kB of the home page's 150 kB bar), and a chunk's
    // own imports follow it at once from the same server.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')) },
    // The framework chunk (React, router, i18next, rxjs, valibot) is ~420 kB minified, ~130 kB gzipped.
    chunkSizeWarningLimit: 450,
    // The sizes are summed up in one line (the logger above); their gzip is not computed twice.
    reportCompressedSize: false,
    rolldownOptions: {
      // The precompression plugin takes most of the build's time by design (brotli at its best level, once per file).
      checks: { bundlerTimings: false },
      // valibot schemas are built by calls (`v.object(...)`), which the bundler must otherwise keep as possible side
      // effects: every schema of a module that is imported for one constant would ship with it.
      treeshake: { manualPureFunctions: ['v'] },
      // Imported constants (the spec's numbers in streams/timing.ts, ranges, limits) are written into the code that
      // uses them, so a chunk carries the few it needs rather than a shared table of all of them.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        // Lazy chunks are named by their hash alone: the entry lists every lazy chunk's files for modulepreload, and
        // readable names there cost the home page ~0.5 kB of gzipped JS. The framework and runtime chunks keep their
        // names (modulePreload above recognises them by name).
        chunkFileNames: (chunk) => (/^(framework|rolldown-runtime)$/.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js'),
        // The same for the style sheets those lists name.
        assetFileNames: (asset) => (asset.names.some((n) => n.endsWith('.css')) ? 'assets/[hash:7][extname]' : 'assets/[name]-[hash][extname]'),
        // The libraries every page starts with, in one chunk: left to the automatic splitting, rxjs alone came as
        // ~20 files of a few hundred bytes, queued six at a time on an HTTP/1.1 connection before the first render.
        // Only the modules the entry needs ($initial): rxjs operators that only lazy pages use go with those pages.
        codeSplitting: {
          groups: [
            { name: 'framework', tags: ['$initial'], test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|rxjs|tslib|observable-hooks|valibot|use-sync-external-store)[\\/]/ },
            // Small modules the home page and many lazy chunks share (timing, number ranges, odds and money rules, the
            // site config and coupon settings schemas, formats, the services context): one chunk instead of a file
            // each, whose import lists and wrappers cost more than their code.
            { name: 'shared', test: /[\\/](streams[\\/](timing|schemas[\\/](numbers|odds|money|site-config|coupon-settings)|sports[\\/]odds-format|core[\\/]poll-active)|src[\\/](ui[\\/]format|hooks[\\/]services-context|features[\\/]coupon[\\/]use-coupon))\.tsx?$/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false }])),
  },
});
