import { configure } from 'rxjs-marbles';
import { expect } from 'vitest';

// rxjs-marbles without globals: one `marbles` for every marble test, comparing with vitest's deep equality.
// Usage: it('[T17] ...', marbles((m) => { ... m.expect(x$).toBeObservable('a 14999ms a', values); }));
// m.run(...) is TestScheduler.run: inside it RxJS time (timer, interval, retry delay) is virtual.
export const { marbles } = configure({ assertDeepEqual: (a, e) => expect(a).toStrictEqual(e), frameworkMatcher: true, run: true });
