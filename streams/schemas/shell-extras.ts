import * as v from 'valibot';
import { Count, EpochMs, Finite, INT4_MAX, Id, int } from './numbers';
import { TicketThreadSchema } from './office';

// Schemas of issue 16's calls (consent log, counters, analytics, the support-desk chat), shared by the client and
// the server (server/routes/extras/).

/** cookies_agree_type as the banner writes it: everything, a choice of the optional kinds, or the necessary ones only. */
export const AGREE_TYPES = ['ALL', 'functional', 'marketing', 'necessary'] as const;
export type AgreeType = (typeof AGREE_TYPES)[number];

/** POST /web-api/cookies/agreement: the C16 cookie-agreement log; cookiesAgreeTime is the visitor's clock (ms). */
export const CookieAgreementBodySchema = v.strictObject({
  agreeType: v.picklist(AGREE_TYPES),
  cookiesAgreeTime: EpochMs,
});
export type CookieAgreementBody = v.InferOutput<typeof CookieAgreementBodySchema>;
export const CookieAgreementAnswerSchema = v.object({ id: Count });

/**
 * GET /web-api/counters?domain=&projectId= (C16): the analytics counters of a domain. Only `internal` counters (the
 * server's own event store) can run under the site's CSP; other kinds are listed for the operator and skipped.
 */
export const CounterSchema = v.object({ id: Count, kind: v.string() });
export const CountersAnswerSchema = v.object({ counters: v.array(CounterSchema) });
export type Counter = v.InferOutput<typeof CounterSchema>;

export const ANALYTICS_EVENT_NAMES = ['performance', 'page_view', 'auth_popup', 'registration_popup', 'auth_done'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];
const DataValue = v.union([v.pipe(v.string(), v.maxLength(300)), Finite, v.boolean(), v.null()]);
export const AnalyticsEventSchema = v.strictObject({
  name: v.picklist(ANALYTICS_EVENT_NAMES),
  /** The visitor's clock (ms). */
  at: EpochMs,
  /** The page path the event happened on. */
  page: v.pipe(v.string(), v.startsWith('/'), v.maxLength(500)),
  /** Flat figures only (metrics, counters): at most 20 keys. */
  data: v.pipe(v.record(v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/)), DataValue), v.check((d) => Object.keys(d).length <= 20, 'too_many_keys')),
});
export type AnalyticsEvent = v.InferOutput<typeof AnalyticsEventSchema>;
/** POST /web-api/analytics/events */
export const AnalyticsBatchSchema = v.strictObject({
  counterId: Id,
  events: v.pipe(v.array(AnalyticsEventSchema), v.minLength(1), v.maxLength(50)),
});
export type AnalyticsBatch = v.InferOutput<typeof AnalyticsBatchSchema>;
export const AnalyticsAnswerSchema = v.object({ stored: Count });

/** GET /web-api/support/chat/status: whether the support desk takes chats now. */
export const ChatStatusSchema = v.object({ available: v.boolean() });
/** GET /web-api/support/chat: the player's open chat (a support ticket of channel `chat`), or null before the first message. */
export const ChatThreadAnswerSchema = v.object({ thread: v.nullable(TicketThreadSchema) });

/**
 * GET /web-api/bookmaker-rating (B28): the bookmakers' rating table the right column shows on Russian pages, with
 * the site's own row marked; `page` is the site page that tells more.
 */
export const BookmakerRatingSchema = v.object({
  updatedOn: v.pipe(v.string(), v.isoDate()),
  entries: v.pipe(v.array(v.object({
    place: int(1, INT4_MAX),
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
    score: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
    reviews: Count,
    isSite: v.boolean(),
  })), v.maxLength(20)),
  page: v.pipe(v.string(), v.regex(/^\/[a-z]{2}\/[a-z]/, 'a site page')),
});
export type BookmakerRating = v.InferOutput<typeof BookmakerRatingSchema>;
