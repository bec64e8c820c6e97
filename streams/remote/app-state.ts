import { followRedirect } from '../redirects/redirect-chain';
import { asyncScheduler, distinctUntilChanged, map, scan, shareReplay, startWith, Subject, type Observable } from 'rxjs';

// C07: the load state of each remote front-end app, with only the transitions SPEC.md section 4 allows. A refused
// transition leaves the state as it was and is logged: a remote app that reports "ready" after an error has to load
// again first. An app returns to "not exist" when the last view that depends on it is gone.

export const NOT_EXIST = -2;
export const ERROR = -1;
export const LOADING = 1;
export const READY = 2;
export type RemoteAppState = typeof NOT_EXIST | typeof ERROR | typeof LOADING | typeof READY;

const ALLOWED: Readonly<Record<RemoteAppState, readonly RemoteAppState[]>> = {
  [NOT_EXIST]: [LOADING, READY],
  [ERROR]: [LOADING, NOT_EXIST],
  [LOADING]: [ERROR, READY, NOT_EXIST],
  [READY]: [NOT_EXIST],
};

export const canMove = (from: RemoteAppState, to: RemoteAppState): boolean => ALLOWED[from].includes(to);

interface AppEntry { state: RemoteAppState; dependents: number }
type Action =
  | { kind: 'move'; app: string; to: RemoteAppState }
  | { kind: 'depend'; app: string }
  | { kind: 'release'; app: string };
type Registry = ReadonlyMap<string, AppEntry>;

const entryOf = (registry: Registry, app: string): AppEntry => registry.get(app) ?? { state: NOT_EXIST, dependents: 0 };

/** One step of the registry; `refused` is told every transition the table does not allow. */
export function reduceApps(registry: Registry, action: Action, refused: (app: string, from: RemoteAppState, to: RemoteAppState) => void): Registry {
  const entry = entryOf(registry, action.app);
  let next: AppEntry = entry;
  if (action.kind === 'depend') next = { ...entry, dependents: entry.dependents + 1 };
  else if (action.kind === 'release') {
    const dependents = Math.max(0, entry.dependents - 1);
    // Nothing depends on it any more: back to "not exist" (allowed from every other state).
    next = { dependents, state: dependents === 0 ? NOT_EXIST : entry.state };
  } else if (action.to !== entry.state) {
    if (canMove(entry.state, action.to)) next = { ...entry, state: action.to };
    else refused(action.app, entry.state, action.to);
  }
  if (next === entry) return registry;
  const copy = new Map(registry);
  copy.set(action.app, next);
  return copy;
}

/**
 * Configured (SPEC.md gives no figure): remote redirects less than this apart, each leaving the page the one before
 * led to, form one chain. A loop of apps redirecting to each other follows at the pace of view loads; a visitor who
 * comes back to a page later, or a redirect after a form the visitor sent, starts a new chain.
 */
export const REMOTE_REDIRECT_CHAIN_MS = 10_000;
/** The pages a chain remembers. */
const REDIRECT_CHAIN_LIMIT = 10;

/** A site path as redirects compare it: without trailing slashes, with its query. */
const pathKey = (url: string): string => {
  const q = url.search(/[?#]/);
  const path = (q === -1 ? url : url.slice(0, q)).replace(/\/+$/, '') || '/';
  return q === -1 ? path : path + url.slice(q).replace(/#.*$/, '');
};

export interface RemoteApps {
  /** The app's state, at once and on every change. */
  state$(app: string): Observable<RemoteAppState>;
  /** Moves the app if C07 allows it (else logs and keeps the state). */
  move(app: string, to: RemoteAppState): void;
  /** A view starts depending on the app; the returned function ends that (the last one sends it to "not exist"). */
  depend(app: string): () => void;
  /**
   * A remote app on page `from` asks to go to `to` (E catalogue, C07): whether to follow it. A redirect back into the
   * current chain of redirects (A -> A, A -> B -> A, A -> B -> C -> A ...) is a cycle: not followed, logged, the chain
   * forgotten.
   */
  redirect(from: string, to: string): boolean;
}

export function createRemoteApps(deps: { log: (message: string, data?: unknown) => void; now?: () => number }): RemoteApps {
  const now = deps.now ?? (() => asyncScheduler.now());
  // The chain of redirects now: the pages it left, where its last redirect led, and when.
  let chain: { left: string[]; to: string; at: number } | null = null;
  const actions = new Subject<Action>();
  const registry$ = actions.pipe(
    scan((registry: Registry, action: Action) => reduceApps(registry, action, (app, from, to) => deps.log('remote app: transition refused', { app, from, to })), new Map()),
    startWith<Registry>(new Map()),
    // The registry lives as long as the page: views come and go, the states stay.
    shareReplay({ bufferSize: 1, refCount: false }),
  );
  registry$.subscribe();
  return {
    state$: (app) => registry$.pipe(map((r) => entryOf(r, app).state), distinctUntilChanged()),
    move: (app, to) => actions.next({ kind: 'move', app, to }),
    depend: (app) => {
      actions.next({ kind: 'depend', app });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        actions.next({ kind: 'release', app });
      };
    },
    redirect: (from, to) => {
      const at = now();
      const here = pathKey(from);
      const target = pathKey(to);
      const left = chain && at - chain.at < REMOTE_REDIRECT_CHAIN_MS && chain.to === here ? chain.left : [];
      const next = followRedirect(left, here, target, REDIRECT_CHAIN_LIMIT);
      if (!next) {
        deps.log('remote app: cyclic redirect detected; not followed', { chain: [...left, here, target] });
        chain = null;
        return false;
      }
      chain = { left: next, to: target, at };
      return true;
    },
  };
}
