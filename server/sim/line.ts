import type { Queryable } from '../db/index.ts';
import { mulberry32 } from '../seed/prng.ts';
import { champRows, type sportsTargets } from '../seed/sports.ts';
import { type BuiltGame, type ChampRow, buildUpcoming, insertGames, isSyntheticChamp, realDurationSec } from '../sports/build.ts';
import { SPORTS } from '../sports/catalog.ts';
import type { RmGame, SportsReadModel } from '../sports/read-model.ts';
import { rulesOf } from '../sports/rules.ts';
import { driftParams } from './game-clock.ts';
import { reprice } from './market-moves.ts';
import { marketRows, newWork, type OutcomeUpdate, type SimState } from './sim-model.ts';

// The line of upcoming games: its odds drift a little every tick, and new games are scheduled so it never runs dry
// (synthetic championships follow each other every half game).

const MAX_NEW_GAMES_PER_TICK = 40;
const LINE_DRIFT_PER_TICK = 2;
/** The line reaches this far ahead (wall time at SIM_SPEED 1). */
const LINE_HORIZON_MS = 24 * 3600_000;

export interface LineDeps {
  rm: SportsReadModel;
  speed: number;
  random: () => number;
  targets: ReturnType<typeof sportsTargets>;
}

export function createLine(deps: LineDeps) {
  const { rm, random, targets } = deps;
  const champs = champRows();
  const champById = new Map(champs.map((c) => [c.id, c]));

  /** Drifts a few upcoming games and reprices them (their odds into `outcomes`); answers their new sim to write. */
  function driftLine(upcoming: RmGame[], outcomes: OutcomeUpdate[]): Array<{ id: number; sim: SimState }> {
    const drifted: Array<{ id: number; sim: SimState }> = [];
    if (upcoming.length === 0) return drifted;
    for (let i = 0; i < LINE_DRIFT_PER_TICK; i++) {
      const row = upcoming[Math.floor(random() * upcoming.length)]!;
      const slug = rm.sports.get(row.sportId)?.slug;
      if (!slug) continue;
      const rules = rulesOf(slug);
      const w = newWork(row, slug, rules, { status: 1, period: 0, timeSec: 0, score: row.score, brk: 0 }, [], false);
      driftParams(w.sim, rules, random, 0.5);
      reprice(w, marketRows(row.markets), outcomes, []);
      drifted.push({ id: row.id, sim: w.sim });
    }
    return drifted;
  }

  async function schedule(tx: Queryable, t: number, upcoming: RmGame[]): Promise<number> {
    const horizon = LINE_HORIZON_MS / deps.speed;
    const byChamp = new Map<number, { n: number; last: Date }>();
    for (const g of upcoming) {
      const c = byChamp.get(g.champId) ?? { n: 0, last: new Date(0) };
      c.n++;
      if (g.startAt > c.last.getTime()) c.last = new Date(g.startAt);
      byChamp.set(g.champId, c);
    }
    const counts = [...byChamp].map(([champ_id, c]) => ({ champ_id, ...c }));
    const built: BuiltGame[] = [];
    const rand = mulberry32(Math.floor(random() * 2 ** 32));
    // Synthetic championships: the next games follow each other every half game.
    for (const c of champs.filter(isSyntheticChamp)) {
      const have = byChamp.get(c.id);
      let last = Math.max(t, have?.last.getTime() ?? t);
      for (let k = have?.n ?? 0; k < targets.syntheticUpcoming; k++) {
        last += (realDurationSec(rulesOf(c.sportSlug)) * 500) / deps.speed;
        built.push(newGame(c, new Date(last), rand));
      }
    }
    // The line: keep `targets.upcoming` regular upcoming games, refilled at the far end of the horizon.
    const regularUpcoming = counts.filter((c) => {
      const ch = champById.get(c.champ_id);
      return ch && !isSyntheticChamp(ch);
    }).reduce((s, c) => s + c.n, 0);
    const missing = Math.min(MAX_NEW_GAMES_PER_TICK, targets.upcoming - regularUpcoming);
    const pool = champs.filter((c) => !isSyntheticChamp(c) && c.sportSlug !== 'politics');
    for (let k = 0; k < missing; k++) {
      const c = weightedChamp(pool, rand);
      const offset = missing > 20 ? horizon * (0.05 + 0.95 * rand()) : horizon * (0.85 + 0.15 * rand());
      built.push(newGame(c, new Date(Math.floor((t + offset) / 60_000) * 60_000), rand));
    }
    if (built.length > 0) await insertGames(tx, built);
    return built.length;
  }

  function newGame(c: ChampRow, startAt: Date, rand: () => number): BuiltGame {
    const sport = SPORTS.find((s) => s.id === c.sportId)!;
    const i = Math.floor(rand() * c.teams.length);
    let j = Math.floor(rand() * (c.teams.length - 1));
    if (j >= i) j++;
    return buildUpcoming({
      champ: c, sport, home: c.teams[i]!, away: c.teams[j]!, startAt, isTop: false,
      hasVideo: c.cyberType === 'stream' || isSyntheticChamp(c), seed: Math.floor(rand() * 2 ** 31), samples: 300,
    });
  }

  return { driftLine, schedule };
}

function weightedChamp(pool: ChampRow[], rand: () => number): ChampRow {
  const weights = pool.map((c) => {
    const sport = SPORTS.find((s) => s.id === c.sportId)!;
    return Math.max(0.2, sport.weight) * (c.isTop ? 3 : 1) / pool.filter((x) => x.sportId === c.sportId).length;
  });
  let x = rand() * weights.reduce((s, w) => s + w, 0);
  for (let i = 0; i < pool.length; i++) {
    x -= weights[i]!;
    if (x < 0) return pool[i]!;
  }
  return pool[pool.length - 1]!;
}
