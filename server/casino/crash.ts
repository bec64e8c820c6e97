import crypto from 'node:crypto';
import { CRASH_MESSAGE, CRASH_RTP, crashPointOfDigest } from '../../streams/schemas/casino-games/crash-point.ts';

// The crash game's rules: ONE shared round for every player. A round has a betting phase (BETTING_MS), then the
// multiplier climbs as e^(GROWTH * ms) until the round's crash point, then a short pause; the next round follows.
// The crash point comes from the round's server seed (its hash is shown before the round, the seed after it), with a
// 3 % house edge: P(crash point >= m) = 0.97 / m. The rounds themselves live in the database (crash-rounds.ts).

export const BETTING_MS = 7_000;
export const CRASHED_PAUSE_MS = 3_000;
export const GROWTH_PER_MS = 0.00006;
export { CRASH_RTP };

export interface CrashRound {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
  bettingFrom: number;
  runningFrom: number;
  crashPoint: number;
  crashAt: number;
  endsAt: number;
}

export type CrashPhase = 'betting' | 'running' | 'crashed';

/** The crash point of a seed (streams/schemas/casino-games/crash-point.ts, which the browser's verifier shares). */
export const crashPointOf = (serverSeed: string): number =>
  crashPointOfDigest(crypto.createHmac('sha256', serverSeed).update(CRASH_MESSAGE).digest());

export const multiplierAt = (round: CrashRound, now: number): number =>
  now <= round.runningFrom ? 1 : Math.min(round.crashPoint, Math.floor(100 * Math.exp(GROWTH_PER_MS * (now - round.runningFrom))) / 100);

/** The phase of a round at `t`. */
export const phaseAt = (round: CrashRound, t: number): CrashPhase => (t < round.runningFrom ? 'betting' : t < round.crashAt ? 'running' : 'crashed');
