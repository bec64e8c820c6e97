import { describe, expect, it } from 'vitest';
import { EMPTY, NEVER, of, throwError } from 'rxjs';
import { marbles } from '../../support/marbles';
import { newVersion$, buildOfScript } from '../../../streams/shell/version-check';
import { loadingBar$, LOADING_BAR_CAP } from '../../../streams/shell/loading-bar';
import { idlePrefetch$, prefetchAllowed } from '../../../streams/shell/idle-prefetch';
import { shellStart$, shellStartDelayFor } from '../../../streams/shell/shell-start';
import { HttpError } from '../../../streams/core/http';
import {
  LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS, PREFETCH_IDLE_TIMEOUT_MS, SHELL_START_DELAY_MS, VERSION_CHECK_DELAY_MS,
} from '../../../streams/timing';

const vis = { v: true, h: false };
// pageVisible$ tells the current state to each subscriber, as a cold 'v' does.

describe('newVersion$ (T29)', () => {
  it('[T29] checks nothing for 60 s, then finds the new build and emits it once', marbles((m) => {
    const visible$ = m.cold('v', vis);
    const latest = m.cold('100ms (n|)', { n: 'index-new' });
    const found$ = newVersion$({ current: 'index-old', latest$: () => latest, visible$ }, VERSION_CHECK_DELAY_MS, 300_000);
    m.expect(found$).toBeObservable('60100ms (n|)', { n: 'index-new' });
    m.expect(latest).toHaveSubscriptions(['60s ^ 99ms !']);
  }));

  it('[T29] the same build keeps being checked every interval until another one is served', marbles((m) => {
    const visible$ = m.cold('v', vis);
    let calls = 0;
    const answers = ['index-old', 'index-old', 'index-b'];
    const found$ = newVersion$({
      current: 'index-old',
      latest$: () => of(answers[calls++] ?? 'index-b'),
      visible$,
    }, 60_000, 300_000);
    // Checks at 60 s, 360 s, 660 s: the third sees the new build.
    m.expect(found$).toBeObservable('660s (b|)', { b: 'index-b' });
    m.flush();
    expect(calls).toBe(3);
  }));

  it('[T29] a failed check is reported and the next one still finds the build; a hidden page is not checked', marbles((m) => {
    // From the first check (60 s, which fails): hidden at 70 s, so the poll pauses at 100 s (T23) and the 360 s check
    // does not happen; back at 500 s, checked at once.
    const visible$ = m.cold('v 9999ms h 429999ms v', vis);
    const errors: unknown[] = [];
    let calls = 0;
    const found$ = newVersion$({
      current: 'index-old',
      latest$: () => (++calls === 1 ? throwError(() => new HttpError({ status: 503, kind: 'http' })) : of('index-new')),
      visible$,
      onError: (e) => errors.push(e),
    }, 60_000, 300_000);
    m.expect(found$).toBeObservable('500s (n|)', { n: 'index-new' });
    m.flush();
    expect(errors).toHaveLength(1);
  }));

  it('[T29] a page that is no build (dev server) never checks, and the server having no build is no new version', marbles((m) => {
    const visible$ = m.cold('v', vis);
    const latest = m.cold('(x|)', { x: null });
    m.expect(newVersion$({ current: null, latest$: () => latest, visible$ })).toBeObservable('|');
    m.expect(newVersion$({ current: 'index-a', latest$: () => latest, visible$ }, 60_000, 60_000), '^ 200s !').toBeObservable('');
  }));

  it('reads the build from the entry script as the server does', () => {
    expect(buildOfScript('http://localhost:8080/assets/index-DG6_Od6q.js')).toBe('index-DG6_Od6q');
    expect(buildOfScript('http://localhost:5173/src/main.tsx')).toBeNull();
    expect(buildOfScript(undefined)).toBeNull();
  });
});

