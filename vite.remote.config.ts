import path from 'node:path';
import { mergeConfig, type PluginOption, type UserConfig } from 'vite';
import shell from './vite.config.ts';

// The remote front-end apps that ship a bundle of their own (remotes/{app}/main.tsx; today: payments), each built
// after the shell by `npm run build` into {DIST_DIR}/remote/{app}/: one classic script (an IIFE: the shell adds it
// with its SRI hash, script-src 'self') and its style sheet, with Vite's manifest, which the server reads to announce
// them (server/remote/bundles.ts). The shell's resolve and CSS settings hold, so the office pages it reuses look the
// same; React and the rest are the app's own copies, in its own React root. REMOTE_APP picks the app.

const app = process.env.REMOTE_APP ?? 'payments';
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

// The translations are the shell's (the app is given its i18next): the shell's locales plugin stays out.
const plugins = (shell.plugins ?? []).filter((p: PluginOption) => !(p && 'name' in p && p.name === 'betsite-locales'));

export default mergeConfig({ ...(shell as UserConfig), plugins }, {
  // The shell's public/ is the shell's: not copied next to the bundle.
  publicDir: false,
  build: {
    // Its CSS as a file the view's cssToLoad names (style-src 'self'): inlined, it would be a <style> the CSP refuses.
    cssCodeSplit: false,
    outDir: path.join(distDir, 'remote', app),
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      input: { [app]: `remotes/${app}/main.tsx` },
      output: {
        format: 'iife',
        entryFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // One file: a classic script cannot import chunks.
        codeSplitting: false,
      },
    },
  },
} satisfies UserConfig);
