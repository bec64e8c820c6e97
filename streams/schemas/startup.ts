import * as v from 'valibot';
import { Count, Int4 } from './numbers';

// Redirect info (SPEC.md section 3): valid only with code, url, reasons and breadcrumbs (section 5, C02).
// `redirect: false` is the ordinary "stay here" answer and carries nothing else.
export const RedirectAnswerSchema = v.union([
  v.object({ redirect: v.literal(false) }),
  v.object({
    redirect: v.literal(true),
    code: v.picklist([301, 302, 307, 308]),
    url: v.pipe(v.string(), v.minLength(1)),
    reasons: v.array(v.string()),
    breadcrumbs: v.array(v.string()),
  }),
]);
export type RedirectAnswer = v.InferOutput<typeof RedirectAnswerSchema>;

// Block info (SPEC.md section 3, C03): displayTypeId 1 means blocked with reason templateTypeId.
export const BlockAnswerSchema = v.object({
  displayTypeId: Int4,
  templateTypeId: v.nullable(Int4),
});
export type BlockAnswer = v.InferOutput<typeof BlockAnswerSchema>;

// GET /web-api/session (T04): the current session, anonymous when userId is null.
export const SessionAnswerSchema = v.object({
  userId: v.nullable(Count),
  banLevel: Int4,
  sessionId: v.nullable(v.string()),
});
export type SessionAnswer = v.InferOutput<typeof SessionAnswerSchema>;

export const HealthAnswerSchema = v.object({ status: v.literal('ok'), db: v.string(), uptimeSec: Count });
