import { useLayoutEffect, useRef } from 'react';
import { useObservableCallback, useObservableState } from 'observable-hooks';
import { catchError, defaultIfEmpty, exhaustMap, map, of, startWith, type Observable } from 'rxjs';

export type ActionState<O> = { status: 'idle' } | { status: 'pending' } | { status: 'done'; value: O } | { status: 'error'; error: unknown };

/**
 * A form submit as a stream: run(input) starts the call (ignored while one runs); cancelled on unmount. The call
 * used is the one of the latest render, so it sees the current form values and props. A call that completes
 * without a value (an Observable<void>) is done too, with an undefined value.
 */
export function useAction<I, O>(call: (input: I) => Observable<O>): [run: (input: I) => void, state: ActionState<O>, reset: () => void] {
  const callRef = useRef(call);
  useLayoutEffect(() => {
    callRef.current = call;
  });
  const [run, state$] = useObservableCallback<ActionState<O>, { input: I } | null>((input$) =>
    input$.pipe(
      exhaustMap((event) =>
        event === null
          ? of<ActionState<O>>({ status: 'idle' })
          : callRef.current(event.input).pipe(
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

