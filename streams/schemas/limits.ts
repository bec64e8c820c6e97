import * as v from 'valibot';
import { Count, int, MINOR_MAX, Minor } from './numbers';

// The limit service's answers (C14; server/routes/limits/limits.ts), shared by the server and the client (issue 22),
// and the kinds of B14 with the values of B15.

export const LIMIT_KINDS = {
  wagering: [1, 2, 3],
  loss: [10, 11, 12],
  deposit: [20, 21, 22],
} as const;
export const SELF_EXCLUSION = 30;
export const SESSION_LIMIT = 31;
export const REALITY_CHECK = 32;
export const TIMEOUT = 33;
export const EXTRA_LIMITS = 37;
export const MONEY_KINDS: readonly number[] = [...LIMIT_KINDS.wagering, ...LIMIT_KINDS.loss, ...LIMIT_KINDS.deposit];
export const isMoneyKind = (type: number) => MONEY_KINDS.includes(type);
/** Self-exclusion (30 or extra 37) and time-out (33): no play and no deposits until they end. */
export const isBlockKind = (type: number) => type === SELF_EXCLUSION || type === TIMEOUT || type === EXTRA_LIMITS;
/** B15: the marker of "no deposit limit". */
export const NO_DEPOSIT_LIMIT = 999_999_999;

// A time as the server writes it (ISO 8601), as ms; anything Date cannot read is refused. (Not v.isoTimestamp: it
// would put its pattern into the framework chunk every page loads.)
const IsoMs = v.pipe(v.string(), v.maxLength(40), v.transform((s) => Date.parse(s)), v.check((ms) => Number.isFinite(ms), 'not a time'));

/** A kind of B14 (1-99). */
const LimitType = int(1, 99);
/** A limit's value: minor units for the money kinds, days, hours or minutes for the others; -1 where a list offers none. */
const LimitValue = int(-1, MINOR_MAX);

export const LimitSchema = v.object({
  limitType: LimitType,
  limitValue: LimitValue,
  /** Used of the window now (minor units) for money kinds; null otherwise. */
  limitBalance: v.nullable(Minor),
  limitState: v.picklist(['PENDING', 'ACTIVE', 'INACTIVE']),
  needApprove: v.boolean(),
  startedAt: IsoMs,
  endsAt: v.nullable(IsoMs),
  pendingValue: v.nullable(LimitValue),
  pendingRemove: v.boolean(),
  pendingFrom: v.nullable(IsoMs),
  measure: v.string(),
  selfExcludeReason: v.nullable(Count),
  availableValues: v.nullable(v.array(LimitValue)),
});
export type Limit = v.InferOutput<typeof LimitSchema>;

export const SessionSchema = v.object({ startedAt: IsoMs, currency: v.string(), staked: Minor, returned: Minor });
export type LimitsSession = v.InferOutput<typeof SessionSchema>;

export const LimitsAnswerSchema = v.object({ limits: v.array(LimitSchema), session: SessionSchema });
export type LimitsState = v.InferOutput<typeof LimitsAnswerSchema>;

export const QuestionSchema = v.object({ id: Count, key: v.string() });
export const SetAnswerSchema = v.object({
  status: v.picklist(['OK', 'PENDING', 'QUESTIONS']),
  questions: v.array(QuestionSchema),
  tokenGuid: v.nullable(v.string()),
  limitsData: v.array(LimitSchema),
});
export type SetAnswer = v.InferOutput<typeof SetAnswerSchema>;
export const TestAnswersSchema = v.object({
  questionsResult: v.array(v.object({ id: Count, passed: v.boolean() })),
  success: v.boolean(),
  limitsData: v.array(LimitSchema),
});
export type TestAnswers = v.InferOutput<typeof TestAnswersSchema>;
export const ActionAnswerSchema = v.object({ status: v.string(), title: v.string() });
export type ActionAnswer = v.InferOutput<typeof ActionAnswerSchema>;
export const ReasonsSchema = v.object({ reasons: v.array(v.object({ id: Count, selfExcludeReason: v.string() })) });
export const HistorySchema = v.object({
  history: v.array(v.object({ limitType: LimitType, action: v.string(), value: v.nullable(LimitValue), at: IsoMs })),
});
export type LimitHistory = v.InferOutput<typeof HistorySchema>['history'];
export const BlockAnswerSchema = v.object({ success: v.boolean() });
/** GET availablelimits: the kinds the player may set and, for those with a fixed list (B15), the values offered. */
export const AvailableLimitsSchema = v.object({
  types: v.pipe(v.array(v.object({
    type: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
    availableValues: v.nullable(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(NO_DEPOSIT_LIMIT))), v.maxLength(100))),
    measure: v.pipe(v.string(), v.maxLength(20)),
  })), v.maxLength(50)),
});
/** The values offered per limit kind (kinds without a fixed list are absent). */
export type AvailableValues = ReadonlyMap<number, readonly number[]>;

/** A limit to set: money kinds in minor units, the others in their measure (days, hours, minutes). */
export interface LimitInput {
  limitType: number;
  limitValue: number;
  selfExcludeReason?: number;
}
