// `npm run dev`: the API server (restarted by tsx watch on server changes) and Vite with hot reload, which proxies
// the API paths to it (vite.config.ts), and the remote bundles rebuilt on change. Ctrl-C stops them all.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8080';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
  // The remote apps with a bundle (the payments pages) are served by the API server from dist/remote/: kept built.
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '-c', 'vite.remote.config.ts', '--watch'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
