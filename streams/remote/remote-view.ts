import { catchError, concat, distinctUntilChanged, map, merge, of, startWith, switchMap, take, throwError, timer, type Observable } from 'rxjs';
import { isRetryable, type Http } from '../core/http';
import { RemoteViewSchema, type RemoteView } from '../schemas/remote';
import { RemoteScriptError, type RemoteBundle } from './remote-bundle';
import {
  MICROFRONT_RETRY_COUNT, MICROFRONT_TIMEOUT_MS, REMOTE_BUNDLE_TIMEOUT_MS, REMOTE_HEADER_RETRY_COUNT, REMOTE_HEADER_RETRY_DELAY_MS,
  REMOTE_VIEW_RELOAD_DEBOUNCE_MS, REMOTE_VIEW_RETRY_COUNT, REMOTE_VIEW_RETRY_DELAY_MS,
} from '../timing';

// The shell's loader of one remote view (C06): the request of the protocol, a time limit per attempt, the retries of
// T10 / T12 with their retry info shown while they wait, and reloads (the refresh button) debounced 1000 ms.

export interface RemoteLoadOptions {
  retryCount: number;
  retryDelayMs: number;
  /** Double the wait after each retry (T10) or keep it (T12). */
  doubling: boolean;
  /** Per attempt; a slower answer counts as a failed one. */
  timeoutMs: number;
  reloadDebounceMs: number;
}

/** T10: a remote page view: 3 retries, 1 s doubling, each attempt within the micro-front default 1000 ms. */
export const REMOTE_VIEW_OPTIONS: RemoteLoadOptions = {
  retryCount: REMOTE_VIEW_RETRY_COUNT, retryDelayMs: REMOTE_VIEW_RETRY_DELAY_MS, doubling: true,
  timeoutMs: MICROFRONT_TIMEOUT_MS, reloadDebounceMs: REMOTE_VIEW_RELOAD_DEBOUNCE_MS,
};
/** A page view of an app that ships a bundle: each attempt also downloads and runs the bundle's script. */
export const REMOTE_BUNDLE_VIEW_OPTIONS: RemoteLoadOptions = { ...REMOTE_VIEW_OPTIONS, timeoutMs: REMOTE_BUNDLE_TIMEOUT_MS };
/** T12: the header components: 5 retries 1 s apart. */
export const REMOTE_HEADER_OPTIONS: RemoteLoadOptions = {
  ...REMOTE_VIEW_OPTIONS, retryCount: REMOTE_HEADER_RETRY_COUNT, retryDelayMs: REMOTE_HEADER_RETRY_DELAY_MS, doubling: false,
};
/** T12: any other micro-front: timeout 1000 ms, 3 retries (1 s apart). */
export const MICROFRONT_DEFAULT_OPTIONS: RemoteLoadOptions = { ...REMOTE_HEADER_OPTIONS, retryCount: MICROFRONT_RETRY_COUNT };

export interface RemoteViewRequest {
  /** The remote app's base URL, e.g. /remote/technical. */
  remoteUrl: string;
  /** The route path asked of it, e.g. /en/500. */
  path: string;
  /** Asked by POST with this components body (C06). */
  components?: readonly string[];
  /** A page view asks for the app's head (title, description, robots); parts of a bar do not (force-spa). */
  withHead?: boolean;
}

/** A retry waiting: which one and after how long (T10's retry info; cleared by a success). */
export interface RetryInfo { attempt: number; delayMs: number }

/** An answer as the shell shows it: with the app's bundle when the answer named one (remote-bundle.ts). */
export type LoadedRemoteView = RemoteView & { bundle?: RemoteBundle };

export type RemoteViewState =
  | { status: 'loading'; retry: RetryInfo | null }
  | { status: 'ready'; view: LoadedRemoteView }
  /** `retry` is set while another attempt is waiting; null once the retries are spent (E02 shows). */
  | { status: 'error'; error: unknown; retry: RetryInfo | null };

/** An attempt that got no answer within its time limit (T12). */
export class RemoteTimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(`no answer within ${limitMs} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

/** A failure another attempt may cure: network, 5xx, 408, 429, an attempt over its time limit, a script not loaded. */
export const isRemoteRetryable = (err: unknown): boolean => err instanceof RemoteTimeoutError || err instanceof RemoteScriptError || isRetryable(err);

/**
 * The first answer of `source$`, or a RemoteTimeoutError after `limitMs`. Built from operators the home page already
 * ships: RxJS's own `timeout` would add its code to the framework chunk every page loads.
 */
const withinLimit = <T>(source$: Observable<T>, limitMs: number): Observable<T> =>
  merge(source$, timer(limitMs).pipe(switchMap(() => throwError(() => new RemoteTimeoutError(limitMs))))).pipe(take(1));

export function requestRemoteView$(http: Http, req: RemoteViewRequest): Observable<RemoteView> {
  return http.request$({
    url: `${req.remoteUrl}${req.path}`,
    ...(req.components ? { method: 'POST' as const, body: { components: req.components } } : {}),
    // force-spa: the app leaves `head` out (a part of a bar has no say in the document's head).
    headers: { 'mf-render-mode': 'json', 'mf-api-version': 'v2', ...(req.withHead ? {} : { 'force-spa': 'true' }) },
    schema: RemoteViewSchema,
    cache: 'no-store',
  });
}

/**
 * The view's states: loading, then ready, or error with the retry info while a retry waits, then the final error.
 * Every value of `reload$` starts over (after the debounce) with a fresh retry count.
 */
export function remoteView$(load$: () => Observable<LoadedRemoteView>, options: RemoteLoadOptions, reload$: Observable<unknown>): Observable<RemoteViewState> {
  const attempt = (n: number, retry: RetryInfo | null): Observable<RemoteViewState> => withinLimit(load$(), options.timeoutMs).pipe(
    map((view): RemoteViewState => ({ status: 'ready', view })),
    catchError((error: unknown) => {
      if (n >= options.retryCount || !isRemoteRetryable(error)) return of<RemoteViewState>({ status: 'error', error, retry: null });
      const next: RetryInfo = { attempt: n + 1, delayMs: options.doubling ? options.retryDelayMs * 2 ** n : options.retryDelayMs };
      return concat(
        of<RemoteViewState>({ status: 'error', error, retry: next }),
        timer(next.delayMs).pipe(switchMap(() => attempt(n + 1, next))),
      );
    }),
    startWith<RemoteViewState>({ status: 'loading', retry }),
  );
  // A reload shows "loading" at once (the refresh button answers the click) and loads 1000 ms after the last of
  // a burst of reloads: switchMap drops the wait of the one before, which is a debounce.
  const reloaded$ = (): Observable<RemoteViewState> => timer(options.reloadDebounceMs).pipe(
    switchMap(() => attempt(0, null)),
    startWith<RemoteViewState>({ status: 'loading', retry: null }),
  );
  return reload$.pipe(
    map(() => true),
    startWith(false),
    switchMap((isReload) => (isReload ? reloaded$() : attempt(0, null))),
    distinctUntilChanged((a, b) => a.status === 'loading' && b.status === 'loading' && a.retry === null && b.retry === null),
  );
}
