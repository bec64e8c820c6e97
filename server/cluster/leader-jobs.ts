import type { Db } from '../db/index.ts';
import { advanceCrash } from '../casino/crash-rounds.ts';
import { tableRounds } from '../casino/table-rounds.ts';
import { bingoRounds } from '../casino/bingo-rounds.ts';
import { virtualRaces } from '../casino/virtual-races.ts';
import { purgeExpiredCounters } from '../services/counters.ts';
import { purgeExpiredSessions } from '../services/sessions.ts';
import { createSimulator, type Simulator } from '../sim/simulator.ts';

// The work one instance of a cluster does for all (issue 21), started when this instance becomes the leader
// (server/cluster/leader.ts) and stopped when it stops being it: the live sports simulator, the crash game's rounds
// and their settlement (with the live tables', the bingo rooms' and the virtual races' rounds on the same tick), and the hourly purge of expired sessions and protective counters. Everything here keeps its state in the database,
// so a new leader carries on where the last one stopped.

export const CRASH_TICK_MS = 250;
const CRASH_TICK_TIMEOUT_MS = 10_000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const SIM_TICK_MS = 2000;

export interface LeaderJobsDeps {
  db: Db;
  simSpeed: number;
  log: (message: string, err?: unknown) => void;
}

export interface LeaderJobs {
  start(): void;
  /** Stops every job; the running crash tick and simulator tick finish first. */
  stop(): Promise<void>;
}

export function createLeaderJobs(deps: LeaderJobsDeps): LeaderJobs {
  let simulator: Simulator | null = null;
  let crashTimer: NodeJS.Timeout | null = null;
  let purgeTimer: NodeJS.Timeout | null = null;
  let crashTick: Promise<void> = Promise.resolve();
  let running = false;

  const tickCrash = () => {
    // A tick that has not finished after CRASH_TICK_TIMEOUT_MS is given up (logged) so the game never stops waiting.
    const now = Date.now();
    const tick = Promise.all([advanceCrash(deps.db, now, deps.log), tableRounds.advance(deps.db, now, deps.log), bingoRounds.advance(deps.db, now, deps.log), virtualRaces.advance(deps.db, now, deps.log)]).then(() => undefined);
    const timeout = new Promise<void>((resolve) => {
      const t = setTimeout(() => { deps.log('crash tick still running after 10 s; the next one starts'); resolve(); }, CRASH_TICK_TIMEOUT_MS);
      t.unref();
      void tick.finally(() => clearTimeout(t)).catch(() => undefined);
    });
    crashTick = Promise.race([tick, timeout]).catch((err: unknown) => deps.log('crash tick failed', err)).finally(() => {
      if (running) {
        crashTimer = setTimeout(tickCrash, CRASH_TICK_MS);
        crashTimer.unref();
      }
    });
  };

  return {
    start() {
      if (running) return;
      running = true;
      tickCrash();
      purgeTimer = setInterval(() => {
        purgeExpiredSessions(deps.db).catch((err: unknown) => deps.log('session purge failed', err));
        purgeExpiredCounters(deps.db).catch((err: unknown) => deps.log('counter purge failed', err));
      }, PURGE_EVERY_MS);
      purgeTimer.unref();
      simulator = createSimulator({ db: deps.db, speed: deps.simSpeed, log: deps.log });
      simulator.start(SIM_TICK_MS);
    },
    async stop() {
      if (!running) return;
      running = false;
      if (crashTimer) clearTimeout(crashTimer);
      if (purgeTimer) clearInterval(purgeTimer);
      await Promise.all([simulator?.stop(), crashTick]);
      simulator = null;
    },
  };
}
