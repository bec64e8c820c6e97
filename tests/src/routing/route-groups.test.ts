import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { matchWithGroups } from '../../../src/routing/route-resolution';
import { expandAll, groupOf, languageTable as table, leafPatterns, samplePath } from '../../support/route-table';

// The auth, office and "everything else" routes load with their first visit (route groups, route-resolution.ts), so
// the home page does not carry their table. Loading them on demand must not change which route a path lands on: a
// path whose route was in a group must not be taken by a route of the main table, or the other way round.

const chain = (matches: ReadonlyArray<{ route: RouteObject }>) => matches.map((m) => (m.route.index ? '(index)' : m.route.path ?? '')).join(' > ');

describe('route groups', () => {
  // Every pattern of every group (200+) is matched twice with its groups loaded afresh: ~4.5 s on a busy 2-core machine.
  it('[R02] every route lands where it did with the whole table loaded at once', { timeout: 20_000 }, async () => {
    const full = await expandAll(table());
    const patterns = leafPatterns(full);
    expect(patterns.length).toBeGreaterThan(150);
    for (const pattern of patterns) {
      const path = samplePath(pattern);
      const before = chain(matchRoutes(full, path) ?? []);
      const after = chain(await matchWithGroups(table(), { pathname: path }));
      expect({ path, route: after }).toEqual({ path, route: before });
    }
  });

  it('[R23] an unknown path loads the rest of the routes and lands on the 404 route', async () => {
    const routes = table();
    const matches = await matchWithGroups(routes, { pathname: '/en/no/such/page' });
    expect(matches.at(-1)?.route.path).toBe('*');
    expect(groupOf(matches.at(-1)!.route)).toBeUndefined();
  });

  it('[R02] a group whose code fails to download is tried again on the next visit', async () => {
    let calls = 0;
    const group: RouteObject[] = [{ path: 'page', element: null }];
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return group;
    };
    const routes: RouteObject[] = [{ path: '/:lang', children: [{ path: 'page', handle: { routeGroup: load } }] }];
    await expect(matchWithGroups(routes, { pathname: '/en/page' })).rejects.toThrow(/Failed to fetch/);
    const matches = await matchWithGroups(routes, { pathname: '/en/page' });
    expect(matches.at(-1)?.route).toBe(group[0]);
    expect(calls).toBe(2);
  });
});
