import { catchError, map, of, type Observable } from 'rxjs';
import { BlockAnswerSchema, type BlockAnswer } from '../schemas/startup';
import type { Http } from '../core/http';
import { retryBackoff } from '../core/retry-backoff';
import { BLOCK_RETRY_COUNT, BLOCK_RETRY_DELAY_MS } from '../timing';

/** The status page a block reason sends the user to (SPEC.md section 8, C03). */
export type BlockPage = 'block' | 'block-ua' | 'block-ie' | 'site-updates' | 'coming-soon' | 'suspension';
export type BlockDecision = { kind: 'open' } | { kind: 'blocked'; reason: number; page: BlockPage };

/** Whether a url is blocked for this user (T09 / C03). */
export interface BlockCheck {
  check$(url: string, authorized: boolean): Observable<BlockDecision>;
}

/** Block reasons to status pages (SPEC.md section 8, C03); an unknown reason shows the general block page. */
const PAGE_BY_REASON: Record<number, BlockPage> = {
  1: 'block', 2: 'block', 3: 'block', 5: 'block', 14: 'block',
  4: 'site-updates', 8: 'coming-soon', 13: 'block-ua', 16: 'suspension', 17: 'block-ie',
};

export function blockPageFor(reason: number): BlockPage {
  return PAGE_BY_REASON[reason] ?? 'block';
}

export function decideBlock(answer: BlockAnswer): BlockDecision {
  if (answer.displayTypeId !== 1) return { kind: 'open' };
  const reason = answer.templateTypeId ?? 0;
  return { kind: 'blocked', reason, page: blockPageFor(reason) };
}

/**
 * POST /blocks-api/api/v2/block {auth, url}, retried 2 times (T09). When the block service fails or answers
 * nonsense, the page stays open (logged): an outage of that service must not lock every visitor out.
 */
export function createBlocks(deps: { http: Http; log: (message: string, data?: unknown) => void }) {
  return {
    check$(url: string, authorized: boolean): Observable<BlockDecision> {
      return deps.http
        .request$({ method: 'POST', url: '/blocks-api/api/v2/block', body: { auth: authorized, url }, schema: BlockAnswerSchema })
        .pipe(
          retryBackoff({ count: BLOCK_RETRY_COUNT, delay: BLOCK_RETRY_DELAY_MS }),
          map(decideBlock),
          catchError((err: unknown) => {
            deps.log('block check failed; page left open', err instanceof Error ? err.message : err);
            return of<BlockDecision>({ kind: 'open' });
          }),
        );
    },
  };
}
