import { defer, type Observable } from 'rxjs';
import type { Http, HttpRequest } from '../../streams/core/http';

/**
 * An Http whose answers a test supplies per request. Like the real client it is cold: every subscription
 * (a retry included) is a new request, and `calls` records each one.
 */
export function fakeHttp(answer: (req: HttpRequest<unknown>) => Observable<unknown>): Http & { calls: HttpRequest<unknown>[] } {
  const calls: HttpRequest<unknown>[] = [];
  return {
    calls,
    request$<T>(req: HttpRequest<T>): Observable<T> {
      return defer(() => {
        calls.push(req as HttpRequest<unknown>);
        return answer(req as HttpRequest<unknown>) as Observable<T>;
      });
    },
  };
}
