import { EMPTY, expand, switchMap, takeWhile, timer, type Observable } from 'rxjs';
import type { Http } from '../core/http';
import { retryBackoff } from '../core/retry-backoff';
import {
  PaymentHistoryEntrySchema, PaymentHistoryPageSchema, PaymentMethodsSchema, PaymentStartSchema, PAYMENT_STATUS,
  type DepositBody, type PaymentDirection, type PaymentHistoryEntry, type PaymentHistoryPage, type PaymentMethods,
  type PaymentStart, type WithdrawBody,
} from '../schemas/payments';
import { POLL_DEFAULT_MS } from '../timing';

// Deposits, withdrawals and the payment history against /web-api/payments/* (streams/schemas/payments.ts).
// Money-moving calls carry an Idempotency-Key chosen by the caller once per submission, so the retries here
// (network failures and 5xx, twice, 1 s apart) and a user's double click never move money twice.

/** The calls to the server: loaded on demand with the rest of the money code (accounts-services.ts). */
export interface PaymentsCalls {
  methods$(direction: PaymentDirection, accountId?: number): Observable<PaymentMethods>;
  deposit$(body: DepositBody, idempotencyKey: string): Observable<PaymentStart>;
  withdraw$(body: WithdrawBody, idempotencyKey: string): Observable<PaymentStart>;
  history$(query: { pageNumber: number; pageSize?: number; direction?: PaymentDirection }): Observable<PaymentHistoryPage>;
  payment$(id: number): Observable<PaymentHistoryEntry>;
  /** Follows a payment until it is final: at once, then every 10 s while it is new or pending (T16). */
  watch$(id: number, periodMs?: number): Observable<PaymentHistoryEntry>;
  cancel$(id: number): Observable<PaymentHistoryEntry>;
}

export const isFinalStatus = (status: number) => status === PAYMENT_STATUS.completed || status === PAYMENT_STATUS.failed || status === PAYMENT_STATUS.cancelled;

export function createPayments(http: Http): PaymentsCalls {
  const money = { count: 2, delay: 1_000 };
  const payment$ = (id: number) => http.request$({ url: `/web-api/payments/${id}`, schema: PaymentHistoryEntrySchema, auth: true, cache: 'no-store' });
  return {
    methods$: (direction, accountId) => http.request$({
      url: '/web-api/payments/methods', query: { direction, accountId }, schema: PaymentMethodsSchema, auth: true, cache: 'no-store',
    }),
    deposit$: (body, key) => http.request$({
      method: 'POST', url: '/web-api/payments/deposit', body, schema: PaymentStartSchema, auth: true, headers: { 'Idempotency-Key': key },
    }).pipe(retryBackoff(money)),
    withdraw$: (body, key) => http.request$({
      method: 'POST', url: '/web-api/payments/withdraw', body, schema: PaymentStartSchema, auth: true, headers: { 'Idempotency-Key': key },
    }).pipe(retryBackoff(money)),
    history$: ({ pageNumber, pageSize = 20, direction }) => http.request$({
      url: '/web-api/payments/history', query: { pageNumber, pageSize, direction }, schema: PaymentHistoryPageSchema, auth: true, cache: 'no-store',
    }),
    payment$,
    watch$: (id, periodMs = POLL_DEFAULT_MS) => payment$(id).pipe(
      expand((p) => (isFinalStatus(p.status_id) ? EMPTY : timer(periodMs).pipe(switchMap(() => payment$(id).pipe(retryBackoff({ count: 2, delay: 1_000 })))))),
      takeWhile((p) => !isFinalStatus(p.status_id), true),
    ),
    cancel$: (id) => http.request$({ method: 'POST', url: `/web-api/payments/${id}/cancel`, schema: PaymentHistoryEntrySchema, auth: true }),
  };
}
