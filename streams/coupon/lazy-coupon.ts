import {
  BehaviorSubject,
  Observable,
  Subject,
  Subscription,
  filter,
  first,
  map,
  merge,
  mergeMap,
  of,
  switchMap,
  takeUntil,
  throwError,
  type ObservableInput,
} from 'rxjs';
import { onDemand } from '../core/on-demand';
import { DEFAULT_COUPON_SETTINGS } from '../schemas/coupon-settings';
import type { BetPlacedEvent, CodeStatus, CouponService, CouponServiceDeps, createCouponService } from './coupon-service';
import type { CouponState } from './coupon-state';
import { emptyCouponState, isCouponViewAction, readStored, reduceCouponView } from './coupon-initial';

// The coupon as the app sees it (services.coupon): the CouponService interface, with the engine behind it
// (coupon-service.ts: the reducer, the settlement arithmetic, placement, codes, the reminder) loaded on demand. A
// visitor whose coupon is empty never needs it until the first click on an odd, so the home page does not download
// it. Until it is there the state is the empty coupon (coupon-initial.ts), and every command waits in a queue that
// runs in order as soon as the engine is created; a failed download keeps the queue and is tried again on the next
// command.

/** What the loader gives: the engine's module (a dynamic import in the app). */
export interface CouponEngineModule {
  createCouponService: typeof createCouponService;
}

export interface LazyCouponDeps extends CouponServiceDeps {
  /** Loads the engine: `() => import('./coupon-service')`; a test counts the calls or times the answer. */
  load: () => ObservableInput<CouponEngineModule>;
}

const NO_IDS: ReadonlySet<number> = new Set();
const IDLE: CodeStatus = { kind: 'idle' };
const LOAD_NOTICE_ID = 'coupon-load';

/**
 * A coupon is saved only while it has bets (emptying it removes the save), so anything stored is bets to show, or a
 * broken save the engine drops with a notice (B11): either way the engine is needed.
 */
const hasSave = (raw: unknown): boolean => raw !== null && raw !== undefined;

export function createLazyCouponService(deps: LazyCouponDeps): CouponService {
  const { load, ...engineDeps } = deps;
  // The engine's code: one download for every command, forgotten after a failure so the next command tries again.
  const engineModule$ = onDemand(load);
  // The engine once created (commands go to it); engine$ tells the streams, after the queue has run.
  let engine: CouponService | null = null;
  const engine$ = new BehaviorSubject<CouponService | null>(null);
  const loadFailed = new Subject<unknown>();
  const betPlaced = new Subject<BetPlacedEvent>();
  const queue: Array<(engine: CouponService) => void> = [];
  // Outcomes whose toggle waits in the queue (see toggle).
  const waitingToggles = new Set<number>();
  const subscriptions = new Subscription();
  let loading = false;
  let disposed = false;

  const settings = readStored(deps.settings, DEFAULT_COUPON_SETTINGS, deps.log);
  const light = new BehaviorSubject<CouponState>(emptyCouponState({ settings }));

  function startLoad(): void {
    if (engine !== null || loading || disposed) return;
    loading = true;
    subscriptions.add(engineModule$.pipe(
      first(),
      map((module) => module.createCouponService(engineDeps)),
    ).subscribe({
      next: (created) => {
        loading = false;
        engine = created;
        waitingToggles.clear();
        // Before the queue: a one-click bet it places is told like any other (the header refreshes the balance).
        subscriptions.add(created.betPlaced$.subscribe(betPlaced));
        // The queue runs before the state switches to the engine's, so the panel goes from the empty coupon straight
        // to the coupon with every waiting command applied.
        while (queue.length > 0) queue.shift()!(created);
        engine$.next(created);
        // A retry that works takes back the error of the failed try.
        deps.notices.close(LOAD_NOTICE_ID);
      },
      error: (err: unknown) => {
        loading = false;
        deps.log('coupon: the coupon could not be loaded', err);
        // Nothing is dropped: the queue stays for the next try, the save stays in storage, and the bettor is told (in
        // the coupon's words for "The coupon could not be loaded. Try again later.").
        deps.notices.show({ id: LOAD_NOTICE_ID, kind: 'error', messageKey: 'coupon:print.error' });
        loadFailed.next(err);
      },
    }));
  }

  /** Runs a command on the engine, or queues it and loads the engine (again, after a failure). */
  function command(run: (engine: CouponService) => void): void {
    // While the queue runs, a command it causes goes after it.
    if (engine !== null && queue.length === 0) run(engine);
    else {
      queue.push(run);
      startLoad();
    }
  }

  /** The engine once it is there (loading it); errors when this load fails, so a reader shows its error state. */
  const ready$ = new Observable<CouponService>((subscriber) => {
    const sub = merge(
      engine$.pipe(filter((e): e is CouponService => e !== null)),
      loadFailed.pipe(mergeMap((err) => throwError(() => err))),
    ).pipe(first()).subscribe(subscriber);
    startLoad();
    return sub;
  });

  /** A stream of the engine once it is loaded, `before` until then. */
  const fromEngine = <T>(pick: (engine: CouponService) => Observable<T>, before: Observable<T>): Observable<T> =>
    engine$.pipe(switchMap((engine) => (engine === null ? before : pick(engine))));

  // Start: a save or one-click on needs the engine now. With one-click on, the empty coupon shows the stake a click
  // places in the account's currency, and only the engine follows the site config and the account.
  if (hasSave(readStored(deps.saved, null, deps.log)) || settings.isActiveOneClick) startLoad();
  // T24: the engine forgets the reminder record while the coupon is empty; with no engine, the same here.
  else deps.reminder.remove();

  // Another tab saved bets (B11): load the engine, which reads the save when it starts. Once it runs, it follows the
  // other tabs itself.
  subscriptions.add(deps.savedExternal$.pipe(
    takeUntil(engine$.pipe(filter((e) => e !== null))),
    filter(hasSave),
  ).subscribe(startLoad));

  return {
    state$: fromEngine((e) => e.state$, light),
    selectedIds$: fromEngine((e) => e.selectedIds$, of(NO_IDS)),
    count$: fromEngine((e) => e.count$, of(0)),
    codeStatus$: fromEngine((e) => e.codeStatus$, of(IDLE)),
    betPlaced$: betPlaced.asObservable(),
    toggle(selection) {
      if (engine === null) {
        // Until the engine is there the odd shows no change, so another click on an odd that already waits is the
        // bettor trying again (after a slow or failed download), not taking the bet back: it is not queued twice.
        if (waitingToggles.has(selection.outcomeId)) {
          startLoad();
          return;
        }
        waitingToggles.add(selection.outcomeId);
      }
      command((e) => e.toggle(selection));
    },
    dispatch(action) {
      // The tab and the typed code show at once; the engine replays the same action from the queue.
      if (engine === null && isCouponViewAction(action)) light.next(reduceCouponView(light.value, action));
      command((e) => e.dispatch(action));
    },
    place: () => command((e) => e.place()),
    saveCode: () => command((e) => e.saveCode()),
    loadCode: (code) => command((e) => e.loadCode(code)),
    setCouponPageOpen: (open) => command((e) => e.setCouponPageOpen(open)),
    history$: (query) => ready$.pipe(switchMap((e) => e.history$(query))),
    bet$: (id) => ready$.pipe(switchMap((e) => e.bet$(id))),
    dispose() {
      disposed = true;
      queue.length = 0;
      subscriptions.unsubscribe();
      engine?.dispose();
    },
  };
}
