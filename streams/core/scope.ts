import { ReplaySubject, share, takeUntil, type MonoTypeOperatorFunction, type Observable, type ObservableInput } from 'rxjs';
import { onDemand } from './on-demand';

/**
 * How long effects and domains live, said in one place (after element-call's ObservableScope): an effect runs because
 * a scope started it, not because a component happens to be subscribed, and it stops when the scope ends.
 *
 * - `effect(work$)`: runs `work$` from now until the end of the scope (the composition root's wiring between domains).
 * - `replay()`: a fact of the page shared with every subscriber, now and later (who is logged in, the extras' start).
 * - `domain(load)`: a domain's services, the module built on its first use (see `onDemand`); after the end of the
 *   scope it completes, so nothing waits for a module of an app that is gone.
 * - `end()`: ends every effect of the scope and every use of its domains.
 *
 * The composition root (streams/services.ts) owns the page's scope: it ends with `services.end()`, which the tests
 * call and the browser never needs (the page's scope ends with the page).
 */
export class ObservableScope {
  // Replayed, so whatever is bound after the end completes at once.
  private readonly ended$ = new ReplaySubject<void>(1);

  /** Completes the source when the scope ends. */
  bind<T>(): MonoTypeOperatorFunction<T> {
    return takeUntil<T>(this.ended$);
  }

  /** Runs `work$` until the scope ends. It handles its own errors: one that reaches here ends it and is reported. */
  effect(work$: Observable<unknown>): void {
    work$.pipe(this.bind()).subscribe();
  }

  /** Shares the source's latest value with every subscriber, now and later, for as long as the scope lives. */
  replay<T>(): MonoTypeOperatorFunction<T> {
    return (source$) => source$.pipe(this.bind(), share({ connector: () => new ReplaySubject<T>(1), resetOnError: false, resetOnComplete: false, resetOnRefCountZero: false }));
  }

  /** A domain's services: loaded and built by the first subscriber, replayed to every other (onDemand). */
  domain<T>(load: () => ObservableInput<T>): Observable<T> {
    return onDemand(load).pipe(this.bind());
  }

  end(): void {
    this.ended$.next();
  }
}
