import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { majorToMinor } from '../../../streams/schemas/money';
import { MAJOR_MAX } from '../../../streams/schemas/numbers';

// Issue 20 (8): every number a shared schema takes or gives has a range, so an id of 1e21 or an amount of 1e308 is a
// 4xx at the schema instead of a 500 from SQL or BigInt. Walks every schema exported by streams/schemas (objects,
// arrays, tuples, records, unions, variants, optional and nullable wrappers, pipes) and lists each number schema
// without a lower and an upper bound.

const modules = import.meta.glob('../../../streams/schemas/**/*.ts', { eager: true }) as Record<string, Record<string, unknown>>;

interface Node {
  kind?: unknown;
  type?: string;
  pipe?: Node[];
  entries?: Record<string, Node>;
  rest?: Node;
  item?: Node;
  items?: Node[];
  options?: Node[];
  wrapped?: Node;
  key?: Node;
  value?: Node;
}

const LOWER = new Set(['min_value', 'gt_value']);
const UPPER = new Set(['max_value', 'lt_value']);
const isSchema = (x: unknown): x is Node => typeof x === 'object' && x !== null && (x as Node).kind === 'schema';

/** Every number schema below `node` that lacks a bound, named by its path. */
function unbounded(node: Node, path: string, seen: Set<Node>, out: string[]): void {
  if (seen.has(node)) return;
  seen.add(node);
  // A pipe may start with a pipe (v.pipe(Int, v.minValue(1))): its actions hold too.
  const actions: Node[] = [];
  let base = node;
  while (base.pipe) {
    actions.push(...base.pipe.slice(1));
    base = base.pipe[0]!;
  }
  if (base.type === 'number') {
    const types = actions.map((a) => a.type ?? '');
    if (!types.some((t) => LOWER.has(t)) || !types.some((t) => UPPER.has(t))) out.push(path);
  }
  const children: Array<[string, Node | undefined]> = [
    ...Object.entries(base.entries ?? {}).map(([k, c]) => [`${path}.${k}`, c] as [string, Node]),
    [`${path}[rest]`, base.rest],
    [`${path}[]`, base.item],
    ...(base.items ?? []).map((c, i) => [`${path}[${i}]`, c] as [string, Node]),
    ...(base.options ?? []).map((c, i) => [`${path}|${i}`, c] as [string, Node]),
    [path, base.wrapped],
    [`${path}{key}`, base.key],
    [`${path}{value}`, base.value],
  ];
  for (const [p, child] of children) if (isSchema(child)) unbounded(child, p, seen, out);
}

describe('number ranges in the shared schemas (issue 20)', () => {
  it('every number schema of streams/schemas has a lower and an upper bound', () => {
    const found: string[] = [];
    let numbers = 0;
    const seen = new Set<Node>();
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (!isSchema(value)) continue;
        const before = seen.size;
        unbounded(value, `${file.replace(/^.*streams\/schemas\//, '')}:${name}`, seen, found);
        numbers += [...seen].slice(before).filter((n) => n.type === 'number').length;
      }
    }
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    expect(numbers).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });

  it('the walk finds an unbounded number where there is one', () => {
    const found: string[] = [];
    unbounded(v.object({ a: v.array(v.optional(v.pipe(v.number(), v.minValue(1)))), b: v.union([v.string(), v.number()]) }) as unknown as Node, 'x', new Set(), found);
    expect(found).toEqual(['x.a[]', 'x.b|1']);
  });

  it('majorToMinor refuses exponent notation, non-finite and over-precise amounts instead of answering NaN', () => {
    for (const bad of [1e-7, 1e21, 1e308, Number.NaN, Infinity, -Infinity, 0.001, MAJOR_MAX * 10, 2 ** 53 + 1]) {
      expect(majorToMinor(bad, 'USD'), String(bad)).toBeNull();
    }
    expect(majorToMinor(0.29, 'USD')).toBe(29);
    expect(majorToMinor(1234567.89, 'RUB')).toBe(123456789);
    expect(majorToMinor(0.001, 'KWD')).toBe(1);
    expect(majorToMinor(MAJOR_MAX, 'USD')).toBe(MAJOR_MAX * 100);
    expect(majorToMinor(-12.5, 'EUR')).toBe(-1250);
  });
});
