import type { SportRules } from './rules.ts';
import type { RmGame } from './read-model.ts';

// The live clock of a game as its discipline shows it (issue 11): timed sports run their game clock to the end of the
// period; a MOBA or RTS map shows the minute of the current map, never past the discipline's realistic longest map;
// a shooter or fighting game shows the round of the current map and no clock; other 'sets' sports (tennis, volleyball)
// show the seconds of play as they were.

export interface LiveClock {
  /** Seconds of play on the clock at `now`; null: no clock. */
  timeSec: number | null;
  /** Seconds of play per second of wall time while the clock runs (0 when it is stopped). */
  clockRate: number;
  /** Where the clock stops (end of the period, or the longest map); null when it does not. */
  periodEndSec: number | null;
  /** The round being played on the current map (setClock 'round'). */
  round?: number;
}

export function liveClock(rules: SportRules | null, g: Pick<RmGame, 'status' | 'period' | 'gameTimeSec' | 'score' | 'sim' | 'seenAt'>, now: number, simSpeed: number): LiveClock {
  const running = g.status === 2;
  if (rules?.model === 'sets' && rules.setClock === 'round') {
    const map = g.score.periods[g.period - 1];
    return { timeSec: null, clockRate: 0, periodEndSec: null, ...(running && map ? { round: map[0] + map[1] + 1 } : {}) };
  }
  if (rules?.model === 'sets' && rules.setClock === 'map') {
    if (!running || g.gameTimeSec === null) return { timeSec: null, clockRate: 0, periodEndSec: null };
    const cap = rules.mapCapSec ?? 3600;
    const clockRate = simSpeed * (rules.clockRate ?? 1);
    const inMap = Math.max(0, g.gameTimeSec - (g.sim.ps ?? 0)) + ((now - g.seenAt) / 1000) * clockRate;
    return { timeSec: Math.min(cap, Math.floor(inMap)), clockRate, periodEndSec: cap };
  }
  const timed = rules !== null && (rules.model === 'goals' || rules.model === 'points' || rules.model === 'fight');
  const clockRate = running && timed ? simSpeed * (rules.clockRate ?? 1) : 0;
  let periodEndSec: number | null = null;
  if (timed && g.period > 0) {
    const per = rules.model === 'fight' ? (rules.roundSec ?? 300) : rules.periodSec;
    periodEndSec = g.period <= rules.periods ? g.period * per : rules.periods * per + (g.period - rules.periods) * (rules.otSec ?? 300);
  }
  let timeSec = g.gameTimeSec;
  if (timeSec !== null && clockRate > 0) {
    timeSec = Math.floor(timeSec + ((now - g.seenAt) / 1000) * clockRate);
    if (periodEndSec !== null) timeSec = Math.min(timeSec, periodEndSec);
  }
  return { timeSec, clockRate, periodEndSec };
}
