import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.ts';

// The API families the demo server answers; `npm run dev` proxies them to it (API_PORT, default 8080).
const apiPort = Number(process.env.API_PORT ?? 8080);
const apiPrefixes = [
  '/bff-api', '/web-api', '/redirects-api', '/blocks-api', '/limit-service-api', '/social-api',
  '/captcha', '/health',
];

// The translation files (src/i18n/create-i18n.ts) are named by one hash of all of them instead of one hash each: the
// app's table of their URLs then compresses to a fraction (88 random hashes are incompressible). A change to any
// translation renames them all, which only costs a re-download of the namespaces in use.
const LOCALES = fileURLToPath(new URL('./src/i18n/locales/', import.meta.url));
const localesHash = (() => {
  const hash = createHash('sha256');
  for (const lng of readdirSync(LOCALES).sort()) {
    for (const file of readdirSync(`${LOCALES}${lng}`).sort()) hash.update(`${lng}/${file}\n`).update(readFileSync(`${LOCALES}${lng}/${file}`));
  }
  return hash.digest('hex').slice(0, 10);
})();
const LOCALE_FILE = /src\/i18n\/locales\/([a-z]{2})\/(\w+)\.json$/;

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // rxjs's default export is ES5 (classes through tslib helpers); its es2015 build is smaller and runs everywhere
    // the site does.
    conditions: ['es2015', ...defaultClientConditions],
    // React 19 has useSyncExternalStore: react-i18next's import of the pre-18 shim gets React's own (src/shims).
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/shims/use-sync-external-store.ts', import.meta.url)) }],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // Translation files (src/i18n/create-i18n.ts) stay JSON assets the app fetches: inlined, they would be base64 in the JS.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    // Every browser the site supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // The framework chunk (React, router, i18next, rxjs, valibot) is ~420 kB minified, ~130 kB gzipped.
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      // valibot schemas are built by calls (`v.object(...)`), which the bundler must otherwise keep as possible side
      // effects: every schema of a module that is imported for one constant would ship with it.
      treeshake: { manualPureFunctions: ['v'] },
      output: {
        assetFileNames: (asset) => {
          const locale = asset.originalFileNames.map((f) => LOCALE_FILE.exec(f)).find(Boolean);
          return locale ? `assets/locales/${locale[1]}/${locale[2]}-${localesHash}.json` : 'assets/[name]-[hash][extname]';
        },
        // The libraries every page starts with, in one chunk: left to the automatic splitting, rxjs alone came as
        // ~20 files of a few hundred bytes, queued six at a time on an HTTP/1.1 connection before the first render.
        codeSplitting: {
          groups: [{ name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|rxjs|tslib|observable-hooks|valibot|use-sync-external-store)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false }])),
  },
});
