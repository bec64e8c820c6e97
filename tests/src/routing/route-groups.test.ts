import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { languageChildren } from '../../../src/app/routing/routes';
import { matchWithGroups, type RouteGroupHandle } from '../../../src/routing/route-resolution';
import { siteConfigFixture } from '../../support/site-config-fixture';

// The auth, office and "everything else" routes load with their first visit (route groups, route-resolution.ts), so
// the home page does not carry their table. Loading them on demand must not change which route a path lands on: a
// path whose route was in a group must not be taken by a route of the main table, or the other way round.

const table = (): RouteObject[] => [{ path: '/:lang', children: languageChildren({ config: siteConfigFixture(), isAuthorized: async () => false }) }];

const groupOf = (r: RouteObject) => (r.handle as Partial<RouteGroupHandle> | undefined)?.routeGroup;

/** The table as it was before groups: every group loaded in place of its stand-ins. */
async function expandAll(routes: RouteObject[]): Promise<RouteObject[]> {
  const out: RouteObject[] = [];
  const done = new Set<unknown>();
  for (const route of routes) {
    const load = groupOf(route);
    if (load) {
      if (!done.has(load)) out.push(...(await expandAll(await load())));
      done.add(load);
    } else {
      out.push(route.children ? { ...route, children: await expandAll(route.children) } as RouteObject : route);
    }
  }
  return out;
}

/** Every leaf route's full pattern, e.g. "/:lang/office/payment/create-request/:topicId". */
function leafPatterns(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((r) => {
    const here = r.path ? `${base}/${r.path}`.replace(/\/+/g, '/') : base;
    return r.children?.length ? leafPatterns(r.children, here) : [here || '/'];
  });
}

/** A path the pattern matches: parameters become "1", a splat "a/b". */
const samplePath = (pattern: string) => pattern.replace(/:lang/, 'en').replace(/\/:\w+\?/g, '/1').replace(/:\w+/g, '1').replace(/\*$/, 'a/b');

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
