import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Imports go one way (DESIGN.md): no module may reach itself again through its imports. Every relative import
// counts, static, type-only or dynamic: a circle through a lazy import() still ties the two files' code together.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const TREES = ['src', 'streams', 'server'];
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((c) => SOURCE.test(c) && existsSync(c)) ?? null;
}

/** The import graph: file -> the files of the tree it imports. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((m) => resolveImport(file, m[1] ?? m[2] ?? '')).filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file (or a file importing itself): the circles. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, index); low.set(node, index); index += 1;
    stack.push(node); onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) { visit(next); low.set(node, Math.min(low.get(node)!, low.get(next)!)); }
      else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let top: string;
      do { top = stack.pop()!; onStack.delete(top); component.push(top); } while (top !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.map((f) => path.relative(ROOT, f)).sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

describe('import structure', () => {
  it('finds a circle when there is one (the check itself works)', () => {
    const graph = new Map([['/a.ts', ['/b.ts']], ['/b.ts', ['/c.ts']], ['/c.ts', ['/a.ts']], ['/d.ts', ['/a.ts']]]);
    expect(circles(graph).map((c) => c.length)).toEqual([3]);
  });

  it('no import circle in src, streams or server', () => {
    const files = TREES.flatMap((tree) => sourceFiles(path.join(ROOT, tree)));
    const graph = importGraph(files);
    expect(graph.size).toBeGreaterThan(300);
    expect(circles(graph)).toEqual([]);
  });
});
