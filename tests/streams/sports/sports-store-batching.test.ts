import { describe, expect, it } from 'vitest';
import { BehaviorSubject, type SchedulerLike, Subscription } from 'rxjs';
import { createSportsStore } from '../../../streams/sports/sports-store';
import { oddView$, type OddView } from '../../../streams/sports/odd-view';
import { game, market } from './fixtures';

/** A scheduler run by hand, one "frame" at a time (what animationFrameScheduler does on a page). */
function frames() {
  let queue: Array<() => void> = [];
  const scheduler = {
    now: () => 0,
    schedule(work: () => void) {
      queue.push(work);
      return new Subscription();
    },
  } as unknown as SchedulerLike;
  return {
    scheduler,
    pending: () => queue.length,
    run() {
      const now = queue;
      queue = [];
      for (const w of now) w();
    },
  };
}

/** A game of `n` outcomes (ids 1..n) in markets of two, every price `coef`. */
const bigGame = (n: number, coef: number) => game(1, {
  status: 2,
  markets: Array.from({ length: n / 2 }, (_, i) => market(1000 + i, [[2 * i + 1, coef], [2 * i + 2, coef]], { kind: 3, typeId: 5, param: i + 0.5, isMain: false })),
});

describe('sports store: odds changes reach the buttons in frame-sized batches', () => {
  it('[T18] a poll that moves every price tells at most `size` listened outcomes a frame, in the order they changed', () => {
    const f = frames();
    const store = createSportsStore({ outcomes: { scheduler: f.scheduler, size: 30 } });
    store.putGames([bigGame(100, 2)]);
    const seen: number[] = [];
    const subs = Array.from({ length: 100 }, (_, i) => store.outcome$(i + 1).subscribe((e) => { if (e && e.outcome.coef !== 2) seen.push(e.outcome.id); }));
    store.putGames([bigGame(100, 2.5)]);
    expect(seen).toEqual([]); // nothing at once
    expect(store.outcome(77)?.outcome.coef).toBe(2.5); // but a read sees the new price
    const perFrame: number[] = [];
    while (f.pending() > 0) {
      const before = seen.length;
      f.run();
      perFrame.push(seen.length - before);
    }
    expect(perFrame).toEqual([30, 30, 30, 10]);
    expect(seen).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    subs.forEach((s) => s.unsubscribe());
  });

  it('[T18] outcomes nobody shows cost no frame; an unchanged price tells nobody', () => {
    const f = frames();
    const store = createSportsStore({ outcomes: { scheduler: f.scheduler, size: 30 } });
    store.putGames([bigGame(100, 2)]);
    const seen: number[] = [];
    const sub = store.outcome$(5).subscribe((e) => seen.push(e?.outcome.coef ?? 0));
    store.putGames([bigGame(100, 2)]); // same prices
    expect(f.pending()).toBe(0);
    store.putGames([bigGame(100, 3)]); // 100 moved, one listened
    f.run();
    expect(f.pending()).toBe(0);
    expect(seen).toEqual([2, 3]);
    sub.unsubscribe();
  });

  it('[T18] a subscriber that arrives while a batch waits gets the new price once', () => {
    const f = frames();
    const store = createSportsStore({ outcomes: { scheduler: f.scheduler, size: 1 } });
    store.putGames([bigGame(2, 2)]);
    const first: number[] = [];
    const a = store.outcome$(1).subscribe((e) => first.push(e?.outcome.coef ?? 0));
    store.putGames([bigGame(2, 4)]);
    const late: number[] = [];
    const b = store.outcome$(1).subscribe((e) => late.push(e?.outcome.coef ?? 0));
    f.run();
    expect(first).toEqual([2, 4]);
    expect(late).toEqual([4]);
    a.unsubscribe();
    b.unsubscribe();
  });

  it('[R04] without batching every change is told at once (the default)', () => {
    const store = createSportsStore();
    store.putGames([bigGame(4, 2)]);
    const seen: number[] = [];
    const sub = store.outcome$(3).subscribe((e) => seen.push(e?.outcome.coef ?? 0));
    store.putGames([bigGame(4, 2.2)]);
    expect(seen).toEqual([2, 2.2]);
    sub.unsubscribe();
  });

  it('[R04] a market block hears of its layout (a new line or outcome), not of a new price or a suspension', () => {
    const store = createSportsStore();
    const m = (over: Parameters<typeof market>[2], coef = 2) => market(10, [[1, coef], [2, coef]], { kind: 3, typeId: 5, name: 'Total 2.5', param: 2.5, ...over });
    store.putMarkets(1, [m({})]);
    const seen: Array<number | null | undefined> = [];
    const sub = store.market$(10).subscribe((x) => seen.push(x?.param));
    store.putMarkets(1, [m({}, 2.4)]); // new prices
    store.putMarkets(1, [m({ status: 2 })]); // suspended
    expect(seen).toEqual([2.5]);
    store.putMarkets(1, [m({ param: 3.5, name: 'Total 3.5' })]); // a new line
    expect(seen).toEqual([2.5, 3.5]);
    expect(store.outcome(1)?.market.status).toBe(1);
    sub.unsubscribe();
  });
});

describe('odd view: what one odds button shows', () => {
  it('[T18] a price that moves sets the direction and counts the change; the coupon flag or a suspension changes neither', () => {
    const store = createSportsStore();
    const selected = new BehaviorSubject(false);
    store.putMarkets(1, [market(10, [[1, 2]])]);
    const views: OddView[] = [];
    const sub = oddView$(store.outcome$(1), selected).subscribe((v) => views.push(v));
    store.putMarkets(1, [market(10, [[1, 2.5]])]);
    selected.next(true);
    store.putMarkets(1, [market(10, [[1, 2.1]])]);
    store.putMarkets(1, [market(10, [[1, 2.1, 2]])]); // suspended, same price
    expect(views.map((v) => [v.entry?.outcome.coef, v.entry?.outcome.status, v.selected, v.direction, v.changes])).toEqual([
      [2, 1, false, null, 0],
      [2.5, 1, false, 'up', 1],
      [2.5, 1, true, 'up', 1],
      [2.1, 1, true, 'down', 2],
      [2.1, 2, true, 'down', 2],
    ]);
    sub.unsubscribe();
  });

  it('[T18] the first value comes at once (a button renders its price on its first render) and has no direction', () => {
    const store = createSportsStore();
    store.putMarkets(1, [market(10, [[1, 3.3]])]);
    let first: OddView | null = null;
    oddView$(store.outcome$(1), new BehaviorSubject(false)).subscribe((v) => { first ??= v; }).unsubscribe();
    expect(first).toMatchObject({ direction: null, changes: 0, selected: false, entry: { outcome: { coef: 3.3 } } });
  });
});
