import { afterEach } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cleanup } from '@testing-library/react';

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

afterEach(() => cleanup());
