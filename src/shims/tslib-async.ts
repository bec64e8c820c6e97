// tslib for this browser build. rxjs's ES2015 build imports four of tslib's helpers, for async iterables and
// ReadableStreams handed to from() and the higher-order operators (rxjs/dist/esm/internal/observable/innerFrom.js,
// internal/util/isReadableStreamLike.js). tslib writes them for ES5 targets (1.9 kB minified in the home page's
// framework chunk); the site's build targets browsers with native async functions and async generators, so here they
// are written with those: the same behaviour (tests/src/shims/tslib-async.test.ts replays rxjs's compiled code on
// them), at a third of the size. vite.config.ts aliases 'tslib' to this file; a helper rxjs starts to import that is
// not here fails the build.

type Body = (this: unknown, ...args: unknown[]) => Generator<unknown, unknown, unknown>;

/** An async function compiled to a generator body: every yield awaits its value and resumes with the result. */
export function __awaiter(thisArg: unknown, args: ArrayLike<unknown> | undefined, _promise: unknown, body: Body): Promise<unknown> {
  const steps = body.apply(thisArg, Array.from(args ?? []));
  return (async () => {
    let step = steps.next();
    while (!step.done) {
      try {
        step = steps.next(await step.value);
      } catch (error) {
        step = steps.throw(error);
      }
    }
    return step.value;
  })();
}

/** An async iterator over an async iterable, or over a sync one (its values awaited), as `for await` takes them. */
export function __asyncValues(iterable: AsyncIterable<unknown> | Iterable<unknown>): AsyncIterator<unknown> {
  if (Symbol.asyncIterator in iterable) return iterable[Symbol.asyncIterator]();
  return (async function* () {
    yield* iterable;
  })();
}

/** An await inside a compiled async generator (told apart from its yields). */
class Await {
  constructor(readonly value: unknown) {}
}
export const __await = (value: unknown): Await => new Await(value);

/** An async generator compiled to a generator body: `yield __await(x)` awaits x, any other yield is a real one. */
export function __asyncGenerator(thisArg: unknown, args: ArrayLike<unknown> | undefined, body: Body): AsyncGenerator<unknown, unknown, unknown> {
  const steps = body.apply(thisArg, Array.from(args ?? []));
  return (async function* () {
    let step = steps.next();
    try {
      while (!step.done) {
        const value = step.value;
        try {
          step = steps.next(value instanceof Await ? await value.value : yield value);
        } catch (error) {
          step = steps.throw(error);
        }
      }
      return step.value;
    } finally {
      // The reader stopped early (return()): the body's own finally blocks run, as a native generator's would.
      if (!step.done) steps.return(undefined);
    }
  })();
}
