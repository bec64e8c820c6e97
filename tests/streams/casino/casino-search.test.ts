import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { casinoSearch$ } from '../../../streams/casino/casino-search';

const scheduler = () => new TestScheduler((a, e) => expect(a).toStrictEqual(e));

describe('casino search as you type', () => {
  it('[R08] asks once 300 ms after the last keystroke, with the last text', () => {
    const asked: string[] = [];
    scheduler().run(({ cold, hot, expectObservable }) => {
      const text$ = hot('a 100ms b 100ms c', { a: 'bo', b: 'boo', c: 'book' });
      const search$ = (text: string) => { asked.push(text); return cold('50ms r|', { r: [text] }); };
      // c at 202 ms, debounced to 502 ms, answer 50 ms later.
      expectObservable(casinoSearch$({ search$ }, text$)).toBe('502ms l 49ms d', {
        l: { status: 'loading', text: 'book' },
        d: { status: 'done', text: 'book', result: ['book'] },
      });
    });
    expect(asked).toEqual(['book']);
  });

  it('[R08] a new text cancels the request still running for the previous one', () => {
    scheduler().run(({ cold, hot, expectObservable, expectSubscriptions }) => {
      const first = cold('500ms r|', { r: ['slow'] });
      const second = cold('10ms r|', { r: ['fast'] });
      const text$ = hot('a 399ms b', { a: 'slow', b: 'fast' });
      const search$ = (text: string) => (text === 'slow' ? first : second);
      expectObservable(casinoSearch$({ search$ }, text$)).toBe('300ms x 399ms y 9ms z', {
        x: { status: 'loading', text: 'slow' },
        y: { status: 'loading', text: 'fast' },
        z: { status: 'done', text: 'fast', result: ['fast'] },
      });
      // slow asked at 300 ms, cancelled when fast is asked at 700 ms (400 ms + 300 ms debounce).
      expectSubscriptions(first.subscriptions).toBe('300ms ^ 399ms !');
    });
  });

  it('[R08] the same text again and texts under two characters ask nothing; a failed search is an error state', () => {
    scheduler().run(({ cold, hot, expectObservable, expectSubscriptions }) => {
      const failing = cold('20ms #');
      const text$ = hot('a 400ms b 400ms c', { a: 'x', b: 'ab', c: ' ab ' });
      expectObservable(casinoSearch$({ search$: () => failing }, text$)).toBe('300ms i 400ms l 19ms e', {
        i: { status: 'idle' },
        l: { status: 'loading', text: 'ab' },
        e: { status: 'error', text: 'ab' },
      });
      expectSubscriptions(failing.subscriptions).toBe('701ms ^ 19ms !');
    });
  });
});
