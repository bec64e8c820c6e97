import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The built site the server serves (issue 16, T29): dist/index.html, re-read when it changes (a new build needs no
 * restart), and the build's version: the file name of its entry script ('index-DG6_Od6q'), which changes with every
 * build whose code changed. The page finds the same name on its own <script type="module"> (streams/shell), so "the
 * server serves a build other than mine" is a string comparison, and the service worker's caches are named by it.
 */
export interface SiteBuild {
  /** dist/index.html, or null when there is no build. */
  html(): Promise<string | null>;
  /** dist/game-frame.html, the casino's sandboxed game frame (an app of its own), or null. */
  frameHtml(): Promise<string | null>;
  /** The version of the build served now, or null without a build (or without an entry script: development). */
  version(): Promise<string | null>;
  /**
   * QA and e2e (dev API only): report this version instead of the build's, to stand for a build deployed under a
   * running page; null goes back to the real one.
   */
  overrideVersion(version: string | null): void;
}

const ENTRY_SCRIPT = /<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']\/assets\/([\w.-]+)\.js["']/i;

/** The entry script's file name (without .js) of an index.html, or null. */
export function buildVersionOf(html: string): string | null {
  return ENTRY_SCRIPT.exec(html)?.[1] ?? null;
}

/** A page of the build, read again when it changes; null while it is not there. */
function builtPage(filePath: string): () => Promise<string | null> {
  let cached: { mtimeMs: number; html: string } | null = null;
  return async () => {
    try {
      const st = await fs.stat(filePath);
      if (!cached || cached.mtimeMs !== st.mtimeMs) cached = { mtimeMs: st.mtimeMs, html: await fs.readFile(filePath, 'utf8') };
      return cached.html;
    } catch {
      cached = null;
      return null;
    }
  };
}

export function createSiteBuild(distDir: string): SiteBuild {
  const html = builtPage(path.join(distDir, 'index.html'));
  let override: string | null = null;

  return {
    html,
    frameHtml: builtPage(path.join(distDir, 'game-frame.html')),
    async version() {
      if (override !== null) return override;
      const page = await html();
      return page === null ? null : buildVersionOf(page);
    },
    overrideVersion(version) {
      override = version;
    },
  };
}
