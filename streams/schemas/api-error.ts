import * as v from 'valibot';

// The server's error answer for every API call, JSON:API style (SPEC.md section 8, C17):
// { errors: [{ status, code, title, detail }] }. `status` is the HTTP status as a string (JSON:API);
// display text is the details joined by newline.
/** Seconds to wait before something may be tried again (a resend countdown, a 429's wait): at most a day. */
export const SecondsToWaitSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86_400));

export const ApiErrorItemSchema = v.object({
  status: v.string(),
  code: v.string(),
  title: v.string(),
  detail: v.string(),
  /** A 429's seconds to wait before trying again (also in Retry-After). */
  retryAfterSec: v.optional(SecondsToWaitSchema),
});
export type ApiErrorItem = v.InferOutput<typeof ApiErrorItemSchema>;

export const ApiErrorAnswerSchema = v.object({
  errors: v.pipe(v.array(ApiErrorItemSchema), v.minLength(1)),
});
export type ApiErrorAnswer = v.InferOutput<typeof ApiErrorAnswerSchema>;

/** The seconds an error answer asks to wait (the longest retryAfterSec of its items); 0 when it asks none. */
export function retryAfterIn(answer: unknown): number {
  const parsed = v.safeParse(ApiErrorAnswerSchema, answer);
  return parsed.success ? Math.max(0, ...parsed.output.errors.map((item) => item.retryAfterSec ?? 0)) : 0;
}
