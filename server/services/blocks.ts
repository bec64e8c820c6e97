import net from 'node:net';
import type { BlockAnswer } from '../../streams/schemas/startup.ts';
import type { Queryable } from '../db/index.ts';
import { langWildcard, normalizePath } from './redirects.ts';

// Block check (C03). A rule matches when every condition it sets matches (see 001_init.sql); the first match by
// priority then id answers { displayTypeId, templateTypeId }; no match answers { displayTypeId: 0, templateTypeId: null }.

export const NOT_BLOCKED: BlockAnswer = { displayTypeId: 0, templateTypeId: null };

export interface BlockQuery {
  path: string;
  userAgent: string;
  ip: string | null;
  auth: boolean;
}

/** '::ffff:1.2.3.4' -> '1.2.3.4'; anything that is not an IP address -> null. */
export function normalizeIp(ip: string | undefined | null): string | null {
  if (!ip) return null;
  const plain = ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  return net.isIP(plain) ? plain : null;
}

export async function checkBlock(db: Queryable, q: BlockQuery, languages: readonly string[]): Promise<BlockAnswer> {
  const path = normalizePath(q.path);
  const wild = langWildcard(path, languages)?.wildcard ?? path;
  const row = await db.one<{ display_type_id: number; template_type_id: number | null }>(
    `SELECT display_type_id, template_type_id FROM block_rules
     WHERE enabled
       AND (auth_scope = 'any' OR (auth_scope = 'auth') = $1)
       AND (user_agent_pattern IS NULL OR strpos(lower($2), lower(user_agent_pattern)) > 0)
       AND (ip_cidr IS NULL OR ($3::text IS NOT NULL AND $3::inet <<= ip_cidr))
       AND (path_prefix IS NULL
            OR $4 = path_prefix OR starts_with($4, rtrim(path_prefix, '/') || '/')
            OR $5 = path_prefix OR starts_with($5, rtrim(path_prefix, '/') || '/'))
     ORDER BY priority DESC, id
     LIMIT 1`,
    [q.auth, q.userAgent, normalizeIp(q.ip), path, wild],
  );
  return row ? { displayTypeId: row.display_type_id, templateTypeId: row.template_type_id } : NOT_BLOCKED;
}

// ------------------------------------------------------------------------------------------ rule management

export interface BlockRule {
  id: number;
  pathPrefix: string | null;
  userAgentPattern: string | null;
  ipCidr: string | null;
  authScope: 'any' | 'auth' | 'anon';
  displayTypeId: number;
  templateTypeId: number | null;
  priority: number;
  enabled: boolean;
  note: string;
}

interface BlockRow {
  id: number;
  path_prefix: string | null;
  user_agent_pattern: string | null;
  ip_cidr: string | null;
  auth_scope: 'any' | 'auth' | 'anon';
  display_type_id: number;
  template_type_id: number | null;
  priority: number;
  enabled: boolean;
  note: string;
}

const COLUMNS = 'id, path_prefix, user_agent_pattern, ip_cidr::text AS ip_cidr, auth_scope, display_type_id, template_type_id, priority, enabled, note';

function toRule(r: BlockRow): BlockRule {
  return {
    id: r.id, pathPrefix: r.path_prefix, userAgentPattern: r.user_agent_pattern, ipCidr: r.ip_cidr, authScope: r.auth_scope,
    displayTypeId: r.display_type_id, templateTypeId: r.template_type_id, priority: r.priority, enabled: r.enabled, note: r.note,
  };
}

export async function listBlockRules(db: Queryable): Promise<BlockRule[]> {
  return (await db.query<BlockRow>(`SELECT ${COLUMNS} FROM block_rules ORDER BY priority DESC, id`)).map(toRule);
}

export async function insertBlockRule(db: Queryable, rule: Omit<BlockRule, 'id'>): Promise<BlockRule> {
  const row = await db.one<BlockRow>(
    `INSERT INTO block_rules (path_prefix, user_agent_pattern, ip_cidr, auth_scope, display_type_id, template_type_id, priority, enabled, note)
     VALUES ($1, $2, $3::cidr, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      rule.pathPrefix === null ? null : normalizePath(rule.pathPrefix), rule.userAgentPattern, rule.ipCidr, rule.authScope,
      rule.displayTypeId, rule.templateTypeId, rule.priority, rule.enabled, rule.note,
    ],
  );
  if (!row) throw new Error('block rule insert returned nothing');
  return toRule(row);
}

export async function deleteBlockRule(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM block_rules WHERE id = $1 RETURNING id', [id])).length > 0;
}