describe('loadingBar$ (T32)', () => {
  const steps = (n: number) => Math.min((n * LOADING_BAR_THROTTLE_MS) / LOADING_BAR_DURATION_MS, 1) * LOADING_BAR_CAP;

  it('[T32] a page that loads for 1 s: the bar moves every 200 ms, then completes and hides 200 ms later', marbles((m) => {
    const navigating$ = m.hot('f 999ms t 999ms f', { t: true, f: false });
    const values = { n: null, a: steps(0), b: steps(1), c: steps(2), d: steps(3), e: steps(4), z: 1 };
    m.expect(loadingBar$(navigating$)).toBeObservable('n 999ms a 199ms b 199ms c 199ms d 199ms e 199ms z 199ms n', values);
  }));

  it('[T32] fills to its cap over exactly 5 s and holds there while the page keeps loading', marbles((m) => {
    const navigating$ = m.hot('t 7999ms f', { t: true, f: false });
    const bar: Array<number | null> = [];
    const times: number[] = [];
    loadingBar$(navigating$).subscribe((p) => {
      bar.push(p);
      times.push(m.scheduler.now());
    });
    m.flush();
    // 26 steps 200 ms apart (0 .. 5000 ms), the cap reached at 5 s, nothing until the page arrives at 8 s.
    expect(times.slice(0, 26)).toEqual(Array.from({ length: 26 }, (_, i) => i * 200));
    expect(bar[25]).toBe(LOADING_BAR_CAP);
    expect(times.slice(26)).toEqual([8000, 8200]);
    expect(bar.slice(26)).toEqual([1, null]);
  }));

  it('[T32] a second navigation before the first ends starts the bar again from 0', marbles((m) => {
    // Done at 400 ms and at once a new navigation; that one done at 500 ms.
    const navigating$ = m.hot('t 399ms (ft) 96ms f', { t: true, f: false });
    const values = { n: null, a: steps(0), b: steps(1), z: 1 };
    m.expect(loadingBar$(navigating$)).toBeObservable('a 199ms b 199ms (za) 96ms z 199ms n', values);
  }));
});

describe('idlePrefetch$ (T35)', () => {
  it('[T35] prefetches as soon as the browser is idle', marbles((m) => {
    const idle$ = m.cold('300ms i');
    const load = m.cold('50ms (x|)');
    m.expect(idlePrefetch$({ idle$, connection: () => ({ effectiveType: '4g' }) }, () => load)).toBeObservable('350ms |');
    m.expect(load).toHaveSubscriptions(['300ms ^ 49ms !']);
  }));

  it('[T35] a browser that never gets idle prefetches after 2000 ms', marbles((m) => {
    const load = m.cold('(x|)');
    m.expect(idlePrefetch$({ idle$: NEVER, connection: () => undefined }, () => load, PREFETCH_IDLE_TIMEOUT_MS)).toBeObservable('2000ms |');
    m.expect(load).toHaveSubscriptions(['2000ms (^!)']);
  }));

  it('[T35] nothing is prefetched on 2g, slow-2g or save-data', marbles((m) => {
    const load = m.cold('(x|)');
    for (const connection of [{ effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { effectiveType: '4g', saveData: true }]) {
      m.expect(idlePrefetch$({ idle$: of(0), connection: () => connection }, () => load)).toBeObservable('|');
    }
    m.expect(load).toHaveSubscriptions([]);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  }));
});

describe('shellStart$', () => {
  it('starts the shell\'s extras 5 s after the load event', marbles((m) => {
    const load$ = m.hot('--- 997ms l');
    m.expect(shellStart$({ loaded: () => false, load$ }, SHELL_START_DELAY_MS)).toBeObservable('6000ms (s|)', { s: true });
  }));

  it('counts from now on a page that has already loaded', marbles((m) => {
    m.expect(shellStart$({ loaded: () => true, load$: EMPTY })).toBeObservable('5000ms (s|)', { s: true });
  }));

  it('one signal for every extra, decided by the first page: the home page waits 5 s after load, any other page starts at load', marbles((m) => {
    for (const home of ['/', '/en', '/ru/', '/kk']) expect(shellStartDelayFor(home), home).toBe(SHELL_START_DELAY_MS);
    for (const other of ['/en/line', '/ru/casino-lobby', '/en/home', '/english', '/en//']) expect(shellStartDelayFor(other), other).toBe(0);
    const load$ = m.hot('--- 997ms l');
    m.expect(shellStart$({ loaded: () => false, load$ }, shellStartDelayFor('/en/line'))).toBeObservable('1000ms (s|)', { s: true });
  }));
});
