import { type MonoTypeOperatorFunction, retry, throwError, timer } from 'rxjs';
import { isRetryable } from './http';

export interface RetryBackoffOptions {
  /** How many times to resubscribe after the first failure (the spec's "retried N times"). */
  count: number;
  /** Wait before the first retry, in ms. */
  delay: number;
  /** Double the wait after every retry (T10: 1 s, 2 s, 4 s). */
  doubling?: boolean;
  /** Which errors are worth another try; by default network errors, 5xx, 408 and 429 (isRetryable). */
  shouldRetry?: (err: unknown) => boolean;
  /** Start the count again after a value gets through (for long-lived sources). */
  resetOnSuccess?: boolean;
}

/**
 * Retries a failed source `count` times with the spec's spacing (T05, T06, T08, T09, T10, T12,
 * T14, T15). A non-retryable error (4xx, 499, schema) goes to the subscriber at once: repeating
 * the call would give the same answer and only delay the error.
 */
export function retryBackoff<T>(options: RetryBackoffOptions): MonoTypeOperatorFunction<T> {
  const { count, delay, doubling = false, shouldRetry = isRetryable, resetOnSuccess = false } = options;
  return retry<T>({
    count,
    resetOnSuccess,
    delay: (err: unknown, retryIndex: number) =>
      shouldRetry(err) ? timer(doubling ? delay * 2 ** (retryIndex - 1) : delay) : throwError(() => err),
  });
}
