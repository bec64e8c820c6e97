import crypto from 'node:crypto';
import { CRASH_MESSAGE, crashPointOfDigest } from '../../streams/schemas/casino-games/crash-point.ts';

// The crash game's rules: ONE shared round for every player. A round has a betting phase (BETTING_MS), then the
// multiplier climbs as e^(GROWTH * ms) until the round's crash point, then a short pause; the next round follows.
// The crash point comes from the round's server seed (its hash is shown before the round, the seed after it) so that
// a cash-out at any multiplier returns 97 % (streams/schemas/casino-games/crash.ts). The rounds themselves live in
// the database (crash-rounds.ts).

export const BETTING_MS = 7_000;
export const CRASHED_PAUSE_MS = 3_000;
export const GROWTH_PER_MS = 0.00006;

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

/** The climbing multiplier in hundredths `ms` into the climb. */
const climbHundredths = (ms: number) => Math.floor(100 * Math.exp(GROWTH_PER_MS * ms));

/**
 * The first whole ms of the climb at which the multiplier reaches the crash point, found with the very function the
 * multiplier is read with: before it every multiplier a cash-out can take is below the crash point (the RTP's
 * premise), and a crash point of 1.00 crashes at once.
 */
export function crashAfterMs(crashPoint: number): number {
  const target = Math.round(crashPoint * 100);
  let ms = Math.max(0, Math.ceil(Math.log(target / 100) / GROWTH_PER_MS) - 1);
  while (climbHundredths(ms) < target) ms += 1;
  while (ms > 0 && climbHundredths(ms - 1) >= target) ms -= 1;
  return ms;
}

export const multiplierAt = (round: CrashRound, now: number): number =>
  now <= round.runningFrom ? 1 : Math.min(round.crashPoint, climbHundredths(now - round.runningFrom) / 100);

/** The phase of a round at `t`. */
export const phaseAt = (round: CrashRound, t: number): CrashPhase => (t < round.runningFrom ? 'betting' : t < round.crashAt ? 'running' : 'crashed');
