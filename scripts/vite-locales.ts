import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The translation files (src/i18n/locales/{lng}/{ns}.json) as data the app fetches (src/i18n/create-i18n.ts), not as
 * JS: the build emits each, minified, as assets/locales/{lng}/{ns}-{hash}.json, with one hash of all of them (a change
 * to any translation renames them all, which only costs a re-download of the namespaces in use). The app gets the URL
 * pattern and the namespace list as `__LOCALES__`, so it carries no table of 88 file names. In dev and tests the
 * pattern points at the source files, which the dev server (below) and the test setup (tests/support/dom.ts) serve.
 */
const LOCALES_DIR = fileURLToPath(new URL('../src/i18n/locales', import.meta.url));
const SOURCE_BASE = '/src/i18n/locales';

interface LocaleFile { lng: string; ns: string; file: string }

function localeFiles(): LocaleFile[] {
  return readdirSync(LOCALES_DIR).sort().flatMap((lng) => readdirSync(path.join(LOCALES_DIR, lng)).filter((f) => f.endsWith('.json')).sort()
    .map((f) => ({ lng, ns: f.slice(0, -'.json'.length), file: path.join(LOCALES_DIR, lng, f) })));
}

export function locales(): Plugin {
  const files = localeFiles();
  const hash = createHash('sha256');
  for (const f of files) hash.update(`${f.lng}/${f.ns}\n`).update(readFileSync(f.file));
  const version = hash.digest('hex').slice(0, 10);
  const namespaces = [...new Set(files.map((f) => f.ns))].sort();
  let build = false;
  return {
    name: 'betsite-locales',
    config(_config, env) {
      build = env.command === 'build';
      const url = build ? `/assets/locales/{lng}/{ns}-${version}.json` : `${SOURCE_BASE}/{lng}/{ns}.json`;
      return { define: { __LOCALES__: JSON.stringify({ url, namespaces }) } };
    },
    generateBundle() {
      if (!build) return;
      for (const f of files) {
        const source = JSON.stringify(JSON.parse(readFileSync(f.file, 'utf8')));
        this.emitFile({ type: 'asset', fileName: `assets/locales/${f.lng}/${f.ns}-${version}.json`, source });
      }
    },
    configureServer(server) {
      // The source files as they are (Vite would otherwise answer a .json request with a JS module).
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        const m = /^\/src\/i18n\/locales\/([a-z]{2})\/(\w+)\.json$/.exec(url);
        if (!m) return next();
        try {
          const body = readFileSync(path.join(LOCALES_DIR, m[1]!, `${m[2]!}.json`));
          res.setHeader('Content-Type', 'application/json');
          res.end(body);
        } catch {
          res.statusCode = 404;
          res.end();
        }
      });
    },
  };
}
