import { describe, expect, it } from 'vitest';
import { mergeMap, take } from 'rxjs';
import { createConfigGroups } from '../../../streams/config/config-groups';
import { configGroupTtlMs } from '../../../streams/core/shared-with-ttl';
import { marbles } from '../../support/marbles';
import { fakeHttp } from '../../support/fake-http';

describe('config groups', () => {
  it('[T07] callers inside the lifetime share one request; after it a new request is made', marbles((m) => {
    const g = { header: { a: 1 } };
    const http = fakeHttp(() => m.cold('-(g|)', { g }));
    const groups$ = createConfigGroups({ http, ttlMs: () => 600_000 });
    // Callers at 0 s, 599.999 s (inside the lifetime that began when the answer came at 1 ms) and 800 s.
    const callers = m.cold('a 599998ms b 200000ms c');
    m.expect(callers.pipe(mergeMap(() => groups$(['header'], 'en').pipe(take(1))))).toBeObservable('-g 599997ms g 200001ms g', { g });
    m.flush();
    expect(http.calls).toHaveLength(2);
  }));

  it('[T07] same groups in another order share the cache; another language does not', marbles((m) => {
    const http = fakeHttp(() => m.cold('(g|)', { g: {} }));
    const groups$ = createConfigGroups({ http, ttlMs: () => 700_000 });
    groups$(['footer', 'header'], 'en').subscribe();
    groups$(['header', 'footer'], 'en').subscribe();
    groups$(['header', 'footer'], 'ru').subscribe();
    m.flush();
    expect(http.calls.map((c) => c.query)).toEqual([{ groups: 'footer,header', lang: 'en' }, { groups: 'footer,header', lang: 'ru' }]);
  }));

  it('[T07] the lifetime is drawn between 600 and 900 s', () => {
    expect(configGroupTtlMs(() => 0)).toBe(600_000);
    expect(configGroupTtlMs(() => 0.999999)).toBeLessThanOrEqual(900_000);
    expect(configGroupTtlMs(() => 0.5)).toBe(750_000);
  });

  it('[T07][T26] groups the page came with answer the first ask at once, without a request; after the lifetime they are fetched', marbles((m) => {
    const fresh = { notices: { ageRestriction: 21 } };
    const http = fakeHttp(() => m.cold('-(g|)', { g: fresh }));
    const groups$ = createConfigGroups({ http, ttlMs: () => 600_000, preloaded: { lang: 'en', groups: { notices: { ageRestriction: 18 }, header: {} } } });
    const callers = m.cold('a 599999ms b 1ms c');
    m.expect(callers.pipe(mergeMap(() => groups$(['notices'], 'en').pipe(take(1))))).toBeObservable('p 599999ms p 1ms -g', { p: { notices: { ageRestriction: 18 } }, g: fresh });
    m.flush();
    expect(http.calls).toHaveLength(1);
  }));

  it('[T07] preloaded groups serve only their own language and groups; a malformed block is ignored', marbles((m) => {
    const http = fakeHttp(() => m.cold('(g|)', { g: {} }));
    const groups$ = createConfigGroups({ http, ttlMs: () => 600_000, preloaded: { lang: 'en', groups: { notices: {} } } });
    groups$(['notices'], 'ru').subscribe();
    groups$(['notices', 'footer'], 'en').subscribe();
    const broken = createConfigGroups({ http, ttlMs: () => 600_000, preloaded: { lang: 'en', groups: { notices: 'not a group' } } });
    broken(['notices'], 'en').subscribe();
    m.flush();
    expect(http.calls.map((c) => c.query)).toEqual([{ groups: 'notices', lang: 'ru' }, { groups: 'footer,notices', lang: 'en' }, { groups: 'notices', lang: 'en' }]);
  }));
});
