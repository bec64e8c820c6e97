/**
 * One step of a chain of redirects (R23 for the redirect service, C07 for remote apps): the pages the chain has left
 * after following `here -> target`, or null when `target` is already on it: a cycle (A -> A, A -> B -> A, ...), not to
 * be followed. `left` holds the pages the chain left before `here`; the result keeps the last `limit` of them.
 */
export function followRedirect(left: readonly string[], here: string, target: string, limit: number): string[] | null {
  const visited = [...left, here];
  return visited.includes(target) ? null : visited.slice(-limit);
}
