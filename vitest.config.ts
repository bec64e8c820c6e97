import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { locales } from './scripts/vite-locales.ts';

// Three projects: pure streams (node, virtual time), the React app (jsdom) and the server (Fastify inject
// on a fresh in-memory PGlite, or on DATABASE_URL when it is set).
export default defineConfig({
  test: {
    projects: [
      // Pure functions and virtual time, no shared state between files: one module graph for all of them (isolate
      // off) skips re-importing it per file, which took most of this project's time (48 s -> 13 s).
      // A file that records which modules load (vi.mock of the modules themselves) needs a module graph of its own.
      { test: { name: 'streams', environment: 'node', include: ['tests/streams/**/*.test.ts'], exclude: ['tests/streams/**/*-chunk.test.ts'], setupFiles: [], isolate: false } },
      { test: { name: 'streams-chunks', environment: 'node', include: ['tests/streams/**/*-chunk.test.ts'] } },
      {
        plugins: [react(), locales()],
        test: { name: 'src', environment: 'jsdom', include: ['tests/src/**/*.test.{ts,tsx}'], setupFiles: ['tests/support/dom.ts'] },
      },
      { test: { name: 'server', environment: 'node', include: ['tests/server/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, setupFiles: ['tests/server/support/worker-database.ts'] } },
    ],
  },
});
