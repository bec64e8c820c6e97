import type { Queryable } from '../db/index.ts';
import { CHAMPS, COUNTRIES, POLITICS_CANDIDATES, SPORTS, type SportDef, slugify, teamNames } from '../sports/catalog.ts';
import { type BuiltGame, type ChampRow, buildFinished, buildLive, buildOutright, buildUpcoming, insertGames, isSyntheticChamp, realDurationSec } from '../sports/build.ts';
import { regularSec, rulesOf } from '../sports/rules.ts';
import { mulberry32, seedFrom } from './prng.ts';
import { advanceToto, seedLotto, seedTotoHistory } from '../sports/toto-lotto.ts';

// The sports seed (issue 4): 36 sports (11 of them cyber), 36 countries, 237 championships, and in the full size
// 1,500 upcoming games, 100 live games, ~700 finished games (results, statistics) and outrights, each game with
// 20+ priced markets (100+ on top games). Content is deterministic (seeded PRNG); start times are relative to the
// moment the seed runs, and the simulator (server/sim) keeps the numbers up from then on.
//
// Size: SPORTS_SEED=full (default) | small (tests: every championship, a few games) | none.
// Under vitest the default is small so every server test file starts fast.

export interface SportsSeedSize {
  upcoming: number;
  live: number;
  finishedPerChamp: number;
  /** Upcoming games per synthetic championship (each also gets one live game). */
  syntheticUpcoming: number;
  samples: number;
}

export const FULL_SEED: SportsSeedSize = { upcoming: 1500, live: 100, finishedPerChamp: 8, syntheticUpcoming: 4, samples: 300 };
export const SMALL_SEED: SportsSeedSize = { upcoming: 70, live: 24, finishedPerChamp: 2, syntheticUpcoming: 1, samples: 40 };

export function sportsSeedSize(env: Record<string, string | undefined> = process.env): SportsSeedSize | null {
  const v = env['SPORTS_SEED'] ?? (env['VITEST'] ? 'small' : 'full');
  if (v === 'none') return null;
  return v === 'small' ? SMALL_SEED : FULL_SEED;
}

/** Targets the simulator keeps (the seed size's counts). */
export function sportsTargets(size: SportsSeedSize | null = sportsSeedSize()): { upcoming: number; live: number; syntheticUpcoming: number } {
  const s = size ?? SMALL_SEED;
  return { upcoming: s.upcoming, live: s.live, syntheticUpcoming: s.syntheticUpcoming };
}

const SPORT_BY_SLUG = new Map(SPORTS.map((s) => [s.slug, s]));
const COUNTRY_BY_SLUG = new Map(COUNTRIES.map((c) => [c.slug, c]));

/** Championship rows with their team pools (deterministic). */
export function champRows(): Array<ChampRow & { name: string; slug: string; countryId: number | null; special: string | null; livePollMs: number | null; sort: number }> {
  const slugs = new Set<string>();
  return CHAMPS.map((def, i) => {
    const sport = SPORT_BY_SLUG.get(def.sport)!;
    const country = def.country ? COUNTRY_BY_SLUG.get(def.country)! : null;
    let slug = slugify(country && !['world', 'europe'].includes(country.slug) ? `${country.slug}-${def.name}` : def.name);
    while (slugs.has(`${sport.slug}/${slug}`)) slug += '-2';
    slugs.add(`${sport.slug}/${slug}`);
    const rand = mulberry32(seedFrom(`teams:${sport.slug}:${slug}`));
    const teamCountries = def.teamCountries ?? (country ? [country.slug] : []);
    let teams: string[];
    if (sport.slug === 'politics') teams = POLITICS_CANDIDATES;
    else if (teamCountries.length === 0 && !sport.individual && !sport.isCyber) {
      // National teams.
      teams = COUNTRIES.filter((c) => c.cities.length > 0).map((c) => c.names.en);
    } else {
      const cities = teamCountries.length > 0 ? teamCountries.flatMap((c) => COUNTRY_BY_SLUG.get(c)!.cities) : COUNTRIES.flatMap((c) => c.cities);
      teams = teamNames(sport, cities.length > 0 ? cities : ['Central'], rand, sport.individual ? 24 : 16);
    }
    return {
      id: i + 1, sportId: sport.id, sportSlug: sport.slug, isTop: Boolean(def.top), cyberType: def.cyberType ?? null, teams,
      name: def.name, slug, countryId: country?.id ?? null, special: def.special ?? null, livePollMs: def.livePollMs ?? null, sort: i,
    };
  });
}

