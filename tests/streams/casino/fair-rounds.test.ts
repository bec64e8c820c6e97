import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import type { Observable } from 'rxjs';
import { fairRounds$, fairSeeds$, type FairRoundsState } from '../../../streams/casino/fair-rounds';
import type { FairSeeds, RevealedPair, SeedRotation } from '../../../streams/casino/casino-types';

const scheduler = () => new TestScheduler((a, e) => expect(a).toStrictEqual(e));
/** The seeds after `nonce` rounds of pair `pair` (its hash), the next hash being the pair after it. */
const S = (nonce: number, pair = 1, clientSeed = 'c1'): FairSeeds => ({ active: { serverSeedHash: `h${pair}`, clientSeed, nonce }, nextServerSeedHash: `h${pair + 1}` });
const revealed: RevealedPair = { serverSeed: 'seed1', serverSeedHash: 'h1', clientSeed: 'c1', rounds: 3 };
const rotation = (clientSeed: string): SeedRotation => ({ revealed, seeds: S(0, 2, clientSeed) });
const idle = { status: 'idle' } as const;
type State = FairRoundsState<number, number>;
const noRotate = () => { throw new Error('no rotation in this test'); };

describe('provably fair rounds on the player\'s seed pair', () => {
  it('[R08] the seeds are asked for at once, a click plays a round on them (no seed id sent), the round remembers them, and they are asked for again after it', () => {
    const played: unknown[] = [];
    scheduler().run(({ cold, hot, expectObservable }) => {
      let asks = 0;
      const seeds$ = () => cold('5ms (s|)', { s: S(asks++) });
      const play$ = (...args: unknown[]) => { played.push(args); return cold('10ms (r|)', { r: 70 }); };
      const click$ = hot('20ms a', { a: 7 });
      expectObservable(fairRounds$({ seeds$, rotate$: noRotate, play$ }, click$, hot('')), '^ 100ms !').toBe('a 4ms b 14ms p 9ms d 4ms m', {
        a: { seeds: null, rotation: idle, round: idle },
        b: { seeds: S(0), rotation: idle, round: idle },
        p: { seeds: S(0), rotation: idle, round: { status: 'playing' } },
        d: { seeds: S(0), rotation: idle, round: { status: 'done', value: 70, arg: 7, playedOn: S(0) } },
        m: { seeds: S(1), rotation: idle, round: { status: 'done', value: 70, arg: 7, playedOn: S(0) } },
      } satisfies Record<string, State>);
    });
    expect(played).toEqual([[7]]);
  });

  it('[R08] a click while a round runs is ignored; a refused round is shown and the seeds are asked for again', () => {
    let asks = 0;
    scheduler().run(({ cold, hot, expectObservable }) => {
      const seeds$ = () => cold('(s|)', { s: S(asks++) });
      const play$ = () => cold<number>('10ms #', undefined, 'insufficient_funds');
      const click$ = hot('5ms a 2ms a', { a: 1 });
      expectObservable(fairRounds$({ seeds$, rotate$: noRotate, play$ }, click$, hot('')), '^ 30ms !').toBe('(ab) 1ms p 9ms (rm)', {
        a: { seeds: null, rotation: idle, round: idle },
        b: { seeds: S(0), rotation: idle, round: idle },
        p: { seeds: S(0), rotation: idle, round: { status: 'playing' } },
        r: { seeds: S(0), rotation: idle, round: { status: 'refused', error: 'insufficient_funds' } },
        m: { seeds: S(1), rotation: idle, round: { status: 'refused', error: 'insufficient_funds' } },
      } satisfies Record<string, State>);
    });
    expect(asks).toBe(2);
  });

  it('[R08] demo rounds ask for no seeds: the round is played on a throwaway seed and remembers none', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const play$ = () => cold('2ms (r|)', { r: 5 });
      expectObservable(fairRounds$({ seeds$: null, rotate$: noRotate, play$ }, hot('3ms a', { a: 1 }), hot('')), '^ 10ms !').toBe('a 2ms p 1ms d', {
        a: { seeds: null, rotation: idle, round: idle },
        p: { seeds: null, rotation: idle, round: { status: 'playing' } },
        d: { seeds: null, rotation: idle, round: { status: 'done', value: 5, arg: 1, playedOn: null } },
      } satisfies Record<string, State>);
    });
  });

  it('[R08] a failed seeds call shows no seeds; the round still plays and remembers none', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const seeds$ = () => cold<FairSeeds>('#');
      const play$ = () => cold('(r|)', { r: 1 });
      expectObservable(fairRounds$({ seeds$, rotate$: noRotate, play$ }, hot('3ms a', { a: 1 }), hot('')), '^ 10ms !').toBe('a 2ms (pd)', {
        a: { seeds: null, rotation: idle, round: idle },
        p: { seeds: null, rotation: idle, round: { status: 'playing' } },
        d: { seeds: null, rotation: idle, round: { status: 'done', value: 1, arg: 1, playedOn: null } },
      } satisfies Record<string, State>);
    });
  });

  it('[R08] a rotation shows rotating, then the revealed pair and the new pair with the chosen client seed; a click while it runs is ignored', () => {
    const sent: string[] = [];
    scheduler().run(({ cold, hot, expectObservable }) => {
      const seeds$ = () => cold('(s|)', { s: S(3) });
      const rotate$ = (clientSeed: string) => { sent.push(clientSeed); return cold('10ms (r|)', { r: rotation(clientSeed) }); };
      const rotateClick$ = hot('5ms a 2ms b', { a: 'mine', b: 'again' });
      expectObservable(fairSeeds$({ seeds$, rotate$ }, rotateClick$), '^ 30ms !').toBe('(ab) 1ms c 9ms d', {
        a: { seeds: null, rotation: idle },
        b: { seeds: S(3), rotation: idle },
        c: { seeds: S(3), rotation: { status: 'rotating' } },
        d: { seeds: S(0, 2, 'mine'), rotation: { status: 'done', revealed } },
      });
    });
    expect(sent).toEqual(['mine']);
  });

  it('[R08] a failed rotation says so and keeps the seeds; the next click rotates', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      let calls = 0;
      const seeds$ = () => cold('(s|)', { s: S(3) });
      const rotate$ = (clientSeed: string): Observable<SeedRotation> => (calls++ === 0 ? cold('2ms #', undefined, 'offline') : cold('2ms (r|)', { r: rotation(clientSeed) }));
      expectObservable(fairSeeds$({ seeds$, rotate$ }, hot('5ms a 4ms a', { a: 'x' })), '^ 30ms !').toBe('(ab) 1ms c 1ms f 2ms c 1ms d', {
        a: { seeds: null, rotation: idle },
        b: { seeds: S(3), rotation: idle },
        c: { seeds: S(3), rotation: { status: 'rotating' } },
        f: { seeds: S(3), rotation: { status: 'failed', error: 'offline' } },
        d: { seeds: S(0, 2, 'x'), rotation: { status: 'done', revealed } },
      });
    });
  });

  it('[R08] a seeds answer still on its way when a rotation answers is dropped: the rotation\'s newer seeds stay', () => {
    let asks = 0;
    scheduler().run(({ cold, hot, expectObservable }) => {
      // The second ask (after the round) answers late with the old pair.
      const seeds$ = () => (asks++ === 0 ? cold('(s|)', { s: S(0) }) : cold('20ms (s|)', { s: S(1) }));
      const rotate$ = (clientSeed: string) => cold('4ms (r|)', { r: rotation(clientSeed) });
      const play$ = () => cold('3ms (r|)', { r: 9 });
      const state$ = fairRounds$({ seeds$, rotate$, play$ }, hot('10ms a', { a: 1 }), hot('15ms r', { r: 'new' }));
      const done = { status: 'done', value: 9, arg: 1, playedOn: S(0) } as const;
      expectObservable(state$, '^ 50ms !').toBe('(ab) 6ms p 2ms d 1ms c 3ms e', {
        a: { seeds: null, rotation: idle, round: idle },
        b: { seeds: S(0), rotation: idle, round: idle },
        p: { seeds: S(0), rotation: idle, round: { status: 'playing' } },
        d: { seeds: S(0), rotation: idle, round: done },
        c: { seeds: S(0), rotation: { status: 'rotating' }, round: done },
        e: { seeds: S(0, 2, 'new'), rotation: { status: 'done', revealed }, round: done },
      } satisfies Record<string, State>);
    });
    expect(asks).toBe(2);
  });
});
