import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { fairRounds$, type FairCommit } from '../../../streams/casino/fair-rounds';

const scheduler = () => new TestScheduler((a, e) => expect(a).toStrictEqual(e));
const c = (n: number): FairCommit => ({ seedId: `seed${n}`, serverSeedHash: `hash${n}` });

describe('provably fair rounds', () => {
  it('[R08] the next round\'s hash is held before the click, the round plays on it, and a fresh one is asked for after it', () => {
    const played: Array<string | undefined> = [];
    scheduler().run(({ cold, hot, expectObservable }) => {
      let commits = 0;
      const commit$ = () => cold('5ms (c|)', { c: c(++commits) });
      const play$ = (arg: number, seedId: string | undefined) => { played.push(seedId); return cold('10ms (r|)', { r: arg * 10 }); };
      const click$ = hot('20ms a', { a: 7 });
      expectObservable(fairRounds$({ commit$, play$ }, click$), '^ 100ms !').toBe('a 4ms b 14ms p 9ms (dn) 1ms m', {
        a: { commit: null, round: { status: 'idle' } },
        b: { commit: c(1), round: { status: 'idle' } },
        p: { commit: c(1), round: { status: 'playing' } },
        d: { commit: c(1), round: { status: 'done', value: 70, arg: 7, playedOn: c(1) } },
        n: { commit: null, round: { status: 'done', value: 70, arg: 7, playedOn: c(1) } },
        m: { commit: c(2), round: { status: 'done', value: 70, arg: 7, playedOn: c(1) } },
      });
    });
    expect(played).toEqual(['seed1']);
  });

  it('[R08] a click while a round runs is ignored; a refused round is shown and the next commitment still comes', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      let commits = 0;
      const commit$ = () => cold('(c|)', { c: c(++commits) });
      const play$ = () => cold<number>('10ms #', undefined, 'insufficient_funds');
      const click$ = hot('5ms a 2ms a', { a: 1 });
      expectObservable(fairRounds$({ commit$, play$ }, click$), '^ 30ms !').toBe('(ia) 1ms p 9ms (rnm)', {
        i: { commit: null, round: { status: 'idle' } },
        a: { commit: c(1), round: { status: 'idle' } },
        p: { commit: c(1), round: { status: 'playing' } },
        r: { commit: c(1), round: { status: 'refused', error: 'insufficient_funds' } },
        n: { commit: null, round: { status: 'refused', error: 'insufficient_funds' } },
        m: { commit: c(2), round: { status: 'refused', error: 'insufficient_funds' } },
      });
    });
  });

  it('[R08] without a commitment (the call failed) the round is played on a fresh server seed', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const commit$ = () => cold<FairCommit>('#');
      const seeds: Array<string | undefined> = [];
      const play$ = (_: number, seedId: string | undefined) => { seeds.push(seedId); return cold('(r|)', { r: 1 }); };
      expectObservable(fairRounds$({ commit$, play$ }, hot('3ms a', { a: 1 })), '^ 10ms !').toBe('a 2ms (pd)', {
        a: { commit: null, round: { status: 'idle' } },
        p: { commit: null, round: { status: 'playing' } },
        d: { commit: null, round: { status: 'done', value: 1, arg: 1, playedOn: null } },
      });
    });
  });
});