/** Spreads `total` games over championships by sport weight (top ones 3x), at least `min` each. */
function allocate(champs: ChampRow[], total: number, min: number): Map<number, number> {
  const weightOf = (c: ChampRow) => {
    const sport = SPORTS.find((s) => s.id === c.sportId)!;
    const siblings = champs.filter((x) => x.sportId === c.sportId).length;
    return (sport.weight / siblings) * (c.isTop ? 3 : 1);
  };
  const out = new Map<number, number>();
  const base = Math.min(min, Math.floor(total / Math.max(1, champs.length)));
  let left = total - base * champs.length;
  const weights = champs.map(weightOf);
  const sum = weights.reduce((s, w) => s + w, 0);
  const shares = champs.map((c, i) => ({ c, exact: (left * weights[i]!) / sum }));
  for (const { c, exact } of shares) out.set(c.id, base + Math.floor(exact));
  left -= shares.reduce((s, x) => s + Math.floor(x.exact), 0);
  shares.sort((a, b) => (b.exact % 1) - (a.exact % 1));
  for (let i = 0; i < left; i++) out.set(shares[i % shares.length]!.c.id, out.get(shares[i % shares.length]!.c.id)! + 1);
  return out;
}

function pair(teams: string[], rand: () => number): [string, string] {
  const i = Math.floor(rand() * teams.length);
  let j = Math.floor(rand() * (teams.length - 1));
  if (j >= i) j++;
  return [teams[i]!, teams[j]!];
}

