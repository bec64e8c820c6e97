import { useObservable, useObservableState } from 'observable-hooks';
import { map, type Observable } from 'rxjs';
import { HttpError } from '../../streams/core/http';
import { waitLeft$ } from '../../streams/core/wait-countdown';
import { retryAfterIn } from '../../streams/schemas/api-error';
import type { ActionState } from './use-action';

/** The wait a send's outcome asks for: a sent code's resendInSec, a 429 refusal's retryAfterSec, else none. */
export function waitOf(state: ActionState<unknown>): number {
  if (state.status === 'error') return state.error instanceof HttpError && state.error.status === 429 ? retryAfterIn(state.error.body) : 0;
  if (state.status !== 'done' || typeof state.value !== 'object' || state.value === null) return 0;
  const resendInSec: unknown = (state.value as { resendInSec?: unknown }).resendInSec;
  return typeof resendInSec === 'number' ? resendInSec : 0;
}

/** Seconds left before a send may run again, once a second (issue 20 #7); 0 when it may. Each outcome restarts it. */
export function useResendWait(state: ActionState<unknown>): number {
  const left$ = useObservable((inputs$: Observable<[ActionState<unknown>]>) => waitLeft$(inputs$.pipe(map(([outcome]) => waitOf(outcome)))), [state]);
  return useObservableState(left$, 0);
}
