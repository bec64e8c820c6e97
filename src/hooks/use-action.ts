import { useEffect, useRef } from 'react';
import { useObservableCallback, useObservableState } from 'observable-hooks';
import { catchError, exhaustMap, map, of, startWith, tap, type Observable } from 'rxjs';

export type ActionState<O> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; value: O }
  | { status: 'error'; error: unknown };

/**
 * A form submit as a stream: run(input) starts the call (ignored while one is running), state follows it, and
 * onDone runs with the answer (from the stream, so it may set state or navigate). The call is cancelled when the
 * component unmounts.
 */
export function useAction<I, O>(
  call: (input: I) => Observable<O>,
  onDone?: (value: O) => void,
): [run: (input: I) => void, state: ActionState<O>, reset: () => void] {
  const latest = useRef(onDone);
  useEffect(() => {
    latest.current = onDone;
  });
  const [run, state$] = useObservableCallback<ActionState<O>, { input: I } | null>((input$) =>
    input$.pipe(
      exhaustMap((event) =>
        event === null
          ? of<ActionState<O>>({ status: 'idle' })
          : call(event.input).pipe(
            tap((value) => latest.current?.(value)),
            map((value): ActionState<O> => ({ status: 'done', value })),
            catchError((error: unknown) => of<ActionState<O>>({ status: 'error', error })),
            startWith<ActionState<O>>({ status: 'pending' }),
          ),
      ),
    ),
  );
  const state = useObservableState(state$, { status: 'idle' } as ActionState<O>);
  return [(input: I) => run({ input }), state, () => run(null)];
}
