import { describe, it } from 'vitest';
import { NEVER, of, type Observable } from 'rxjs';
import { navigationTarget$ } from '../../../streams/navigation/navigation-target';
import type { BlockDecision, RedirectDecision } from '../../../streams/services-types';
import { marbles } from '../../support/marbles';

const nav = (pathname: string) => ({ lang: 'en', pathname, search: '', authorized: false, origin: 'https://bet.example' });
const deps = (o: { maintenance$?: Observable<boolean>; block$?: Observable<BlockDecision>; redirect$?: Observable<RedirectDecision> }) => ({
  maintenance$: o.maintenance$ ?? of(false),
  blocks: { check$: () => o.block$ ?? of<BlockDecision>({ kind: 'open' }) },
  redirects: { check$: () => o.redirect$ ?? of<RedirectDecision>({ kind: 'stay' }) },
});

describe('navigation target', () => {
  it('[R18] maintenance on sends the visitor to the maintenance page; off sends them home from it', marbles((m) => {
    const maintenance$ = m.cold('f 9s t 9s f', { f: false, t: true });
    m.expect(navigationTarget$(deps({ maintenance$ }), nav('/en/line'))).toBeObservable('n 9s m 9s n', { n: null, m: { path: '/en/maintenance' } });
    m.expect(navigationTarget$(deps({ maintenance$: of(false) }), nav('/en/maintenance'))).toBeObservable('(h|)', { h: { path: '/en/' } });
  }));

  it('[C03] a block answer sends the visitor to the page of its reason once it arrives', marbles((m) => {
    const block$ = m.cold('-(b|)', { b: { kind: 'blocked', reason: 17, page: 'block-ie' } as BlockDecision });
    m.expect(navigationTarget$(deps({ block$, redirect$: NEVER }), nav('/en/casino'))).toBeObservable('nb', { n: null, b: { path: '/en/block-ie' } });
    m.expect(navigationTarget$(deps({ block$, redirect$: NEVER }), nav('/en/block-ie'))).toBeObservable('n', { n: null });
  }));

  it('[C02] redirect answers go in-site by path and off-site by full url; a cycle goes nowhere', marbles((m) => {
    const inSite$ = of<RedirectDecision>({ kind: 'redirect', code: 301, url: 'https://bet.example/en/promotions/1?x=1' });
    const offSite$ = of<RedirectDecision>({ kind: 'redirect', code: 302, url: 'https://mirror.example/en/' });
    const cyclic$ = of<RedirectDecision>({ kind: 'cyclic', url: '/en/a' });
    m.expect(navigationTarget$(deps({ redirect$: inSite$ }), nav('/en/old'))).toBeObservable('(np|)', { n: null, p: { path: '/en/promotions/1?x=1' } });
    m.expect(navigationTarget$(deps({ redirect$: offSite$ }), nav('/en/old'))).toBeObservable('(nx|)', { n: null, x: { external: 'https://mirror.example/en/' } });
    m.expect(navigationTarget$(deps({ redirect$: cyclic$ }), nav('/en/old'))).toBeObservable('(n|)', { n: null });
  }));

  it('[R18] maintenance outranks a block, which outranks a redirect', marbles((m) => {
    const all = deps({
      maintenance$: of(true),
      block$: of<BlockDecision>({ kind: 'blocked', reason: 1, page: 'block' }),
      redirect$: of<RedirectDecision>({ kind: 'redirect', code: 301, url: '/en/x' }),
    });
    m.expect(navigationTarget$(all, nav('/en/line'))).toBeObservable('(m|)', { m: { path: '/en/maintenance' } });
  }));
});
