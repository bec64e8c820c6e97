import type { SportRules } from './rules.ts';
import type { RmGame } from './read-model.ts';

// The live clock of a game as its discipline shows it (issue 11): timed sports run their game clock to the end of the
// period; a MOBA or RTS map shows the minute of the current map, never past the discipline's realistic longest map;
// a shooter or fighting game shows the round of the current map and no clock; other 'sets' sports (tennis, volleyball)
// show the time played.
//
// A clock is sent as its anchor (issue 21): the seconds of play at a wall time and the rate it runs at; the client
// runs it on from there (streams/sports/game-clock.ts), so the feeds need not send a game again for its clock to move.

export interface LiveClock {
  /** Seconds of play at `clockAt` (whole seconds); null: no clock. */
  timeSec: number | null;
  /** Wall time (epoch ms of the server's clock) at which the clock read `timeSec`. */
  clockAt: number;
  /** Seconds of play per second of wall time while the clock runs (0 when it is stopped). */
  clockRate: number;
  /** Where the clock stops (end of the period, or the longest map); null when it does not. */
  periodEndSec: number | null;
  /** The round being played on the current map (setClock 'round'). */
  round?: number;
}

export function liveClock(rules: SportRules | null, g: Pick<RmGame, 'status' | 'period' | 'clockSec' | 'clockAt' | 'score' | 'sim'>, simSpeed: number): LiveClock {
  const running = g.status === 2;
  if (rules?.model === 'sets' && rules.setClock === 'round') {
    const map = g.score.periods[g.period - 1];
    return { timeSec: null, clockAt: g.clockAt, clockRate: 0, periodEndSec: null, ...(running && map ? { round: map[0] + map[1] + 1 } : {}) };
  }
  if (rules?.model === 'sets' && rules.setClock === 'map') {
    if (!running || g.clockSec === null) return { timeSec: null, clockAt: g.clockAt, clockRate: 0, periodEndSec: null };
    return wholeSecond(Math.max(0, g.clockSec - (g.sim.ps ?? 0)), g.clockAt, simSpeed * (rules.clockRate ?? 1), rules.mapCapSec ?? 3600);
  }
  const timed = rules !== null && (rules.model === 'goals' || rules.model === 'points' || rules.model === 'fight');
  const clockRate = running && rules !== null ? simSpeed * (rules.clockRate ?? 1) : 0;
  let periodEndSec: number | null = null;
  if (timed && g.period > 0) {
    const per = rules.model === 'fight' ? (rules.roundSec ?? 300) : rules.periodSec;
    periodEndSec = g.period <= rules.periods ? g.period * per : rules.periods * per + (g.period - rules.periods) * (rules.otSec ?? 300);
  }
  return wholeSecond(g.clockSec, g.clockAt, clockRate, periodEndSec);
}

/** The anchor moved on to the clock's next whole second (and the time it gets there): answers carry whole seconds. */
function wholeSecond(sec: number | null, at: number, clockRate: number, periodEndSec: number | null): LiveClock {
  if (sec === null) return { timeSec: null, clockAt: at, clockRate, periodEndSec };
  if (periodEndSec !== null && sec >= periodEndSec) return { timeSec: periodEndSec, clockAt: at, clockRate, periodEndSec };
  if (clockRate <= 0) return { timeSec: Math.floor(sec), clockAt: at, clockRate, periodEndSec };
  const whole = Math.ceil(sec);
  return { timeSec: whole, clockAt: Math.round(at + ((whole - sec) / clockRate) * 1000), clockRate, periodEndSec };
}
