import { EMPTY, NEVER } from 'rxjs';
import type { ShellServices } from '../../streams/shell/shell-load';

/** The site shell's services doing nothing: no service worker, no new version, no messages, no prefetch. */
export const idleShell = (): ShellServices => ({ serviceWorker$: EMPTY, newVersion$: NEVER, userMessages$: NEVER, prefetchOnIdle$: () => EMPTY, reload: () => undefined });
