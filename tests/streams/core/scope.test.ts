import { describe, expect, it } from 'vitest';
import { firstValueFrom, isEmpty, lastValueFrom, NEVER, Subject, tap } from 'rxjs';
import { ObservableScope } from '../../../streams/core/scope';

describe('ObservableScope: effects and domains live until the scope ends', () => {
  it('an effect runs from its start to the end of the scope, not longer', () => {
    const scope = new ObservableScope();
    const source = new Subject<number>();
    const seen: number[] = [];
    scope.effect(source.pipe(tap((n) => seen.push(n))));
    source.next(1);
    expect(source.observed).toBe(true);
    scope.end();
    expect(source.observed).toBe(false);
    source.next(2);
    expect(seen).toEqual([1]);
  });

  it('a domain is built by its first use, once for every later use, and completes at the end of the scope', async () => {
    const scope = new ObservableScope();
    let builds = 0;
    const domain$ = scope.domain(async () => { builds += 1; return { calls: 'ready' }; });
    expect(builds).toBe(0);
    const first = await firstValueFrom(domain$);
    expect(await firstValueFrom(domain$)).toBe(first);
    expect(builds).toBe(1);
    scope.end();
    expect(await lastValueFrom(domain$.pipe(isEmpty()))).toBe(true);
  });

  it('replay shares the latest value with later subscribers, and completes them at the end of the scope', () => {
    const scope = new ObservableScope();
    const source = new Subject<string>();
    const shared$ = source.pipe(scope.replay());
    const early: string[] = [];
    shared$.subscribe((v) => early.push(v));
    source.next('anonymous');
    const late: string[] = [];
    let lateDone = false;
    shared$.subscribe({ next: (v) => late.push(v), complete: () => { lateDone = true; } });
    expect(late).toEqual(['anonymous']);
    scope.end();
    source.next('logged in');
    expect(early).toEqual(['anonymous']);
    expect(lateDone).toBe(true);
  });

  it('a use waiting for its domain when the scope ends completes without the module', async () => {
    const scope = new ObservableScope();
    const waiting = lastValueFrom(scope.domain(() => NEVER).pipe(isEmpty()));
    scope.end();
    expect(await waiting).toBe(true);
  });
});
