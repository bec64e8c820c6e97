import type { RedirectAnswer } from '../../streams/schemas/startup.ts';
import type { Queryable } from '../db/index.ts';

// Redirect-light (C02, R23). The rule for the path of the asked url is followed through chains of rules
// (A -> B -> C answers C, breadcrumbs [A, B, C]); the asked query string is kept (the target's own parameters
// win on a clash). A loop or a chain longer than MAX_HOPS is not followed: the answer is "no redirect" and the
// problem is logged. An absolute target URL ends the chain (another site's rules are not ours).

export const MAX_HOPS = 10;
const LOCAL = 'http://local.invalid';

interface RuleRow {
  id: number;
  from_path: string;
  to_url: string;
  code: 301 | 302 | 307 | 308;
  reasons: string[];
}

export interface RedirectRule {
  id: number;
  fromPath: string;
  toUrl: string;
  code: 301 | 302 | 307 | 308;
  reasons: string[];
  enabled: boolean;
  createdAt: string;
}

/** Path without a trailing slash (except the root). */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/** '/en/x' -> { lang: 'en', wildcard: '/{lang}/x' } when the first segment is a site language. */
export function langWildcard(path: string, languages: readonly string[]): { lang: string; wildcard: string } | null {
  const m = /^\/([a-z]{2})(\/.*)?$/.exec(path);
  if (!m?.[1] || !languages.includes(m[1])) return null;
  return { lang: m[1], wildcard: `/{lang}${m[2] ?? ''}` };
}

async function findRule(db: Queryable, path: string, languages: readonly string[]): Promise<{ rule: RuleRow; lang: string | null } | null> {
  const wild = langWildcard(path, languages);
  const rows = await db.query<RuleRow>(
    `SELECT id, from_path, to_url, code, reasons FROM redirect_rules
     WHERE enabled AND from_path IN ($1, $2) ORDER BY (from_path = $1) DESC LIMIT 1`,
    [path, wild?.wildcard ?? path],
  );
  const rule = rows[0];
  if (!rule) return null;
  return { rule, lang: wild?.lang ?? null };
}

export interface ResolveLog {
  warn(obj: Record<string, unknown>, msg: string): void;
}

/** Resolves the redirect for an asked url (absolute or a path). Throws on an unparsable url. */
export async function resolveRedirect(
  db: Queryable, askedUrl: string, languages: readonly string[], log: ResolveLog,
): Promise<RedirectAnswer> {
  const asked = new URL(askedUrl, LOCAL);
  const startPath = normalizePath(asked.pathname);
  const breadcrumbs = [startPath];
  const reasons: string[] = [];
  let code: RuleRow['code'] = 301;
  let target: URL | null = null;
  let path = startPath;

  for (let hop = 0; ; hop++) {
    const found = await findRule(db, path, languages);
    if (!found) break;
    if (hop === MAX_HOPS) {
      log.warn({ url: askedUrl, breadcrumbs }, `redirect chain longer than ${MAX_HOPS} hops, not followed`);
      return { redirect: false };
    }
    const { rule, lang } = found;
    if (hop === 0) code = rule.code;
    for (const r of rule.reasons) if (!reasons.includes(r)) reasons.push(r);
    const to = lang ? rule.to_url.replaceAll('{lang}', lang) : rule.to_url;
    target = new URL(to, LOCAL);
    if (target.origin !== LOCAL) {
      breadcrumbs.push(target.href);
      break;
    }
    const nextPath = normalizePath(target.pathname);
    if (breadcrumbs.includes(nextPath)) {
      log.warn({ url: askedUrl, breadcrumbs: [...breadcrumbs, nextPath] }, 'cyclic redirect detected, not followed');
      return { redirect: false };
    }
    breadcrumbs.push(nextPath);
    path = nextPath;
  }

  if (!target) return { redirect: false };
  // Keep the asked query; the target's own parameters win.
  for (const [k, val] of asked.searchParams) if (!target.searchParams.has(k)) target.searchParams.append(k, val);
  const url = target.origin === LOCAL ? `${target.pathname}${target.search}${target.hash}` : target.href;
  return { redirect: true, code, url, reasons, breadcrumbs };
}

// ------------------------------------------------------------------------------------------ rule management

interface FullRuleRow extends RuleRow {
  enabled: boolean;
  created_at: Date;
}

function toRule(r: FullRuleRow): RedirectRule {
  return { id: r.id, fromPath: r.from_path, toUrl: r.to_url, code: r.code, reasons: r.reasons, enabled: r.enabled, createdAt: r.created_at.toISOString() };
}

export async function listRedirectRules(db: Queryable): Promise<RedirectRule[]> {
  const rows = await db.query<FullRuleRow>('SELECT id, from_path, to_url, code, reasons, enabled, created_at FROM redirect_rules ORDER BY id');
  return rows.map(toRule);
}

/** Adds a rule, or replaces the rule with the same fromPath. */
export async function upsertRedirectRule(
  db: Queryable, rule: { fromPath: string; toUrl: string; code: number; reasons: string[]; enabled: boolean },
): Promise<RedirectRule> {
  const row = await db.one<FullRuleRow>(
    `INSERT INTO redirect_rules (from_path, to_url, code, reasons, enabled) VALUES ($1, $2, $3, $4::jsonb, $5)
     ON CONFLICT (from_path) DO UPDATE SET to_url = EXCLUDED.to_url, code = EXCLUDED.code, reasons = EXCLUDED.reasons, enabled = EXCLUDED.enabled
     RETURNING id, from_path, to_url, code, reasons, enabled, created_at`,
    [normalizePath(rule.fromPath), rule.toUrl, rule.code, JSON.stringify(rule.reasons), rule.enabled],
  );
  if (!row) throw new Error('redirect rule upsert returned nothing');
  return toRule(row);
}

export async function deleteRedirectRule(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM redirect_rules WHERE id = $1 RETURNING id', [id])).length > 0;
}
