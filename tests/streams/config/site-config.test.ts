import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../streams/core/http';
import { siteConfig$, SiteConfigUnavailableError } from '../../../streams/config/site-config';
import { marbles } from '../../support/marbles';
import { fakeHttp } from '../../support/fake-http';
import { siteConfigFixture } from '../../support/site-config-fixture';

const config = siteConfigFixture();
const down = new HttpError({ status: 503, kind: 'http', message: 'down' });

describe('site config', () => {
  it('[T06] uses the preloaded config without any request', marbles((m) => {
    const http = fakeHttp(() => m.cold('#'));
    m.expect(siteConfig$({ http, preloaded: config, lang: () => 'en', log: () => undefined })).toBeObservable('(c|)', { c: config });
    m.flush();
    expect(http.calls).toHaveLength(0);
  }));

  it('[T06] fetches /bff-api/config/all.json?lang= when nothing was preloaded, retrying 5 times 1 s apart', marbles((m) => {
    const answer = m.cold('-#', {}, down);
    const http = fakeHttp(() => answer);
    const logs: string[] = [];
    const config$ = siteConfig$({ http, preloaded: undefined, lang: () => 'kk', log: (s) => logs.push(s) });
    // 1 ms to fail, 1 s wait, five times over: the sixth failure at 5 006 ms ends it.
    m.expect(config$).toBeObservable('5006ms #', undefined, new SiteConfigUnavailableError(down));
    m.expect(answer).toHaveSubscriptions(['^!', '1001ms ^!', '2002ms ^!', '3003ms ^!', '4004ms ^!', '5005ms ^!']);
    m.flush();
    expect(http.calls[0]).toMatchObject({ url: '/bff-api/config/all.json', query: { lang: 'kk' } });
  }));

  it('[T06] a preloaded config that fails its schema is logged and fetched instead', marbles((m) => {
    const http = fakeHttp(() => m.cold('-(c|)', { c: config }));
    const logs: string[] = [];
    m.expect(siteConfig$({ http, preloaded: { broken: true }, lang: () => 'en', log: (s) => logs.push(s) })).toBeObservable('-(c|)', { c: config });
    m.flush();
    expect(logs[0]).toMatch(/preloaded site config failed its schema/);
  }));

  it('[T06] recovers when the third try answers, 2 s after the first', marbles((m) => {
    let calls = 0;
    const http = fakeHttp(() => { calls += 1; return calls < 3 ? m.cold('#', {}, down) : m.cold('(c|)', { c: config }); });
    m.expect(siteConfig$({ http, preloaded: undefined, lang: () => 'en', log: () => undefined })).toBeObservable('2s (c|)', { c: config });
  }));

  it('[E05] a 4xx is not retried: the error page shows at once', marbles((m) => {
    const bad = new HttpError({ status: 400, kind: 'http', message: 'bad lang' });
    const answer = m.cold('#', {}, bad);
    const http = fakeHttp(() => answer);
    m.expect(siteConfig$({ http, preloaded: undefined, lang: () => 'xx', log: () => undefined })).toBeObservable('#', undefined, new SiteConfigUnavailableError(bad));
    m.expect(answer).toHaveSubscriptions(['(^!)']);
  }));
});
