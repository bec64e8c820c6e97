import * as v from 'valibot';
import {
  MaintenanceConfigSchema, OperatorDomainSchema, SITE_LANGUAGES, SiteConfigSchema, type ConfigGroups, type SiteConfig,
} from '../../streams/schemas/site-config.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { DEFAULT_CONFIG_GROUPS, DEFAULT_SITE_CONFIG, type StoredSiteConfig } from '../seed/site-config.ts';
import { describeIssues } from '../validate.ts';

// The site configuration lives in site_settings: one row per top-level SiteConfig key and one row per config
// group ('group.<name>'). Reading merges the rows over the code defaults (so a key added in code appears at
// once) and checks each key against the shared schema; a corrupt row falls back to its default and is logged.

export const GROUP_PREFIX = 'group.';
export const GROUP_NAME = /^[a-z][a-z0-9_-]{0,39}$/;

const STORED_KEYS = Object.keys(DEFAULT_SITE_CONFIG) as (keyof StoredSiteConfig)[];
const OBJECT_KEYS = ['features', 'maintenance', 'pwaManifest'] as const;

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The stored configuration (not yet localised), defaults filled in. */
export async function readStoredConfig(db: Queryable, log: (msg: string) => void = console.warn): Promise<StoredSiteConfig> {
  const rows = await db.query<{ key: string; value: unknown }>(
    `SELECT key, value FROM site_settings WHERE key NOT LIKE 'group.%'`,
  );
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const out: Record<string, unknown> = {};
  for (const key of STORED_KEYS) out[key] = storedValue(key, stored, log);
  return out as StoredSiteConfig;
}

/**
 * One key of the stored configuration, exactly as readStoredConfig(db)[key] would give it, reading only its row
 * (bet placement reads the coupon settings on every call).
 */
export async function readStoredConfigKey<K extends keyof StoredSiteConfig>(db: Queryable, key: K, log: (msg: string) => void = console.warn): Promise<StoredSiteConfig[K]> {
  const rows = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM site_settings WHERE key = $1', [key]);
  return storedValue(key, new Map(rows.map((r) => [r.key, r.value])), log) as StoredSiteConfig[K];
}

function storedValue(key: keyof StoredSiteConfig, stored: Map<string, unknown>, log: (msg: string) => void): unknown {
  const fallback = DEFAULT_SITE_CONFIG[key];
  let value = stored.has(key) ? stored.get(key) : fallback;
  if ((OBJECT_KEYS as readonly string[]).includes(key) && isPlainObject(value) && isPlainObject(fallback)) {
    value = { ...fallback, ...value };
  }
  const check = v.safeParse(SiteConfigSchema.entries[key], value);
  if (!check.success) {
    log(`site_settings "${key}" is invalid (${describeIssues(check.issues).join('; ')}); using the default`);
    return fallback;
  }
  // What the schema made of it: normalised, and a key with its own safe default (mainDomain) replaced by it.
  return check.output;
}

const LANG_OBJECT_KEY = '$t';

/** Applies the localisation conventions (see server/seed/site-config.ts) for one language. */
export function localize<T>(value: T, lang: string): T {
  const walk = (x: unknown): unknown => {
    if (typeof x === 'string') return x.includes('{lang}') ? x.replaceAll('{lang}', lang) : x;
    if (Array.isArray(x)) return x.map(walk);
    if (isPlainObject(x)) {
      const keys = Object.keys(x);
      const texts = x[LANG_OBJECT_KEY];
      if (keys.length === 1 && isPlainObject(texts)) {
        const pick = texts[lang] ?? texts.en ?? texts.ru ?? Object.values(texts)[0];
        return typeof pick === 'string' ? pick : '';
      }
      return Object.fromEntries(keys.map((k) => [k, walk(x[k])]));
    }
    return x;
  };
  return walk(value) as T;
}

/** The SiteConfig answered to clients and preloaded into index.html, for one site language. */
export function siteConfigFor(stored: StoredSiteConfig, lang: string, opts: { isProduction: boolean }): SiteConfig {
  return { ...localize(stored, lang), isProduction: opts.isProduction };
}

