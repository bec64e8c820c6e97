/**
 * Lets the requests waiting on the event loop run between two pieces of background work (the simulator's statements
 * and pricing, the read model's queries). On PGlite a statement runs synchronously and the awaits between two
 * statements resolve as microtasks, so without this a tick's whole transaction (50-150 ms) held every request back:
 * the live feed, answered from memory, waited for it (issue 21: its p99).
 */
export function letRequestsRun(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
