import { defer, finalize, map, type Observable } from 'rxjs';
import type { RemoteView } from '../schemas/remote';
import { ERROR, LOADING, NOT_EXIST, READY, type RemoteApps } from './app-state';
import { eventsOfCode, type RemoteEvent } from './remote-policy';
import { remoteView$, type RemoteLoadOptions, type RemoteViewState } from './remote-view';

export interface ShownRemoteView {
  state: RemoteViewState;
  /** The ready view's events (its codeToEval, read as handler names). */
  events: readonly RemoteEvent[];
  /** The redirect the view asks for, and whether it would close a cycle of redirects (then it is not followed). */
  redirect: { to: string; cyclic: boolean } | null;
}

/**
 * One remote view as the shell shows it: its load states (remoteView$) moving its app through C07, the events of a
 * ready answer moving it too (an error event to error, not-exist to not exist, else ready), and the app depending on
 * this view while it is subscribed (the last view gone sends the app back to not exist). A redirect it asks for is
 * checked against the chain of redirects once per answer.
 */
export function trackedRemoteView$(
  apps: RemoteApps,
  app: string,
  load$: () => Observable<RemoteView>,
  options: RemoteLoadOptions,
  reload$: Observable<unknown>,
  log: (message: string, data?: unknown) => void,
  /** The page the view is on (path and query) when its answer comes: where a redirect of the app leaves from. */
  here: () => string = () => '/',
): Observable<ShownRemoteView> {
  return defer(() => {
    const release = apps.depend(app);
    // Once the app was ready, a reload of the view does not make it "loading" again (C07 has no ready -> loading).
    let wasReady = false;
    return remoteView$(load$, options, reload$).pipe(
      map((state): ShownRemoteView => {
        if (state.status !== 'ready') {
          if (state.status === 'error') apps.move(app, ERROR);
          else if (!wasReady) apps.move(app, LOADING);
          return { state, events: [], redirect: null };
        }
        const events = eventsOfCode(state.view.codeToEval, log);
        const to = events.some((e) => e.kind === 'error') ? ERROR : events.some((e) => e.kind === 'not-exist') ? NOT_EXIST : READY;
        apps.move(app, to);
        wasReady = wasReady || to === READY;
        const asked = events.find((e): e is Extract<RemoteEvent, { kind: 'redirect' }> => e.kind === 'redirect');
        return { state, events, redirect: asked ? { to: asked.to, cyclic: !apps.redirect(here(), asked.to) } : null };
      }),
      finalize(release),
    );
  });
}
