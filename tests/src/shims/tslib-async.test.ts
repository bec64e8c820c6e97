import { describe, expect, it } from 'vitest';
import { ReadableStream } from 'node:stream/web';
import { Observable, firstValueFrom, from, take, toArray, type Subscriber } from 'rxjs';
import { __asyncGenerator, __asyncValues, __await, __awaiter } from '../../../src/shims/tslib-async';

// The browser build's tslib (src/shims/tslib-async.ts) runs rxjs's own compiled code: the two functions below are
// copied from rxjs 7's ES2015 build (dist/esm/internal/observable/innerFrom.js and util/isReadableStreamLike.js), the
// only places rxjs uses these helpers. They must behave as with tslib: values in order, completion, errors, and the
// source's clean-up (return(), releaseLock) when the subscriber stops early.

/* eslint-disable */
function process(this: unknown, asyncIterable: any, subscriber: Subscriber<unknown>) {
  var asyncIterable_1: any, asyncIterable_1_1: any;
  var e_1: any, _a: any;
  return __awaiter(this, void 0, void 0, function* (): Generator<any, any, any> {
    try {
      for (asyncIterable_1 = __asyncValues(asyncIterable); asyncIterable_1_1 = yield asyncIterable_1.next(), !asyncIterable_1_1.done;) {
        const value = asyncIterable_1_1.value;
        subscriber.next(value);
        if (subscriber.closed) {
          return;
        }
      }
    }
    catch (e_1_1) { e_1 = { error: e_1_1 }; }
    finally {
      try {
        if (asyncIterable_1_1 && !asyncIterable_1_1.done && (_a = asyncIterable_1.return)) yield _a.call(asyncIterable_1);
      }
      finally { if (e_1) throw e_1.error; }
    }
    subscriber.complete();
  } as any);
}
function readableStreamLikeToAsyncGenerator(this: unknown, readableStream: any) {
  return __asyncGenerator(this, arguments, function* readableStreamLikeToAsyncGenerator_1(): Generator<any, any, any> {
    const reader = readableStream.getReader();
    try {
      while (true) {
        const { value, done } = yield __await(reader.read());
        if (done) {
          return yield __await(void 0);
        }
        yield yield __await(value);
      }
    }
    finally {
      reader.releaseLock();
    }
  } as any);
}
/* eslint-enable */

const fromAsyncIterable = (iterable: AsyncIterable<unknown> | Iterable<unknown>) =>
  new Observable<unknown>((subscriber) => {
    process.call(undefined, iterable, subscriber).catch((err: unknown) => subscriber.error(err));
  });
const streamOf = (chunks: string[]) => new ReadableStream<string>({ start(c) { chunks.forEach((x) => c.enqueue(x)); c.close(); } });

describe('the browser build\'s tslib helpers, running rxjs\'s compiled code', () => {
  it('an async iterable: every value in order, then complete', async () => {
    async function* source() { yield 1; await Promise.resolve(); yield 2; yield 3; }
    expect(await firstValueFrom(fromAsyncIterable(source()).pipe(toArray()))).toEqual([1, 2, 3]);
  });

  it('a sync iterable handed to the same path is read value by value', async () => {
    expect(await firstValueFrom(fromAsyncIterable(new Set(['a', 'b'])).pipe(toArray()))).toEqual(['a', 'b']);
  });

  it('an error thrown by the source reaches the subscriber', async () => {
    async function* source() { yield 1; throw new Error('source broke'); }
    await expect(firstValueFrom(fromAsyncIterable(source()).pipe(toArray()))).rejects.toThrow('source broke');
  });

  it('a subscriber that stops early ends the source: its finally block runs', async () => {
    let cleaned = false;
    async function* source() { try { for (let i = 0; ; i += 1) yield i; } finally { cleaned = true; } }
    expect(await firstValueFrom(fromAsyncIterable(source()).pipe(take(2), toArray()))).toEqual([0, 1]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(cleaned).toBe(true);
  });

  it('a ReadableStream: its chunks in order, and its reader released at the end and on an early stop', async () => {
    const whole = streamOf(['x', 'y', 'z']);
    expect(await firstValueFrom(fromAsyncIterable(readableStreamLikeToAsyncGenerator(whole)).pipe(toArray()))).toEqual(['x', 'y', 'z']);
    expect(whole.locked).toBe(false);
    const cut = streamOf(['x', 'y', 'z']);
    expect(await firstValueFrom(fromAsyncIterable(readableStreamLikeToAsyncGenerator(cut)).pipe(take(1), toArray()))).toEqual(['x']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(cut.locked).toBe(false);
  });

  it('rxjs\'s own from() agrees with the copied code on the same stream (the helpers replace tslib, not the behaviour)', async () => {
    expect(await firstValueFrom(from(streamOf(['p', 'q'])).pipe(toArray()))).toEqual(['p', 'q']);
  });

  it('an awaited rejection inside an async body lands in its catch block; an uncaught one rejects', async () => {
    const caught = __awaiter(undefined, [], undefined, function* () {
      try { yield Promise.reject(new Error('no')); } catch (error) { return `caught ${(error as Error).message}`; }
      return 'not reached';
    });
    await expect(caught).resolves.toBe('caught no');
    await expect(__awaiter(undefined, [], undefined, function* () { yield Promise.reject(new Error('out')); })).rejects.toThrow('out');
  });
});
