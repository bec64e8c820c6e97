import { describe, expect, it } from 'vitest';
import { BehaviorSubject, NEVER, Subject, firstValueFrom, timer } from 'rxjs';
import { createPageParts, pageLoading$ } from '../../../streams/shell/page-parts';

// T32: the parts a page loads after its code (a casino page's domain) keep the page loading for the loading bar.

describe('page parts', () => {
  it('a part loads from its subscription to its first value, its error or its unsubscription', () => {
    const parts = createPageParts();
    const seen: boolean[] = [];
    parts.loading$.subscribe((l) => seen.push(l));
    const ok = new Subject<number>();
    parts.track(ok).subscribe({ error: () => undefined });
    const failing = new Subject<number>();
    parts.track(failing).subscribe({ error: () => undefined });
    const left = parts.track(NEVER).subscribe();
    ok.next(1);
    ok.next(2);
    failing.error(new Error('no chunk'));
    expect(seen).toEqual([false, true]);
    left.unsubscribe();
    expect(seen).toEqual([false, true, false]);
  });

  it('a navigation that ends in the same turn as its page\'s parts start loading does not end the page\'s loading', async () => {
    const parts = createPageParts();
    const navigating$ = new BehaviorSubject(true);
    const seen: boolean[] = [];
    pageLoading$(navigating$, parts.loading$).subscribe((l) => seen.push(l));
    // The page's code is in (the navigation ends), and in the same commit its casino starts loading.
    navigating$.next(false);
    const casino$ = new Subject<string>();
    parts.track(casino$).subscribe();
    await firstValueFrom(timer(20));
    expect(seen).toEqual([true]);
    casino$.next('in');
    await firstValueFrom(timer(20));
    expect(seen).toEqual([true, false]);
  });
});
