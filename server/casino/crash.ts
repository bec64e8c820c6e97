import crypto from 'node:crypto';
import { crashHundredthsOf } from '../../streams/schemas/casino-games/crash.ts';

// The crash game: ONE shared round for every player. A round has a betting phase (BETTING_MS), then the multiplier
// climbs as e^(GROWTH * ms) until the round's crash point, then a short pause; the next round follows. The rounds
// advance from the clock when asked (no timer), so the game costs nothing while nobody plays and tests drive it with
// their own clock. The crash point comes from the round's server seed (its hash is shown before the round) so that a
// cash-out at any multiplier returns 97 % (streams/schemas/casino-games/crash.ts).

export const BETTING_MS = 7_000;
export const CRASHED_PAUSE_MS = 3_000;
export const GROWTH_PER_MS = 0.00006;
const HISTORY = 20;

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

/** The crash point of a seed (crashHundredthsOf the first 48 bits of its HMAC), as a multiplier. */
export function crashPointOf(serverSeed: string): number {
  const h = crypto.createHmac('sha256', serverSeed).update('crash').digest();
  return crashHundredthsOf(h.readUIntBE(0, 6)) / 100;
}

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

export function createCrashGame(now: () => number, onRoundEnd: (round: CrashRound) => void = () => undefined) {
  const epoch = now();
  let n = 0;
  const history: number[] = [];
  const make = (bettingFrom: number): CrashRound => {
    n += 1;
    const serverSeed = crypto.randomBytes(32).toString('hex');
    const crashPoint = crashPointOf(serverSeed);
    const runningFrom = bettingFrom + BETTING_MS;
    const crashAt = runningFrom + crashAfterMs(crashPoint);
    return {
      id: `${epoch.toString(36)}-${n}`, serverSeed, serverSeedHash: crypto.createHash('sha256').update(serverSeed).digest('hex'),
      bettingFrom, runningFrom, crashPoint, crashAt, endsAt: crashAt + CRASHED_PAUSE_MS,
    };
  };
  let current = make(epoch);
  let previous: CrashRound | null = null;

  /** The round now (ended rounds are closed in order: onRoundEnd settles their open bets). */
  function round(): CrashRound {
    const t = now();
    while (t >= current.endsAt) {
      onRoundEnd(current);
      history.unshift(current.crashPoint);
      history.length = Math.min(history.length, HISTORY);
      previous = current;
      // A long quiet time is not replayed round by round: the next round starts now.
      current = make(t - current.endsAt > 60_000 ? t : current.endsAt);
    }
    return current;
  }

  return {
    round,
    phase(r: CrashRound, t = now()): CrashPhase {
      return t < r.runningFrom ? 'betting' : t < r.crashAt ? 'running' : 'crashed';
    },
    history: () => [...history],
    previous: () => previous,
  };
}

export type CrashGame = ReturnType<typeof createCrashGame>;
