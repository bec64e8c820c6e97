import * as v from 'valibot';

// Every number a schema takes or gives has a range (issue 20): an id of 1e21 or 2^53+1 would otherwise reach SQL (an
// int4 column answers "out of range", a 500), an amount of 1e21 BigInt arithmetic, Infinity a comparison that is
// never true. tests/streams/schemas/number-ranges.test.ts walks every schema of streams/schemas and fails on a
// number without a lower and an upper bound. The shared ranges are constants, so a schema names its range in a word.

/** The largest PostgreSQL integer (int4): ids of serial columns, counts, sizes, seconds. */
export const INT4_MAX = 2_147_483_647;
/** The largest amount in major units the APIs take or give (a hundred billion): its minor units are safe integers. */
export const MAJOR_MAX = 100_000_000_000;
/** The same bound in minor units (three decimals at most, KWD). */
export const MINOR_MAX = MAJOR_MAX * 1000;
/** Milliseconds since 1970 up to the last day a Date can hold. */
export const EPOCH_MS_MAX = 8_640_000_000_000_000;
/** The highest coefficient of a coupon (an express of many long odds, times its bonus). */
export const COEF_MAX = 1_000_000_000;

/** Pure: a range unused by a chunk is dropped from it (the calls below say so to the bundler). */
export const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
export const real = (min: number, max: number) => v.pipe(v.number(), v.minValue(min), v.maxValue(max));

/** A row id of an int4 (serial) column. */
export const Id = /* @__PURE__ */ int(1, INT4_MAX);
/** A row id of a bigint (bigserial) column. */
export const BigId = /* @__PURE__ */ int(1, Number.MAX_SAFE_INTEGER);
/** A count, size, duration or position; also an id an answer may give as 0 (none). */
export const Count = /* @__PURE__ */ int(0, INT4_MAX);
/** A duration or clock time in seconds (fractions allowed: the simulator's clock). */
export const Seconds = /* @__PURE__ */ real(0, INT4_MAX);
/** A code, level or type of an int4 column (statuses, kinds, ban levels). */
export const Int4 = /* @__PURE__ */ int(-INT4_MAX - 1, INT4_MAX);
/** A version from a bigint sequence. */
export const Version = /* @__PURE__ */ int(0, Number.MAX_SAFE_INTEGER);
/** An amount in major units (negative: money out, as in the payment history). */
export const Major = /* @__PURE__ */ real(-MAJOR_MAX, MAJOR_MAX);
/** An amount in minor units. */
export const Minor = /* @__PURE__ */ int(-MINOR_MAX, MINOR_MAX);
/** A coefficient or multiplier. */
export const Coef = /* @__PURE__ */ real(0, COEF_MAX);
/** A moment, milliseconds since 1970. */
export const EpochMs = /* @__PURE__ */ int(0, EPOCH_MS_MAX);
export const Percent = /* @__PURE__ */ real(0, 100);
/** A figure with no narrower meaning (analytics values, fingerprint components): finite and exact. */
export const Finite = /* @__PURE__ */ real(-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
