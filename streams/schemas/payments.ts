import * as v from 'valibot';
import { Count, EpochMs, Id, MAJOR_MAX, MINOR_MAX, Major, int } from './numbers';

// Deposits, withdrawals and the payment history (SPEC.md section 3 "Payment-history entry", R14, T31), shared by
// the client and the server (server/routes/payments.ts, server/provider/cashier).
//
//   GET  /web-api/payments/methods?direction=deposit|withdrawal&accountId=  -> PaymentMethods
//   POST /web-api/payments/deposit   (Idempotency-Key)  DepositBody   -> PaymentStart (201)
//   POST /web-api/payments/withdraw  (Idempotency-Key)  WithdrawBody  -> PaymentStart (201)
//   GET  /web-api/payments/history?pageNumber=&pageSize=&direction=  -> PaymentHistoryPage
//   GET  /web-api/payments/:id                                        -> PaymentHistoryEntry
//   POST /web-api/payments/:id/cancel                                 -> PaymentHistoryEntry (a withdrawal not yet paid)

/** Payment-history status ids: 0 new, 1 pending, 2 completed (T31: a completed deposit), 3 failed, 4 cancelled. */
export const PAYMENT_STATUS = { new: 0, pending: 1, completed: 2, failed: 3, cancelled: 4 } as const;
export const PaymentStatusIdSchema = v.picklist([0, 1, 2, 3, 4]);
export type PaymentStatusId = v.InferOutput<typeof PaymentStatusIdSchema>;

export const PaymentDirectionSchema = v.picklist(['deposit', 'withdrawal']);
export type PaymentDirection = v.InferOutput<typeof PaymentDirectionSchema>;

/** What the user must type for a method: nothing, a card number or an e-wallet id (withdrawals). */
export const DestinationKindSchema = v.picklist(['none', 'card', 'wallet', 'crypto']);

export const PaymentMethodSchema = v.object({
  id: v.string(),
  direction: PaymentDirectionSchema,
  /** Translation key suffix (payments.json "methods.<kind>"). */
  kind: v.picklist(['card', 'ewallet', 'bank', 'crypto']),
  /** Limits and step in major units of the account's currency. */
  min: Major,
  max: Major,
  step: Major,
  destination: DestinationKindSchema,
  /** Minutes the money usually takes (0 = instant). */
  etaMinutes: Count,
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const PaymentMethodsSchema = v.object({
  currency: v.string(),
  accountId: Count,
  /** Major units that may be withdrawn from this account now. */
  withdrawable: Major,
  methods: v.array(PaymentMethodSchema),
});
export type PaymentMethods = v.InferOutput<typeof PaymentMethodsSchema>;

const Amount = v.pipe(v.number('amount'), v.finite('amount'), v.gtValue(0, 'amount'), v.maxValue(MAJOR_MAX, 'amount'));

export const DepositBodySchema = v.object({
  accountId: Id,
  methodId: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  amount: Amount,
  /** First-deposit bonus choice (0 decline, 1 sport, 2 casino); absent: the choice made at registration. */
  bonusChoice: v.optional(v.picklist([0, 1, 2])),
  /** The language the cashier page and the return pages use. */
  lang: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}$/)), 'en'),
});
export type DepositBody = v.InferInput<typeof DepositBodySchema>;

export const WithdrawBodySchema = v.object({
  accountId: Id,
  methodId: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  amount: Amount,
  /** Card number, wallet id or crypto address, as the method asks. */
  destination: v.optional(v.pipe(v.string(), v.maxLength(120)), ''),
  lang: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}$/)), 'en'),
});
export type WithdrawBody = v.InferInput<typeof WithdrawBodySchema>;

export const PaymentStartSchema = v.object({
  paymentId: Count,
  status_id: PaymentStatusIdSchema,
  /** The cashier's confirmation page to open. */
  redirectUrl: v.string(),
});
export type PaymentStart = v.InferOutput<typeof PaymentStartSchema>;

/** SPEC.md section 3 "Payment-history entry", plus what the office shows (direction, currency, method). */
export const PaymentHistoryEntrySchema = v.object({
  id: Count,
  status_id: PaymentStatusIdSchema,
  message: v.string(),
  /** True when `message` is a key of payments.json "messages" (the app translates it), false for cashier text. */
  translate_message: v.boolean(),
  skks_hash: v.string(),
  /** Unix seconds of the request. */
  timestamp: EpochMs,
  /** ISO date-time of completion (or of the request while not completed). */
  date_payment: v.string(),
  status_title: v.string(),
  /** Amount in major units: positive for deposits, negative for withdrawals. */
  summ: Major,
  money_deposit_id: v.nullable(v.string()),
  direction: PaymentDirectionSchema,
  currency: v.string(),
  method_id: v.string(),
  account_id: Count,
});
export type PaymentHistoryEntry = v.InferOutput<typeof PaymentHistoryEntrySchema>;

export const PaymentHistoryPageSchema = v.object({
  items: v.array(PaymentHistoryEntrySchema),
  pageNumber: Count,
  pageSize: Count,
  total: Count,
  hasMore: v.boolean(),
});
export type PaymentHistoryPage = v.InferOutput<typeof PaymentHistoryPageSchema>;

/**
 * The demo cashier's notification to the operator when a payment is decided (server/provider/cashier). The
 * operator validates it: one that fails this schema leaves the payment pending (shown so) for a person to check.
 */
export const CashierNotificationSchema = v.object({
  paymentId: Id,
  outcome: v.picklist(['success', 'fail', 'pending', 'cancel']),
  amountMinor: int(1, MINOR_MAX),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  providerRef: v.pipe(v.string(), v.minLength(1)),
  message: v.optional(v.string(), ''),
});
export type CashierNotification = v.InferOutput<typeof CashierNotificationSchema>;

/** What the cashier page sends when the user decides (POST /web-api/cashier/:token). */
export const CashierDecisionSchema = v.object({
  outcome: v.picklist(['success', 'fail', 'pending', 'cancel']),
  cardNumber: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
  cardExpiry: v.optional(v.pipe(v.string(), v.maxLength(7)), ''),
  cardCvc: v.optional(v.pipe(v.string(), v.maxLength(4)), ''),
});
export const CashierDecisionAnswerSchema = v.object({ returnUrl: v.string() });
