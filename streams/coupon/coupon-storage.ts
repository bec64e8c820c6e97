import * as v from 'valibot';
import { IdempotencyKeySchema, SAVED_COUPON_VERSION, SavedCouponBetSchema, type SavedCoupon, type SavedCouponBet } from '../schemas/coupon';
import { COUPON_TYPE_IDS, type CouponTypeId } from '../schemas/coupon-math';
import { SYSTEM_VALUE_MIN } from '../timing';
import type { CouponState } from './coupon-state';

// B11: the coupon saved locally (bets, addedAtByBetId, typeId, systemValue). Reading is lenient: a save from an
// older version or edited by hand keeps every bet that passes its schema and drops the rest; the caller shows a
// notice when anything was dropped. Nothing here throws on bad input.

export interface ParsedSavedCoupon {
  saved: SavedCoupon | null;
  /** How many bets or fields were dropped (0 = the save was clean or absent). */
  dropped: number;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function parseSavedCoupon(raw: unknown): ParsedSavedCoupon {
  if (raw === null || raw === undefined) return { saved: null, dropped: 0 };
  if (!isRecord(raw) || !Array.isArray(raw['bets'])) return { saved: null, dropped: 1 };
  let dropped = raw['version'] === SAVED_COUPON_VERSION ? 0 : 1;
  const bets: SavedCouponBet[] = [];
  const seen = new Set<number>();
  for (const item of raw['bets']) {
    const result = v.safeParse(SavedCouponBetSchema, item);
    if (result.success && !seen.has(result.output.outcomeId)) {
      seen.add(result.output.outcomeId);
      bets.push(result.output);
    } else dropped += 1;
  }
  const addedRaw = isRecord(raw['addedAtByBetId']) ? raw['addedAtByBetId'] : {};
  const addedAtByBetId: Record<string, number> = {};
  for (const b of bets) {
    const at = addedRaw[String(b.outcomeId)];
    if (typeof at === 'number' && Number.isFinite(at)) addedAtByBetId[b.outcomeId] = at;
    else dropped += 1;
  }
  const typeRaw = raw['typeId'];
  const typeId: CouponTypeId = COUPON_TYPE_IDS.includes(typeRaw as CouponTypeId) ? (typeRaw as CouponTypeId) : 0;
  if (typeId !== typeRaw) dropped += 1;
  const sysRaw = raw['systemValue'];
  const systemValue = typeof sysRaw === 'number' && Number.isInteger(sysRaw) && sysRaw >= SYSTEM_VALUE_MIN ? sysRaw : SYSTEM_VALUE_MIN;
  if (systemValue !== sysRaw) dropped += 1;
  const manuallyDeletedBonusBet = raw['manuallyDeletedBonusBet'] === true;
  const keyRaw = raw['placeKey'];
  const placeKey = v.is(IdempotencyKeySchema, keyRaw) ? keyRaw : null;
  if (keyRaw !== undefined && keyRaw !== null && placeKey === null) dropped += 1;
  if (bets.length === 0) return { saved: null, dropped };
  return { saved: { version: SAVED_COUPON_VERSION, bets, addedAtByBetId, typeId, systemValue, manuallyDeletedBonusBet, placeKey }, dropped };
}

/** The part of the state that is saved (B11); null when the coupon is empty (nothing to keep). */
export function toSavedCoupon(state: CouponState): SavedCoupon | null {
  if (state.bets.length === 0) return null;
  return {
    version: SAVED_COUPON_VERSION,
    // Everything of the selection (also fields the sports pages add later), without the coupon's own tracking.
    bets: state.bets.map(({ prevCoef: _p, scoreAtAdd, isFinished: _f, sameGame: _s, ...selection }) => ({ ...selection, score: scoreAtAdd })),
    addedAtByBetId: { ...state.addedAtByBetId },
    typeId: state.typeId,
    systemValue: state.systemValue,
    manuallyDeletedBonusBet: state.manuallyDeletedBonusBet,
    placeKey: state.placeKey,
  };
}
