import { concat, defer, EMPTY, finalize, map, of, switchMap, type Observable } from 'rxjs';
import { ERROR, LOADING, NOT_EXIST, READY, type RemoteApps } from './app-state';
import { eventsOfCode, type RemoteEvent } from './remote-policy';
import { remoteView$, type LoadedRemoteView, type RemoteLoadOptions, type RemoteViewState } from './remote-view';

export interface ShownRemoteView {
  state: RemoteViewState;
  /** The ready view's events: its codeToEval read as handler names, or the last event its mounted bundle sent. */
  events: readonly RemoteEvent[];
  /** The redirect the view asks for, and whether it would close a cycle of redirects (then it is not followed). */
  redirect: { to: string; cyclic: boolean } | null;
}

/**
 * One remote view as the shell shows it: its load states (remoteView$) moving its app through C07, the events of a
 * ready answer moving it too (an error event to error, not-exist to not exist, else ready), and the app depending on
 * this view while it is subscribed (the last view gone sends the app back to not exist). A redirect it asks for is
 * checked against the chain of redirects once per answer.
 *
 * A view with a bundle (remote-bundle.ts) stays "loading" when its answer and bundle are there: the bundle, once the
 * shell has mounted it, says ready, not-exist, error or redirect through `bundleEvents$`, each read like an answer's.
 */
export function trackedRemoteView$(
  apps: RemoteApps,
  app: string,
  load$: () => Observable<LoadedRemoteView>,
  options: RemoteLoadOptions,
  reload$: Observable<unknown>,
  log: (message: string, data?: unknown) => void,
  /** The page the view is on (path and query) when its answer comes: where a redirect of the app leaves from. */
  here: () => string = () => '/',
  /** The events of the view's mounted bundle (none for a view without one). */
  bundleEvents$: Observable<RemoteEvent> = EMPTY,
): Observable<ShownRemoteView> {
  return defer(() => {
    const release = apps.depend(app);
    // Once the app was ready, a reload of the view does not make it "loading" again (C07 has no ready -> loading).
    let wasReady = false;
    const shownWith = (state: Extract<RemoteViewState, { status: 'ready' }>, events: RemoteEvent[]): ShownRemoteView => {
      const to = events.some((e) => e.kind === 'error') ? ERROR : events.some((e) => e.kind === 'not-exist') ? NOT_EXIST : READY;
      apps.move(app, to);
      wasReady = wasReady || to === READY;
      const asked = events.find((e): e is Extract<RemoteEvent, { kind: 'redirect' }> => e.kind === 'redirect');
      return { state, events, redirect: asked ? { to: asked.to, cyclic: !apps.redirect(here(), asked.to) } : null };
    };
    return remoteView$(load$, options, reload$).pipe(
      switchMap((state): Observable<ShownRemoteView> => {
        if (state.status !== 'ready') {
          if (state.status === 'error') apps.move(app, ERROR);
          else if (!wasReady) apps.move(app, LOADING);
          return of({ state, events: [], redirect: null });
        }
        if (!state.view.bundle) return of(shownWith(state, eventsOfCode(state.view.codeToEval, log)));
        return concat(of({ state, events: [], redirect: null }), bundleEvents$.pipe(map((event) => shownWith(state, [event]))));
      }),
      finalize(release),
    );
  });
}
