import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { guarded, ROUTE_GUARDS, type GuardedPath } from '../../../src/routing/route-guards';
import type { GuardContext } from '../../../src/routing/guards';
import { siteConfigFixture } from '../../support/site-config-fixture';
import { expandAll, languageTable } from '../../support/route-table';

// Issue 22: a route names its guard by its path in ROUTE_GUARDS. A mistyped key used to give the route no guard at all
// (fail-open); now it does not compile, and no guard is left without the route it was written for.

/** Every route of the table with its own path (relative, as the route tables write it). */
function routesOf(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((r) => [r, ...(r.children ? routesOf(r.children) : [])]);
}

describe('route guards', () => {
  it('every guard in the table is the loader of a route with its path, once every route group is loaded', async () => {
    const routes = routesOf(await expandAll(languageTable()));
    const unused = (Object.keys(ROUTE_GUARDS) as GuardedPath[])
      // office/* guards the office's routes as a whole (the office layout and the pages it names).
      .map((key) => (key === 'office/*' ? { key, path: 'office' } : { key, path: key }))
      .filter(({ path }) => !routes.some((r) => r.path === path && typeof r.loader === 'function'))
      .map(({ key }) => key);
    expect(unused).toEqual([]);
  });

  it('a route names its guard by a path of the table: the guard runs as its loader; another key does not compile', async () => {
    const base = siteConfigFixture();
    const ctx = (statistic: boolean): GuardContext => ({ config: { ...base, features: { ...base.features, statistic } }, isAuthorized: async () => false });
    const args = { params: { lang: 'en' }, request: new Request('http://site/en/statistic'), context: undefined } as unknown as LoaderFunctionArgs;
    await expect(guarded(ctx(true), 'statistic')(args)).resolves.toBeNull();
    await expect(guarded(ctx(false), 'statistic')(args)).rejects.toMatchObject({ status: 404 });
    // The typecheck (npm run typecheck) fails if a path outside ROUTE_GUARDS compiles.
    // @ts-expect-error: no such guarded path
    const typo = () => guarded(ctx(true), 'cyber/:typo');
    expect(typo).toBeTypeOf('function');
  });
});
