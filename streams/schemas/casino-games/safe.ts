import { payOf } from './fair-random';
import { picksValid, type GameRules } from './game-rules';
import { stakeUnitOf } from './stakes';

// The safe: its code is one digit 0-9 the round's seed sets; the player tries one, two or three digits. Fewer tries
// pay more: SAFE_PAYS[tries] x tries / 10 = 96 % whatever the number of tries.

/** The pay in hundredths of the stake when the code is among 1, 2 or 3 tried digits. */
export const SAFE_PAYS: Readonly<Record<number, number>> = { 1: 960, 2: 480, 3: 320 };
export const SAFE_MAX_TRIES = 3;
export const SAFE_RTP = 96;

export const safeRtp = (tries: number): number => ((SAFE_PAYS[tries] ?? 0) * tries) / 10;

export const safeRules: GameRules = {
  rtp: { min: SAFE_RTP, max: SAFE_RTP },
  stakeUnit: stakeUnitOf(Object.values(SAFE_PAYS)),
  floats: 1,
  refusal: ({ picks }) => (picksValid(picks, 0, 9, 1, SAFE_MAX_TRIES) ? null : 'bad_picks'),
  play(random, stakeMinor, { picks }) {
    const code = Math.floor(random() * 10);
    const opened = picks.includes(code);
    const fields = Array.from({ length: 10 }, (_, d) => (d === code ? 'code' : 'empty'));
    return { win: opened ? payOf(stakeMinor, SAFE_PAYS[picks.length]!) : 0, outcome: { picks: [...picks], fields, code, opened } };
  },
};
