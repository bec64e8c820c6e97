import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';

// The built bundle of a remote app that ships code (remotes/{app}/, vite.remote.config.ts): {distDir}/remote/{app}/
// with Vite's manifest. The server announces its script with an SRI hash of the file (the shell refuses a script
// without one, and the browser a file that does not match) and its style sheet, both under /remote/{app}/assets/.

export interface BundleAssets {
  scripts: { src: string; integrity: string }[];
  css: string[];
}

const ManifestSchema = v.record(v.string(), v.object({ file: v.pipe(v.string(), v.regex(/^assets\/[\w.-]+\.(js|css)$/)), isEntry: v.optional(v.boolean()) }));

/** The folder an app's bundle is built into. */
export const bundleDirOf = (distDir: string, app: string): string => path.join(distDir, 'remote', app);

/** The app's bundle as a view answer names it, or null when it is not built; re-read when the manifest changes. */
export function remoteBundle(distDir: string, app: string): () => Promise<BundleAssets | null> {
  const dir = bundleDirOf(distDir, app);
  const manifestPath = path.join(dir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; assets: BundleAssets } | null = null;
  return async () => {
    const st = await fs.stat(manifestPath).catch(() => null);
    if (!st) return null;
    if (cached?.mtimeMs === st.mtimeMs) return cached.assets;
    const manifest = v.parse(ManifestSchema, JSON.parse(await fs.readFile(manifestPath, 'utf8')));
    const entries = Object.values(manifest);
    const url = (file: string) => `/remote/${app}/${file}`;
    const scripts = await Promise.all(entries.filter((e) => e.isEntry && e.file.endsWith('.js')).map(async (e) => ({
      src: url(e.file),
      integrity: `sha384-${crypto.createHash('sha384').update(await fs.readFile(path.join(dir, e.file))).digest('base64')}`,
    })));
    cached = { mtimeMs: st.mtimeMs, assets: { scripts, css: entries.filter((e) => e.file.endsWith('.css')).map((e) => url(e.file)) } };
    return cached.assets;
  };
}