export async function readConfigGroups(db: Queryable, names: readonly string[], lang: string): Promise<ConfigGroups> {
  if (names.length === 0) return {};
  const rows = await db.query<{ key: string; value: unknown }>(
    `SELECT key, value FROM site_settings WHERE key IN (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
    names.map((n) => `${GROUP_PREFIX}${n}`),
  );
  const found = new Map(rows.map((r) => [r.key.slice(GROUP_PREFIX.length), r.value]));
  const out: ConfigGroups = {};
  for (const name of names) {
    const value = found.get(name);
    // Unknown groups answer an empty object, so one bad name does not fail the whole call.
    out[name] = isPlainObject(value) ? localize(value, lang) : {};
  }
  return out;
}

// ----------------------------------------------------------------------------------------- writing (dev API)

const LanguagesSchema = v.pipe(
  v.array(v.picklist(SITE_LANGUAGES, 'must be one of the languages the app ships')),
  v.minLength(1, 'at least one language'),
  v.check((list) => new Set(list).size === list.length, 'languages must not repeat'),
);

/** A partial SiteConfig: any top-level key; object keys merge into what is stored. Unknown keys are refused. */
export const SiteConfigPatchSchema = v.strictObject({
  ...v.partial(v.omit(SiteConfigSchema, ['isProduction', 'features', 'maintenance', 'pwaManifest', 'languages', 'mainDomain'])).entries,
  languages: v.optional(LanguagesSchema),
  features: v.optional(v.strictObject(v.partial(SiteConfigSchema.entries.features).entries)),
  maintenance: v.optional(v.strictObject(v.partial(MaintenanceConfigSchema).entries)),
  pwaManifest: v.optional(v.strictObject(v.partial(SiteConfigSchema.entries.pwaManifest).entries)),
  // Refused when malformed (the read side would quietly drop it to "none").
  mainDomain: v.optional(OperatorDomainSchema),
});
export type SiteConfigPatch = v.InferOutput<typeof SiteConfigPatchSchema>;

function crossCheck(config: StoredSiteConfig): string[] {
  const problems: string[] = [];
  if (!config.languages.includes(config.defaultLanguage)) problems.push(`defaultLanguage "${config.defaultLanguage}" is not in languages`);
  for (const l of config.hiddenLanguagesForAnonymous) {
    if (!config.languages.includes(l)) problems.push(`hiddenLanguagesForAnonymous: "${l}" is not in languages`);
  }
  if (!/^#[0-9a-fA-F]{3,8}$/.test(config.pwaManifest.themeColor)) problems.push('pwaManifest.themeColor must be a #hex colour');
  return problems;
}

async function upsertSetting(tx: Queryable, key: string, value: unknown): Promise<void> {
  await tx.query(
    `INSERT INTO site_settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

/** Applies a validated patch inside the caller's transaction; answers the new stored config. */
export async function patchSiteConfig(tx: Queryable, patch: SiteConfigPatch): Promise<StoredSiteConfig> {
  const current = await readStoredConfig(tx);
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const prev = next[key];
    next[key] = isPlainObject(value) && isPlainObject(prev) ? { ...prev, ...value } : value;
  }
  const merged = next as StoredSiteConfig;
  const problems = crossCheck(merged);
  if (problems.length > 0) throw new ApiError(400, 'invalid_settings', 'Invalid site settings', problems);
  for (const key of Object.keys(patch)) {
    if (patch[key as keyof SiteConfigPatch] !== undefined) await upsertSetting(tx, key, next[key]);
  }
  return merged;
}

export async function setConfigGroup(tx: Queryable, name: string, value: Record<string, unknown>): Promise<void> {
  if (!GROUP_NAME.test(name)) throw new ApiError(400, 'invalid_group', 'Invalid config group name', `"${name}" must match ${GROUP_NAME}`);
  await upsertSetting(tx, `${GROUP_PREFIX}${name}`, value);
}

export async function deleteConfigGroup(tx: Queryable, name: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM site_settings WHERE key = $1 RETURNING key', [`${GROUP_PREFIX}${name}`]);
  return rows.length > 0;
}

/** Writes every default key that is not stored yet (first start, and keys added by a newer version). */
export async function seedSettings(tx: Queryable): Promise<void> {
  const entries: [string, unknown][] = [
    ...STORED_KEYS.map((k) => [k, DEFAULT_SITE_CONFIG[k]] as [string, unknown]),
    ...Object.entries(DEFAULT_CONFIG_GROUPS).map(([name, value]) => [`${GROUP_PREFIX}${name}`, value] as [string, unknown]),
  ];
  for (const [key, value] of entries) {
    await tx.query('INSERT INTO site_settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING', [key, JSON.stringify(value)]);
  }
}