export async function seedSports(tx: Queryable, size: SportsSeedSize | null = sportsSeedSize(), now: Date = new Date()): Promise<void> {
  await tx.query(
    `INSERT INTO sports (id, name, names, slug, sort, score_model, is_cyber, live_poll_ms)
     SELECT id, name, names, slug, sort, score_model, is_cyber, live_poll_ms FROM jsonb_to_recordset($1::jsonb)
       AS x(id int, name text, names jsonb, slug text, sort int, score_model text, is_cyber boolean, live_poll_ms int)`,
    [JSON.stringify(SPORTS.map((s, i) => ({ id: s.id, name: s.names.en, names: s.names, slug: s.slug, sort: i, score_model: rulesOf(s.slug).model, is_cyber: s.isCyber, live_poll_ms: s.livePollMs })))],
  );
  await tx.query(
    `INSERT INTO countries (id, iso, name, names, slug) SELECT id, iso, name, names, slug FROM jsonb_to_recordset($1::jsonb)
       AS x(id int, iso text, name text, names jsonb, slug text)`,
    [JSON.stringify(COUNTRIES.map((c) => ({ id: c.id, iso: c.iso, name: c.names.en, names: c.names, slug: c.slug })))],
  );
  const champs = champRows();
  await tx.query(
    `INSERT INTO championships (id, sport_id, country_id, name, slug, sort, is_top, cyber_type, live_poll_ms, special_slug)
     SELECT id, sport_id, country_id, name, slug, sort, is_top, cyber_type, live_poll_ms, special_slug FROM jsonb_to_recordset($1::jsonb)
       AS x(id int, sport_id int, country_id int, name text, slug text, sort int, is_top boolean, cyber_type text, live_poll_ms int, special_slug text)`,
    [JSON.stringify(champs.map((c) => ({ id: c.id, sport_id: c.sportId, country_id: c.countryId, name: c.name, slug: c.slug, sort: c.sort, is_top: c.isTop, cyber_type: c.cyberType, live_poll_ms: c.livePollMs, special_slug: c.special })))],
  );
  await tx.query('INSERT INTO sports_sim_state (id, last_tick_at) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [now]);
  if (!size) return;

  const rand = mulberry32(seedFrom('sports-seed'));
  const sportOf = (c: ChampRow): SportDef => SPORT_BY_SLUG.get(c.sportSlug)!;
  const games: BuiltGame[] = [];
  const at = (offsetSec: number) => new Date(Math.floor((now.getTime() + offsetSec * 1000) / 60_000) * 60_000);
  const regular = champs.filter((c) => !isSyntheticChamp(c) && c.sportSlug !== 'politics');
  const synthetic = champs.filter(isSyntheticChamp);
  let seq = 0;
  const nextSeed = () => seedFrom(`game:${seq++}`);

  // Upcoming games over the next 24 hours (a quarter of them within 3 hours), 2 or more per championship.
  const upcoming = allocate(regular, size.upcoming, size.upcoming >= regular.length * 2 ? 2 : 0);
  for (const c of regular) {
    const count = upcoming.get(c.id) ?? 0;
    for (let k = 0; k < count; k++) {
      const [home, away] = pair(c.teams, rand);
      const offset = rand() < 0.25 ? 600 + rand() * 3 * 3600 : 600 + rand() * 24 * 3600;
      const top = c.isTop && k < 2 && ['goals', 'points'].includes(rulesOf(c.sportSlug).model);
      games.push(buildUpcoming({ champ: c, sport: sportOf(c), home, away, startAt: at(offset), isTop: top, hasVideo: c.cyberType === 'stream' || (top && rand() < 0.5), seed: nextSeed(), samples: size.samples }));
    }
  }

  // Live games: already under way, played up to now with the simulator's own step.
  const liveRegular = size.live - synthetic.length;
  const liveAlloc = allocate(regular.filter((c) => c.sportSlug !== 'boxing'), Math.max(0, liveRegular), 0);
  for (const c of regular) {
    const count = liveAlloc.get(c.id) ?? 0;
    const rules = rulesOf(c.sportSlug);
    for (let k = 0; k < count; k++) {
      const [home, away] = pair(c.teams, rand);
      const elapsed = regularSec(rules) * (0.05 + 0.8 * rand());
      const top = c.isTop && k === 0 && ['goals', 'points'].includes(rules.model);
      games.push(buildLive({
        champ: c, sport: sportOf(c), home, away, startAt: at(-elapsed * 1.15 - 60), isTop: top,
        hasVideo: c.cyberType === 'stream' || rand() < 0.2, seed: nextSeed(), samples: size.samples, elapsedPlaySec: elapsed, rand,
      }));
    }
  }

  // Synthetic (virtual) championships: one game live, the next ones every half game.
  for (const c of synthetic) {
    const rules = rulesOf(c.sportSlug);
    const real = realDurationSec(rules);
    const [home, away] = pair(c.teams, rand);
    games.push(buildLive({ champ: c, sport: sportOf(c), home, away, startAt: at(-real * 0.4), isTop: false, hasVideo: true, seed: nextSeed(), samples: size.samples, elapsedPlaySec: regularSec(rules) * 0.4, rand }));
    for (let k = 1; k <= size.syntheticUpcoming; k++) {
      const [h, a] = pair(c.teams, rand);
      games.push(buildUpcoming({ champ: c, sport: sportOf(c), home: h, away: a, startAt: new Date(now.getTime() + real * 1000 * (0.6 + (k - 1) * 0.5)), isTop: false, hasVideo: true, seed: nextSeed(), samples: size.samples }));
    }
  }

  // Finished games over the last 3 days (results and statistics).
  for (const c of [...regular, ...synthetic]) {
    for (let k = 0; k < size.finishedPerChamp; k++) {
      const [home, away] = pair(c.teams, rand);
      games.push(buildFinished({ champ: c, sport: sportOf(c), home, away, startAt: at(-(3 * 3600 + rand() * 69 * 3600)), isTop: false, hasVideo: false, seed: nextSeed(), rand }));
    }
  }

  // Outrights: the winners of the top championships, and the politics markets.
  const season = new Date(Date.UTC(now.getUTCFullYear() + (now.getUTCMonth() >= 5 ? 1 : 0), 4, 31, 18));
  for (const c of champs.filter((x) => (x.isTop && x.sportSlug === 'football') || x.sportSlug === 'politics')) {
    const sport = sportOf(c);
    // The season in parts (the championship keeps its name, the page writes "winner" in its own language).
    const seasonText = sport.slug === 'politics' ? String(season.getUTCFullYear()) : `${season.getUTCFullYear() - 1}/${String(season.getUTCFullYear()).slice(2)}`;
    games.push(buildOutright({ champ: c, sport, name: c.name, season: seasonText, contenders: c.teams.slice(0, 12), startAt: season, seed: nextSeed() }));
  }

  // Bulk load: the secondary indexes of the two big tables are built once at the end (as in migration 020).
  for (const [name] of BULK_INDEXES) await tx.exec(`DROP INDEX IF EXISTS ${name}`);
  // Foreign keys are checked row by row by triggers; the rows built here reference each other by construction, so a
  // superuser (always the case on the embedded PGlite) skips those checks for this transaction only.
  const su = await tx.one<{ rolsuper: boolean }>('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
  if (su?.rolsuper) await tx.exec('SET LOCAL session_replication_role = replica');
  await insertGames(tx, games);
  if (su?.rolsuper) await tx.exec('SET LOCAL session_replication_role = origin');
  for (const [name, on] of BULK_INDEXES) await tx.exec(`CREATE INDEX ${name} ON ${on}`);
  // Planner statistics for the big tables (the full seed only: a small database is quick either way).
  if (size.upcoming >= 1000) await tx.exec('ANALYZE sports; ANALYZE championships; ANALYZE games; ANALYZE markets; ANALYZE outcomes');
}

/** Toto (past draws settled, the open and the next draw) and lotto (its games, past results, the next draws), R05. */
export async function seedTotoLotto(tx: Queryable, size: SportsSeedSize | null = sportsSeedSize(), now: Date = new Date()): Promise<void> {
  const full = (size?.upcoming ?? 0) >= 1000;
  await seedLotto(tx, now, full ? 20 : 5);
  if (!size) return;
  await seedTotoHistory(tx, full ? 6 : 2, full ? 200 : 40);
  await advanceToto(tx, now, 'toto-seed');
}

const BULK_INDEXES: ReadonlyArray<readonly [string, string]> = [
  ['outcomes_market_idx', 'outcomes (market_id, sort)'],
  ['outcomes_version_idx', 'outcomes (version)'],
  ['outcomes_status_idx', 'outcomes (status, updated_at)'],
  ['markets_game_idx', 'markets (game_id, sort)'],
  ['markets_version_idx', 'markets (version)'],
];

