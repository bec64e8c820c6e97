import { describe, expect, it } from 'vitest';
import { restrictedSyntax as problems } from './restricted-syntax';

// Issue 22 item 6: the house's RxJS rules are lint (eslint.config.js rxjsHouse): a share names when it resets, and a
// Subject is never handed out.

describe('RxJS house rules (lint)', { timeout: 30_000 }, () => {
  it('a share or shareReplay without its reset options fails, in streams and in the app', async () => {
    const code = [
      "import { interval, share, shareReplay } from 'rxjs';",
      'export const a$ = interval(1).pipe(share());',
      'export const b$ = interval(1).pipe(share({ resetOnError: true }));',
      'export const c$ = interval(1).pipe(shareReplay(1));',
      'export const d$ = interval(1).pipe(shareReplay({ bufferSize: 1 }));',
    ].join('\n');
    expect(await problems('streams/sports/planted.ts', code)).toHaveLength(4);
    expect(await problems('src/features/casino/planted.ts', code)).toHaveLength(4);
  });

  it('named options pass', async () => {
    expect(await problems('streams/sports/planted.ts', [
      "import { interval, share, shareReplay } from 'rxjs';",
      'export const a$ = interval(1).pipe(share({ resetOnError: true, resetOnComplete: true, resetOnRefCountZero: true }));',
      'export const c$ = interval(1).pipe(shareReplay({ bufferSize: 1, refCount: true }));',
    ].join('\n'))).toEqual([]);
  });

  it('an exported or handed-out Subject fails; one kept inside a function passes', async () => {
    expect(await problems('streams/sports/planted.ts', [
      "import { Subject, BehaviorSubject } from 'rxjs';",
      'export const clicks = new Subject<number>();',
      'export function make() { return { state: new BehaviorSubject(0) }; }',
    ].join('\n'))).toHaveLength(2);
    expect(await problems('streams/sports/planted.ts', [
      "import { Subject } from 'rxjs';",
      'export function make() { const clicks = new Subject<number>(); return { clicks$: clicks.asObservable(), click: (n: number) => clicks.next(n) }; }',
    ].join('\n'))).toEqual([]);
  });
});
