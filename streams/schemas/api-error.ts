import * as v from 'valibot';

// The server's error answer for every API call, JSON:API style (SPEC.md section 8, C17):
// { errors: [{ status, code, title, detail }] }. `status` is the HTTP status as a string (JSON:API);
// display text is the details joined by newline.
/** Seconds to wait before something may be tried again (a resend countdown, a 429's wait): at most a day. */
export const SecondsToWaitSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86_400));

/**
 * What a refusal's words need, for the player's language to say it (issue 24): when a closed door opens (`until`, an
 * ISO instant shown in the player's locale and clock) and what is left of a limit (`leftMinor` in `currency`).
 */
export const RefusalParamsSchema = v.object({
  until: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  leftMinor: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e15))),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
});
export type RefusalParams = v.InferOutput<typeof RefusalParamsSchema>;

export const ApiErrorItemSchema = v.object({
  status: v.string(),
  code: v.string(),
  title: v.string(),
  detail: v.string(),
  /** A 429's seconds to wait before trying again (also in Retry-After). */
  retryAfterSec: v.optional(SecondsToWaitSchema),
  params: v.optional(RefusalParamsSchema),
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

/** The refusal's parameters of an error answer (its first item that has them), or null. */
export function refusalParamsOf(answer: unknown): RefusalParams | null {
  const parsed = v.safeParse(ApiErrorAnswerSchema, answer);
  return parsed.success ? (parsed.output.errors.find((item) => item.params !== undefined)?.params ?? null) : null;
}
