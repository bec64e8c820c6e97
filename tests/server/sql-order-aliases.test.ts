import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// PostgreSQL reads a bare name in ORDER BY as the OUTPUT column first: `SELECT id::text AS id ... ORDER BY id` sorts
// the text ("9" after "10"). That kept the crash game on round 9 for good once round 10 existed (issue 21). A sort
// by a column the select list casts to text must name the table (`ORDER BY crash_rounds.id`).

const SERVER = path.resolve(__dirname, '../../server');
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
  .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

/** The file's string constants (`const ROUND_COLUMNS = '...'`), so a statement that splices one in is read whole. */
function constantsOf(source: string): Map<string, string> {
  return new Map([...source.matchAll(/const (\w+) = (?:`([^`$]*)`|'([^'\n]*)')/g)].map((m) => [m[1]!, m[2] ?? m[3] ?? '']));
}

/** Every `x::text AS a ... ORDER BY ... a` in one statement (a string or template literal). */
function textAliasSorts(source: string): string[] {
  const found: string[] = [];
  const constants = constantsOf(source);
  for (const raw of source.match(/`[^`]*`|'[^'\n]*'/g) ?? []) {
    const literal = raw.replace(/\$\{(\w+)\}/g, (whole, name: string) => constants.get(name) ?? whole);
    for (const m of literal.matchAll(/::text AS (\w+)/g)) {
      const order = /ORDER BY ([^;]*)/.exec(literal.slice(m.index));
      if (order && new RegExp(`(^|[\\s,(])${m[1]}\\b(?!\\.)`).test(order[1]!)) found.push(`${m[1]}: ${literal.slice(0, 120)}`);
    }
  }
  return found;
}

describe('SQL sorts (issue 21)', () => {
  it('the check finds a sort by a text alias and passes a qualified one', () => {
    expect(textAliasSorts("db.one('SELECT id::text AS id FROM crash_rounds ORDER BY id DESC')")).toHaveLength(1);
    expect(textAliasSorts("db.one('SELECT id::text AS id FROM crash_rounds ORDER BY crash_rounds.id DESC')")).toHaveLength(0);
    expect(textAliasSorts("db.one('SELECT r.id::text AS id FROM casino_rounds r ORDER BY r.id')")).toHaveLength(0);
    // The select list spliced in from a constant (the live tables' current round sorted its round "99" above "100").
    expect(textAliasSorts("const COLS = 'id::text AS id, game_id';\ndb.one(`SELECT ${COLS} FROM table_rounds ORDER BY id DESC`)")).toHaveLength(1);
  });

  it('no server statement sorts by a column it cast to text', () => {
    const offenders = files(SERVER).flatMap((f) => textAliasSorts(readFileSync(f, 'utf8')).map((hit) => `${path.relative(SERVER, f)}: ${hit}`));
    expect(offenders).toEqual([]);
  });
});
