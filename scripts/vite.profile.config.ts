import { defineConfig, mergeConfig } from 'vite';
import base from '../vite.config.ts';

/**
 * The bench-only build of `npm run bench` (scripts/bench-sports.ts): the production build with React's profiling
 * renderer (react-dom/profiling instead of react-dom/client), so React reports the duration of every render and
 * commit (console.timeStamp "Render" / "Commit" on its "Scheduler ⚛" track of a Chromium trace, and <Profiler>
 * onRender). It goes to its own folder; the site that is served and shipped is `vite build`'s dist/.
 */
export const PROFILE_OUT_DIR = 'node_modules/.cache/dist-profile';

export default mergeConfig(base, defineConfig({
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  // React's profiling renderer makes the main chunk bigger than the shipped one: no size warning for it.
  build: { outDir: PROFILE_OUT_DIR, emptyOutDir: true, chunkSizeWarningLimit: 1000 },
  logLevel: 'warn',
}));
