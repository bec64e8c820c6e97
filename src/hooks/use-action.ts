import { useLayoutEffect, useRef } from 'react';
import { useObservableCallback, useObservableState } from 'observable-hooks';
import { catchError, defaultIfEmpty, exhaustMap, map, of, startWith, tap, type Observable } from 'rxjs';
import { fieldErrorsOf } from '../../streams/office/office-api';
import { HttpError } from '../../streams/core/http';

// A form's submit as a stream (idle, pending, done or error) and what its failure says.

export type ActionState<O> = { status: 'idle' } | { status: 'pending' } | { status: 'done'; value: O } | { status: 'error'; error: unknown };

/**
 * A form submit as a stream: run(input) starts the call (ignored while one runs); cancelled on unmount. The call
 * used is the one of the latest render, so it sees the current form values and props. A call that completes
 * without a value (an Observable<void>) is done too, with an undefined value. `onDone` runs with each answer, from
 * the stream (so it may set state or navigate).
 */
export function useAction<I, O>(
  call: (input: I) => Observable<O>,
  onDone?: (value: O) => void,
): [run: (input: I) => void, state: ActionState<O>, reset: () => void] {
  const latest = useRef({ call, onDone });
  useLayoutEffect(() => {
    latest.current = { call, onDone };
  });
  const [run, state$] = useObservableCallback<ActionState<O>, { input: I } | null>((input$) =>
    input$.pipe(
      exhaustMap((event) =>
        event === null
          ? of<ActionState<O>>({ status: 'idle' })
          : latest.current.call(event.input).pipe(
            tap((value) => latest.current.onDone?.(value)),
            map((value): ActionState<O> => ({ status: 'done', value })),
            defaultIfEmpty<ActionState<O>, ActionState<O>>({ status: 'done', value: undefined as O }),
            catchError((error: unknown) => of<ActionState<O>>({ status: 'error', error })),
            startWith<ActionState<O>>({ status: 'pending' }),
          ),
      ),
    ),
  );
  const state = useObservableState(state$, { status: 'idle' } as ActionState<O>);
  return [(input: I) => run({ input }), state, () => run(null)];
}

/** Field problems of an action's failure (server details "<field>: <key>"). */
export function errorsOf(state: ActionState<unknown>): { fields: Record<string, string>; general: string | null } {
  return state.status === 'error' ? fieldErrorsOf(state.error) : { fields: {}, general: null };
}

/** The server's error code of a failed call (ApiError codes such as 'account_not_empty'), else null. */
export function errorCodeOf(err: unknown): string | null {
  return err instanceof HttpError && typeof err.code === 'string' ? err.code : null;
}
