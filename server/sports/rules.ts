// How each sport is played, for the seed, the pricing and the live simulator (issue 4).
//
// Score models:
//  - goals:  a Poisson scoring process per team over timed periods (football, hockey, futsal, ...);
//  - points: many scoring events per team over timed periods (basketball, handball, ...): same process, more events;
//  - sets:   first to N sets, each set played to a target of points (tennis games, volleyball points, CS2 rounds);
//  - fight:  a fixed number of rounds scored by the judges, a knock-out can end it early (MMA, boxing);
//  - outright: long-term events only (politics): line, never live.
// Seconds are seconds of play; the simulator runs the clock SIM_SPEED times faster than the wall clock, and
// synthetic (virtual) games a further `clockRate` times faster.

export type ScoreModel = 'goals' | 'points' | 'sets' | 'fight' | 'outright';

export interface SportRules {
  model: ScoreModel;
  /** Regular periods (halves, quarters, innings) for goals/points. */
  periods: number;
  /** Length of one period, seconds of play. */
  periodSec: number;
  /** Break between periods, seconds of wall time at SIM_SPEED 1 (status 3 meanwhile). */
  breakSec: number;
  /** Expected total score of both sides over the regular time (goals/points). */
  avgTotal: number;
  /** No draws: a level game goes to overtime periods of otSec (basketball) until decided (3 at most, then a shoot-out point). */
  noDraw?: boolean;
  otSec?: number;
  // sets
  setsToWin?: number;
  setTarget?: number;
  lastSetTarget?: number;
  winBy?: number;
  /** A set ends at this many points even without a 2-point lead (tennis tie-break 7:6). */
  setCap?: number;
  /** Average seconds between two points of a set. */
  pointSec?: number;
  // fight
  rounds?: number;
  roundSec?: number;
  /** Chance that a round ends in a knock-out. */
  koPerRound?: number;
  /** Player markets (scorers) on top games. */
  players?: boolean;
  /** Synthetic games: the game clock runs this many times faster than SIM_SPEED. */
  clockRate?: number;
  /**
   * The live clock of a 'sets' sport, as its discipline shows it (timed sports run their game clock): 'map', the
   * minute of the current map, game or frame (MOBA, RTS, Rocket League), never past mapCapSec; 'round', the round of
   * the current map (shooters, fighting games), no clock. Without it (tennis, volleyball) the set and its points say it.
   */
  setClock?: 'map' | 'round';
  /** The longest a map of this discipline realistically runs, seconds. */
  mapCapSec?: number;
}

const goals = (periods: number, periodSec: number, avgTotal: number, extra: Partial<SportRules> = {}): SportRules => ({
  model: 'goals', periods, periodSec, breakSec: Math.min(900, periodSec / 3), avgTotal, ...extra,
});
const points = (periods: number, periodSec: number, avgTotal: number, extra: Partial<SportRules> = {}): SportRules => ({
  model: 'points', periods, periodSec, breakSec: 120, avgTotal, ...extra,
});
const sets = (setsToWin: number, setTarget: number, pointSec: number, extra: Partial<SportRules> = {}): SportRules => ({
  model: 'sets', periods: setsToWin * 2 - 1, periodSec: 0, breakSec: 60, avgTotal: 0, setsToWin, setTarget, pointSec, winBy: 2, ...extra,
});
const fight = (rounds: number, roundSec: number, koPerRound: number): SportRules => ({
  model: 'fight', periods: rounds, periodSec: roundSec, breakSec: 60, avgTotal: 0, rounds, roundSec, koPerRound,
});

