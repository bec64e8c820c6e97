import { asyncScheduler, map, type Observable } from 'rxjs';
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '../timing';

// T11: a lazy chunk that cannot be downloaded (a new build removed it) reloads the page once, to get the new build;
// at most once per minute, so a chunk that is really gone does not make the page reload in a loop. The time of the
// last reload outlives the reload itself (sessionStorage), or the guard would forget it at once.

export interface ChunkReloadDeps {
  /** Failed dynamic imports: Vite's vite:preloadError events, which it sends for nothing else. */
  failures$: Observable<unknown>;
  lastReloadAt: { get(): number | null; set(at: number): void };
  reload(): void;
  /** The browser is offline: the chunk is not gone, the network is, and a reload would only show the offline page. */
  offline(): boolean;
}

/** Emits, for each failure, whether the page was reloaded (false: the last reload was less than a minute ago). */
export function chunkReload$(deps: ChunkReloadDeps, minIntervalMs = CHUNK_RELOAD_MIN_INTERVAL_MS): Observable<boolean> {
  return deps.failures$.pipe(map(() => {
    if (deps.offline()) return false;
    const at = asyncScheduler.now();
    const last = deps.lastReloadAt.get();
    // A stored time in the future (a clock set back) does not block reloads for good.
    if (last !== null && at >= last && at - last < minIntervalMs) return false;
    deps.lastReloadAt.set(at);
    deps.reload();
    return true;
  }));
}
