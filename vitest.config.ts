import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { locales } from './scripts/vite-locales.ts';

// Three projects: pure streams (node, virtual time), the React app (jsdom) and the server (Fastify inject
// on a fresh in-memory PGlite, or on DATABASE_URL when it is set).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'streams', environment: 'node', include: ['tests/streams/**/*.test.ts'], setupFiles: [] } },
      {
        plugins: [react(), locales()],
        test: { name: 'src', environment: 'jsdom', include: ['tests/src/**/*.test.{ts,tsx}'], setupFiles: ['tests/support/dom.ts'] },
      },
      { test: { name: 'server', environment: 'node', include: ['tests/server/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, fileParallelism: !process.env['DATABASE_URL'] } },
    ],
  },
});
