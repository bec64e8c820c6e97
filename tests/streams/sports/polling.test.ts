import { describe, expect, it } from 'vitest';
import { defer, map, of } from 'rxjs';
import { marbles } from '../../support/marbles';
import { HttpError } from '../../../streams/core/http';
import { gamesList$ } from '../../../streams/sports/games-list';
import { gameFeed$ } from '../../../streams/sports/game-feed';
import { createSportsStore } from '../../../streams/sports/sports-store';
import { banners$, media$, slider$, topGames$ } from '../../../streams/sports/widgets';
import { menu$, results$, timeline$ } from '../../../streams/sports/sports-pages-polls';
import { pollFeed$ } from '../../../streams/sports/poll-feed';
import { champ, fakeApi, fakePagesApi, game, gameFeed, gamesFeed, sport } from './fixtures';

const vis = { v: true, h: false };

describe('sports polls (SPEC.md section 9)', () => {
  it('[T16] the menu is polled every 10 s, the first request at once', marbles((m) => {
    const request = m.cold('(a|)', { a: { version: 1, mode: 'line' as const, total: 0, sports: [], champs: [] } });
    const poll$ = menu$({ api$: of(fakePagesApi({ menu$: () => request })), visible$: m.hot('v', vis) }, { mode: 'line' });
    m.expect(poll$.pipe(map(() => 'x')), '^ 35s !').toBeObservable('x');
    m.expect(request).toHaveSubscriptions(['(^!)', '10s (^!)', '20s (^!)', '30s (^!)']);
  }));

  it('[T16] results are polled every 10 s', marbles((m) => {
    const request = m.cold('(a|)', { a: { date: '2030-01-01', type: 'live' as const, sports: [], champs: [], games: [] } });
    const poll$ = results$({ api$: of(fakePagesApi({ results$: () => request })), visible$: m.hot('v', vis) }, { tz: 3, type: 'live' });
    m.expect(poll$.pipe(map(() => 'x')), '^ 25s !').toBeObservable('x');
    m.expect(request).toHaveSubscriptions(['(^!)', '10s (^!)', '20s (^!)']);
  }));

  it('[T17] a line list is polled every 15 s, each time with the version of the last answer', marbles((m) => {
    const sinces: Array<number | null> = [];
    let v = 0;
    const api = fakePagesApi({ games$: (_q, since) => defer(() => { sinces.push(since); v += 1; return of(gamesFeed({ version: v, full: since === null, games: since === null ? [game(1)] : [] })); }) });
    const poll$ = gamesList$({ api$: of(api), visible$: m.hot('v', vis), store: createSportsStore() }, { mode: 'line' });
    // The state only changes with the first answer: later answers bring nothing new.
    m.expect(poll$.pipe(map((s) => s.data?.ids.join(','))), '^ 50s !').toBeObservable('a', { a: '1' });
    m.flush();
    expect(sinces).toEqual([null, 1, 2, 3]);
  }));

  it('[T17] a pre-match game page is polled every 15 s', marbles((m) => {
    const request = m.cold('(a|)', { a: gameFeed() });
    const poll$ = gameFeed$({ api$: of(fakePagesApi({ game$: () => request })), visible$: m.hot('v', vis), store: createSportsStore() }, 1);
    m.expect(poll$.pipe(map(() => 'x')), '^ 31s !').toBeObservable('x 14999ms x 14999ms x');
    m.expect(request).toHaveSubscriptions(['(^!)', '15s (^!)', '30s (^!)']);
  }));

  it('[T18] a live list polls every 5 s, 3 s when a sport or championship of it polls at 3 s, 2 s with a synthetic game', marbles((m) => {
    const cases: Array<[string, ReturnType<typeof gamesFeed>, string[]]> = [
      ['5 s', gamesFeed({ games: [game(1, { status: 2 })] }), ['(^!)', '5s (^!)', '10s (^!)']],
      ['3 s sport', gamesFeed({ games: [game(1, { status: 2 })], sports: [sport({ livePollMs: 3000 })] }), ['(^!)', '3s (^!)', '6s (^!)', '9s (^!)']],
      ['3 s champ', gamesFeed({ games: [game(1, { status: 2 })], champs: [champ({ livePollMs: 3000 })] }), ['(^!)', '3s (^!)', '6s (^!)', '9s (^!)']],
      ['2 s synthetic', gamesFeed({ games: [game(1, { status: 2, isSynthetic: true })] }), ['(^!)', '2s (^!)', '4s (^!)', '6s (^!)', '8s (^!)', '10s (^!)']],
    ];
    for (const [, answer, subs] of cases) {
      const request = m.cold('(a|)', { a: answer });
      const poll$ = gamesList$({ api$: of(fakePagesApi({ games$: () => request })), visible$: m.hot('v', vis), store: createSportsStore() }, { mode: 'live' });
      m.expect(poll$.pipe(map(() => 'x')), '^ 10500ms !').toBeObservable('x');
      m.expect(request).toHaveSubscriptions(subs);
    }
  }));

  it('[T18] a live game page follows its sport (3 s), and its game-over panel polls at 10 s once it finished', marbles((m) => {
    let n = 0;
    const live = gameFeed({ game: game(1, { status: 2 }), sport: sport({ livePollMs: 3000 }) });
    const over = gameFeed({ version: 2, game: game(1, { status: 4 }), sport: sport({ livePollMs: 3000 }) });
    const request = m.cold('(a|)', { a: live });
    const finished = m.cold('(b|)', { b: over });
    const api = fakePagesApi({ game$: () => defer(() => (++n <= 2 ? request : finished)) });
    const poll$ = gameFeed$({ api$: of(api), visible$: m.hot('v', vis), store: createSportsStore() }, 1);
    m.expect(poll$.pipe(map((s) => s.data!.game.status)), '^ 30s !').toBeObservable('a 2999ms a 2999ms b 9999ms b 9999ms b', { a: 2, b: 4 });
    m.expect(request).toHaveSubscriptions(['(^!)', '3s (^!)']);
    // The third request (at 6 s) saw the end; then every 10 s.
    m.expect(finished).toHaveSubscriptions(['6s (^!)', '16s (^!)', '26s (^!)']);
  }));

  it('[T19] the slider is polled every 30 s on line pages and every 15 s on live pages', marbles((m) => {
    const line = m.cold('(a|)', { a: { items: [] } });
    const live = m.cold('(a|)', { a: { items: [] } });
    const v$ = m.hot('v', vis);
    m.expect(slider$({ api: fakeApi({ slider$: () => line }), visible$: v$ }, 'line').pipe(map(() => 'x')), '^ 61s !').toBeObservable('x');
    m.expect(slider$({ api: fakeApi({ slider$: () => live }), visible$: v$ }, 'live').pipe(map(() => 'x')), '^ 31s !').toBeObservable('x');
    m.expect(line).toHaveSubscriptions(['(^!)', '30s (^!)', '60s (^!)']);
    m.expect(live).toHaveSubscriptions(['(^!)', '15s (^!)', '30s (^!)']);
  }));

  it('[T20] media is polled every 600 s', marbles((m) => {
    const request = m.cold('(a|)', { a: { streams: [] } });
    m.expect(media$({ api: fakeApi({ media$: () => request }), visible$: m.hot('v', vis) }).pipe(map(() => 'x')), '^ 1201s !').toBeObservable('x');
    m.expect(request).toHaveSubscriptions(['(^!)', '600s (^!)', '1200s (^!)']);
  }));

  it('[T21] top games are polled every 60 s on line and every 10 s on live', marbles((m) => {
    const line = m.cold('(a|)', { a: gamesFeed() });
    const live = m.cold('(a|)', { a: gamesFeed() });
    const v$ = m.hot('v', vis);
    m.expect(topGames$({ api: fakeApi({ top$: () => line }), visible$: v$, store: createSportsStore() }, 'line').pipe(map(() => 'x')), '^ 121s !').toBeObservable('x');
    m.expect(topGames$({ api: fakeApi({ top$: () => live }), visible$: v$, store: createSportsStore() }, 'live').pipe(map(() => 'x')), '^ 21s !').toBeObservable('x');
    m.expect(line).toHaveSubscriptions(['(^!)', '60s (^!)', '120s (^!)']);
    m.expect(live).toHaveSubscriptions(['(^!)', '10s (^!)', '20s (^!)']);
  }));

  it('[T22] the banners are polled every 60 s, and a banner the operator switched off is gone after the next poll', marbles((m) => {
    const banner = (id: number) => ({ id, title: `Banner ${id}`, text: '', image: `/web-api/banners/${id}.svg`, href: '/en/promo' });
    let answers = 0;
    // The first answer has two banners; from the second on, banner 2 is switched off.
    const api = fakeApi({ banners$: () => defer(() => of({ banners: answers++ === 0 ? [banner(1), banner(2)] : [banner(1)] })) });
    const ids = banners$({ api, visible$: m.hot('v', vis) }).pipe(map((s) => (s.data?.banners ?? []).map((b) => b.id).join('')));
    m.expect(ids, '^ 121s !').toBeObservable('a 59999ms b 59999ms b', { a: '12', b: '1' });
  }));

  it('[T22] the banners poll asks every 60 s, the first request at once', marbles((m) => {
    const request = m.cold('(a|)', { a: { banners: [] } });
    m.expect(banners$({ api: fakeApi({ banners$: () => request }), visible$: m.hot('v', vis) }).pipe(map(() => 'x')), '^ 181s !').toBeObservable('x');
    m.expect(request).toHaveSubscriptions(['(^!)', '60s (^!)', '120s (^!)', '180s (^!)']);
  }));

  it('[T22] the live timeline is polled every 60 s', marbles((m) => {
    const request = m.cold('(a|)', { a: { gameId: 1, events: [] } });
    m.expect(timeline$({ api$: of(fakePagesApi({ timeline$: () => request })), visible$: m.hot('v', vis) }, 1).pipe(map(() => 'x')), '^ 121s !').toBeObservable('x');
    m.expect(request).toHaveSubscriptions(['(^!)', '60s (^!)', '120s (^!)']);
  }));

  it('[T23] hidden at 50 s, back at 200 s: a line list polls until 80 s, pauses, and asks again at once on return', marbles((m) => {
    const request = m.cold('(a|)', { a: gamesFeed() });
    const poll$ = gamesList$({ api$: of(fakePagesApi({ games$: () => request })), visible$: m.hot('v 49999ms h 149999ms v', vis), store: createSportsStore() }, { mode: 'line' });
    m.expect(poll$.pipe(map(() => 'x')), '^ 219999ms !').toBeObservable('x');
    m.expect(request).toHaveSubscriptions(['(^!)', '15s (^!)', '30s (^!)', '45s (^!)', '60s (^!)', '75s (^!)', '200s (^!)', '215s (^!)']);
  }));

  it('[T23] hidden for less than 30 s: the live poll never stops', marbles((m) => {
    const request = m.cold('(a|)', { a: gamesFeed({ games: [game(1, { status: 2 })] }) });
    const poll$ = gamesList$({ api$: of(fakePagesApi({ games$: () => request })), visible$: m.hot('v 4999ms h 19999ms v', vis), store: createSportsStore() }, { mode: 'live' });
    m.expect(poll$.pipe(map(() => 'x')), '^ 30500ms !').toBeObservable('x');
    m.expect(request).toHaveSubscriptions(['(^!)', '5s (^!)', '10s (^!)', '15s (^!)', '20s (^!)', '25s (^!)', '30s (^!)']);
  }));

  it('[T18] leaving the page (unsubscribing) stops the poll and aborts the request in flight', marbles((m) => {
    const request = m.cold('1500ms (a|)', { a: gamesFeed({ games: [game(1, { status: 2 })] }) });
    const poll$ = gamesList$({ api$: of(fakePagesApi({ games$: () => request })), visible$: m.hot('v', vis), store: createSportsStore() }, { mode: 'live' });
    m.expect(poll$.pipe(map(() => 'x')), '^ 6s !').toBeObservable('1500ms x');
    m.expect(request).toHaveSubscriptions(['^ 1499ms !', '5s ^ 1000ms !']);
  }));

  it('[T17] an answer that fails its schema keeps the last good data, marked stale, and the poll goes on', marbles((m) => {
    let n = 0;
    const bad = new HttpError({ status: 500, kind: 'schema' });
    const api = fakePagesApi({
      games$: () => defer(() => {
        n += 1;
        return n === 2 ? m.cold('#', undefined, bad) : m.cold('(a|)', { a: gamesFeed({ version: n, games: [game(1)] }) });
      }),
    });
    const errors: unknown[] = [];
    const poll$ = pollFeed$({
      request$: (since) => api.games$({ mode: 'line' }, since),
      reduce: (_s: number | null, a: { version: number }) => a.version,
      versionOf: (a) => a.version,
      period: 15_000,
      visible$: m.hot('v', vis),
      onError: (e) => errors.push(e),
    });
    m.expect(poll$.pipe(map((s) => `${s.data}${s.stale ? 's' : ''}`)), '^ 31s !').toBeObservable('a 14999ms b 14999ms c', { a: '1', b: '1s', c: '3' });
    m.flush();
    expect(errors).toEqual([bad]);
  }));
});
