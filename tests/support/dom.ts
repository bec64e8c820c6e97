import { afterEach } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cleanup, configure } from '@testing-library/react';

// The app fetches its translation files by URL (src/i18n/create-i18n.ts); under Vitest those URLs are the source
// paths (/src/i18n/locales/...), which jsdom cannot fetch: they are read from disk instead.
const networkFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
  if (!url.startsWith('/src/i18n/locales/')) return networkFetch(input, init);
  try {
    return new Response(await readFile(path.join(process.cwd(), url)), { status: 200, headers: { 'content-type': 'application/json' } });
  } catch {
    return new Response('not found', { status: 404 });
  }
};

// findBy*/waitFor give up after 1 s by default; in the full run two cores carry three projects' workers and a page
// that renders in 50 ms alone can take seconds (CI failed on one such wait). A wait that should fail still fails.
configure({ asyncUtilTimeout: 5_000 });

// A change that shows a part whose texts load on demand (a login, a modal, another page) is made outside act() and
// waited for with findBy/waitFor: react-i18next suspends with a new promise on every render, and act() re-renders a
// suspended tree at once, so while the file is still on its way act() spins until the worker's heap is gone (CI
// lost workers to it twice: tests/src/layouts/default-layout.test.tsx, tests/src/auth/auth-guards.test.tsx).

afterEach(() => cleanup());
