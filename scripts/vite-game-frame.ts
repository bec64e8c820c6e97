import { build, type Plugin } from 'vite';

/**
 * The casino's game frame (game-frame.html, src/features/casino/game-frame/) is an app of its own, built apart from
 * the site's: after the site's build (index.html, the default input), a second build of the same config writes it
 * beside it. No chunk of the site's changes, and the frame, sandboxed in an opaque origin, could not share the site's
 * cached files anyway. Builds with inputs of their own (the remote apps, the frame's own build) leave it alone. In
 * development the frame's path is answered with its page.
 */
const FRAME_PATH = /^\/[a-z]{2}\/casino-frame\//;

export function gameFrame(): Plugin {
  let outDir = 'dist';
  let configFile: string | undefined;
  let siteBuild = false;
  return {
    name: 'betsite-game-frame',
    configResolved(config) {
      outDir = config.build.outDir;
      configFile = config.configFile;
      siteBuild = config.command === 'build' && config.build.rolldownOptions.input === undefined;
    },
    async closeBundle() {
      if (!siteBuild || this.meta.watchMode) return;
      await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: false, rolldownOptions: { input: 'game-frame.html' } } });
    },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url !== undefined && FRAME_PATH.test(req.url)) req.url = '/game-frame.html';
        next();
      });
    },
  };
}
