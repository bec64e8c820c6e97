import type { Db, Queryable } from '../db/index.ts';
import { seedSettings } from '../services/settings.ts';
import { DEMO_BLOCK_RULES, DEMO_REDIRECT_RULES } from './rules.ts';
import { seedSports, seedTotoLotto } from './sports.ts';

// Deterministic demo data. Each step runs once (recorded in seed_runs, in the same transaction as its data),
// so a restart never duplicates data and a newer version only adds its new steps. Steps must not use
// Math.random or the clock for content: use ./prng.ts (mulberry32(seedFrom('step name'))).

export interface SeedStep {
  name: string;
  run(tx: Queryable): Promise<void>;
}

export const SEED_STEPS: SeedStep[] = [
  { name: '001_site_settings', run: seedSettings },
  {
    name: '002_demo_rules',
    async run(tx) {
      for (const r of DEMO_REDIRECT_RULES) {
        await tx.query(
          'INSERT INTO redirect_rules (from_path, to_url, code, reasons, enabled) VALUES ($1, $2, $3, $4::jsonb, $5)',
          [r.fromPath, r.toUrl, r.code, JSON.stringify(r.reasons), r.enabled],
        );
      }
      for (const b of DEMO_BLOCK_RULES) {
        await tx.query(
          `INSERT INTO block_rules (path_prefix, user_agent_pattern, ip_cidr, auth_scope, display_type_id, template_type_id, priority, enabled, note)
           VALUES ($1, $2, $3::cidr, $4, $5, $6, $7, $8, $9)`,
          [b.pathPrefix, b.userAgentPattern, b.ipCidr, b.authScope, b.displayTypeId, b.templateTypeId, b.priority, b.enabled, b.note],
        );
      }
    },
  },
  // Sports (issue 4): sports, countries, championships, games with priced markets (SPORTS_SEED=full|small|none).
  { name: '020_sports', run: (tx) => seedSports(tx) },
  { name: '022_toto_lotto', run: (tx) => seedTotoLotto(tx) },
];

/** Applies the seed steps not applied yet; answers their names. */
export async function seed(db: Db, steps: SeedStep[] = SEED_STEPS): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    const done = await db.transaction(async (tx) => {
      // Lock the step's row so two servers starting on one PostgreSQL do not both run it.
      const inserted = await tx.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name', [step.name]);
      if (inserted.length === 0) return false;
      await step.run(tx);
      return true;
    });
    if (done) applied.push(step.name);
  }
  return applied;
}

/** Puts the site settings and the redirect and block rules back to the seed (dev API, e2e between tests). */
export async function resetSettingsAndRules(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Secrets (secret.*: the user-token key) stay: a reset must not log every user out or break signed links.
    await tx.exec(`DELETE FROM site_settings WHERE key NOT LIKE 'secret.%'; TRUNCATE redirect_rules, block_rules RESTART IDENTITY`);
    // Only the steps that fill those three tables (the sports and other data steps are not reset).
    for (const step of SEED_STEPS.filter((s) => s.name === '001_site_settings' || s.name === '002_demo_rules')) await step.run(tx);
  });
}
