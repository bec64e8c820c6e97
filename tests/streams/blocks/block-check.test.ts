import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../streams/core/http';
import { blockPageFor, createBlocks } from '../../../streams/blocks/block-check';
import { marbles } from '../../support/marbles';
import { fakeHttp } from '../../support/fake-http';

describe('block check', () => {
  it('[C03] displayTypeId 1 blocks with templateTypeId as the reason; the request carries auth and url', marbles((m) => {
    const http = fakeHttp(() => m.cold('-(a|)', { a: { displayTypeId: 1, templateTypeId: 13 } }));
    const blocks = createBlocks({ http, log: () => undefined });
    m.expect(blocks.check$('https://x/en/', true)).toBeObservable('-(b|)', { b: { kind: 'blocked', reason: 13, page: 'block-ua' } });
    m.flush();
    expect(http.calls[0]).toMatchObject({ method: 'POST', url: '/blocks-api/api/v2/block', body: { auth: true, url: 'https://x/en/' } });
  }));

  it('[C03] any other display type leaves the page open', marbles((m) => {
    const http = fakeHttp(() => m.cold('(a|)', { a: { displayTypeId: 2, templateTypeId: 4 } }));
    m.expect(createBlocks({ http, log: () => undefined }).check$('u', false)).toBeObservable('(o|)', { o: { kind: 'open' } });
  }));

  it('[C03] reasons map to their status pages', () => {
    const pages = Object.fromEntries([1, 2, 3, 4, 5, 8, 13, 14, 16, 17, 99].map((r) => [r, blockPageFor(r)]));
    expect(pages).toEqual({
      1: 'block', 2: 'block', 3: 'block', 4: 'site-updates', 5: 'block', 8: 'coming-soon', 13: 'block-ua', 14: 'block',
      16: 'suspension', 17: 'block-ie', 99: 'block',
    });
  });

  it('[T09] retried 2 times, then the page stays open and the failure is logged', marbles((m) => {
    const answer = m.cold('#', {}, new HttpError({ status: 502, kind: 'http', message: 'bad gateway' }));
    const logs: string[] = [];
    const blocks = createBlocks({ http: fakeHttp(() => answer), log: (s) => logs.push(s) });
    m.expect(blocks.check$('u', false)).toBeObservable('2s (o|)', { o: { kind: 'open' } });
    m.expect(answer).toHaveSubscriptions(['(^!)', '1s (^!)', '2s (^!)']);
    m.flush();
    expect(logs[0]).toMatch(/block check failed/);
  }));
});
