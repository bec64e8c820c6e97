import { asyncScheduler, filter, map, type Observable } from 'rxjs';
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '../timing';

// T11: a lazy chunk that cannot be downloaded (a new build removed it) reloads the page once, to get the new build;
// at most once per minute, so a chunk that is really gone does not make the page reload in a loop. The time of the
// last reload outlives the reload itself (sessionStorage), or the guard would forget it at once.

export interface ChunkReloadDeps {
  /** Errors of failed dynamic imports (vite:preloadError, a rejected import()). */
  failures$: Observable<unknown>;
  lastReloadAt: { get(): number | null; set(at: number): void };
  reload(): void;
  now?: () => number;
}

const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Failed to fetch|Unable to preload CSS/i;

export const isChunkLoadError = (err: unknown): boolean => err instanceof Error && CHUNK_ERROR.test(err.message);

export function chunkReload$(deps: ChunkReloadDeps, minIntervalMs = CHUNK_RELOAD_MIN_INTERVAL_MS): Observable<'reload' | 'too-soon'> {
  const now = deps.now ?? (() => asyncScheduler.now());
  return deps.failures$.pipe(
    filter(isChunkLoadError),
    map((): 'reload' | 'too-soon' => {
      const at = now();
      const last = deps.lastReloadAt.get();
      if (last !== null && at - last >= 0 && at - last < minIntervalMs) return 'too-soon';
      deps.lastReloadAt.set(at);
      deps.reload();
      return 'reload';
    }),
  );
}
