import * as v from 'valibot';
import { defer, tap, type Observable } from 'rxjs';
import { afterEach } from 'vitest';
import type { Http, HttpRequest } from '../../streams/core/http';

/** The canned GET answers a test served, checked against the API contract once the test is over. */
const served: Array<{ path: string; answer: unknown }> = [];

// After the test, not while it runs: the contract imports every schema module, and some tests prove which modules
// the code under test loads and when (C13).
afterEach(async () => {
  const answers = served.splice(0);
  if (answers.length === 0) return;
  const { getAnswerSchema } = await import('./api-contract');
  const broken = answers.flatMap(({ path, answer }) => {
    const schema = getAnswerSchema(path);
    const parsed = schema ? v.safeParse(schema, answer) : null;
    return parsed && !parsed.success ? [`GET ${path}: ${parsed.issues.slice(0, 3).map((i) => `${v.getDotPath(i) ?? '(root)'} ${i.message}`).join('; ')}`] : [];
  });
  if (broken.length > 0) throw new Error(`fake answers break the API contract (tests/support/api-contract.ts):\n${[...new Set(broken)].join('\n')}`);
});

/** Canned answers a test serves on purpose although the server never sends them (how the client takes a bad answer). */
const offContractAnswers = new WeakSet<object>();
/** Marks a canned answer as off the contract on purpose: the check after the test leaves it alone. */
export function offContract<T extends object>(answer: T): T {
  offContractAnswers.add(answer);
  return answer;
}

const isGet = (req: HttpRequest<unknown>) => (req.method ?? (req.body !== undefined || req.form !== undefined ? 'POST' : 'GET')) === 'GET';

/**
 * An Http whose answers a test supplies per request. Like the real client it is cold: every subscription
 * (a retry included) is a new request, and `calls` records each one. A canned answer of a GET route of the API
 * contract must be one the server could send: after the test it is parsed with the route's schema (issue 22).
 */
export function fakeHttp(answer: (req: HttpRequest<unknown>) => Observable<unknown>): Http & { calls: HttpRequest<unknown>[] } {
  const calls: HttpRequest<unknown>[] = [];
  return {
    calls,
    request$<T>(req: HttpRequest<T>): Observable<T> {
      return defer(() => {
        calls.push(req as HttpRequest<unknown>);
        const answer$ = answer(req as HttpRequest<unknown>);
        if (!isGet(req as HttpRequest<unknown>)) return answer$ as Observable<T>;
        const path = req.url.split('?')[0]!;
        return answer$.pipe(tap((value: unknown) => {
          if (!(typeof value === 'object' && value !== null && offContractAnswers.has(value))) served.push({ path, answer: value });
        })) as Observable<T>;
      });
    },
  };
}
