import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { createHttp, HttpError } from '../../../streams/core/http';
import { secureData$, SECURE_DATA_URL } from '../../../streams/remote/secure-data';

// The real http client on a fetch that answers once, so the answer goes through the schema as in the browser.
function httpAnswering(body: string, status = 200) {
  const calls: string[] = [];
  const http = createHttp({
    fetch: async (input) => {
      calls.push(input);
      return new Response(body, { status, headers: { 'content-type': 'application/json' } });
    },
    appMarker: 'desktop-62', language: () => 'en', log: () => undefined,
  });
  return { http, calls };
}

describe('secure data (C05)', () => {
  it('[C05] the secure-data GET gives its grant', async () => {
    const { http, calls } = httpAnswering(JSON.stringify({ grant: 'a1b2', expiresIn: 1800 }));
    expect(await firstValueFrom(secureData$(http))).toBe('a1b2');
    expect(calls[0]).toBe(SECURE_DATA_URL);
  });

  it('[C05] an empty answer is an error, not a grant', async () => {
    for (const body of ['', '{}', JSON.stringify({ grant: '', expiresIn: 1800 }), 'null']) {
      const { http } = httpAnswering(body);
      const error = await firstValueFrom(secureData$(http)).then(() => null, (e: unknown) => e);
      expect(error, body).toBeInstanceOf(HttpError);
    }
  });
});