/** Rules by sport slug (server/sports/catalog.ts lists the sports). */
export const SPORT_RULES: Record<string, SportRules> = {
  football: goals(2, 2700, 2.6, { players: true, breakSec: 900 }),
  'ice-hockey': goals(3, 1200, 5.4, { players: true, breakSec: 1020, noDraw: true, otSec: 300 }),
  basketball: points(4, 600, 162, { noDraw: true, otSec: 300 }),
  tennis: sets(2, 6, 150, { setCap: 7 }),
  volleyball: sets(3, 25, 35, { lastSetTarget: 15 }),
  handball: points(2, 1800, 56),
  baseball: goals(9, 600, 8.8, { noDraw: true, otSec: 600, breakSec: 60 }),
  'american-football': points(4, 900, 45, { noDraw: true, otSec: 600 }),
  rugby: points(2, 2400, 46),
  'table-tennis': sets(3, 11, 12),
  badminton: sets(2, 21, 12, { setCap: 30 }),
  futsal: goals(2, 1200, 5.6, { players: true }),
  'water-polo': points(4, 480, 20),
  snooker: sets(5, 1, 900),
  darts: sets(6, 3, 90),
  mma: fight(3, 300, 0.17),
  boxing: fight(12, 180, 0.04),
  cricket: points(2, 4800, 320, { noDraw: true, otSec: 600 }),
  'beach-volleyball': sets(2, 21, 30, { lastSetTarget: 15 }),
  'field-hockey': goals(4, 900, 4.4),
  floorball: goals(3, 1200, 10),
  bandy: goals(2, 2700, 7.5),
  'aussie-rules': points(4, 1200, 170),
  politics: { model: 'outright', periods: 0, periodSec: 0, breakSec: 0, avgTotal: 0 },
  marble: goals(2, 2700, 3.2, { clockRate: 18 }),
  // Cyber sport
  // A CS2/Valorant map is first to 13 rounds; a Dota 2 map about 40 minutes (35 s a kill), a LoL map about 32.
  cs2: sets(2, 13, 110, { setClock: 'round' }),
  'dota-2': sets(2, 40, 35, { setClock: 'map', mapCapSec: 80 * 60 }),
  'league-of-legends': sets(2, 25, 45, { setClock: 'map', mapCapSec: 60 * 60 }),
  valorant: sets(2, 13, 100, { setClock: 'round' }),
  'ea-fc': goals(2, 2700, 3.4, { clockRate: 7.5 }),
  ebasketball: points(4, 600, 150, { noDraw: true, otSec: 300, clockRate: 5 }),
  'mortal-kombat': sets(3, 2, 45, { setClock: 'round' }),
  // Best of five maps (a map is one point): 20+ markets like every other sport.
  'starcraft-2': sets(3, 1, 900, { setClock: 'map', mapCapSec: 60 * 60 }),
  'rocket-league': sets(3, 3, 80, { setClock: 'map', mapCapSec: 15 * 60 }),
  'rainbow-six': sets(2, 7, 120, { setClock: 'round' }),
  ehockey: goals(3, 1200, 6, { noDraw: true, otSec: 300, clockRate: 6 }),
};

export function rulesOf(slug: string): SportRules {
  const rules = SPORT_RULES[slug];
  if (!rules) throw new Error(`No rules for sport ${slug}`);
  return rules;
}

/** Seconds of regular play (goals/points/fight); an estimate for sets. */
export function regularSec(r: SportRules): number {
  if (r.model === 'sets') return (r.setsToWin ?? 2) * 1.6 * (r.setTarget ?? 1) * 1.7 * (r.pointSec ?? 60);
  if (r.model === 'fight') return (r.rounds ?? 3) * (r.roundSec ?? 300);
  return r.periods * r.periodSec;
}

/** The target of set `n` (1-based). */
export function setTargetOf(r: SportRules, n: number): number {
  const last = (r.setsToWin ?? 2) * 2 - 1;
  return n === last && r.lastSetTarget ? r.lastSetTarget : (r.setTarget ?? 1);
}

/** Whether a set at (h, a) points is over. */
export function setOver(r: SportRules, n: number, h: number, a: number): boolean {
  const target = setTargetOf(r, n);
  const winBy = target === 1 ? 1 : (r.winBy ?? 2);
  const hi = Math.max(h, a);
  if (r.setCap && hi >= r.setCap) return true;
  return hi >= target && Math.abs(h - a) >= winBy;
}
