import type { RouteObject } from 'react-router-dom';
import { languageChildren } from '../../src/app/routing/routes';
import type { RouteGroupHandle } from '../../src/routing/route-resolution';
import { siteConfigFixture } from './site-config-fixture';

/** The main route table under /:lang, as the app starts with it (route groups still stand-ins). */
export const languageTable = (): RouteObject[] => [{ path: '/:lang', children: languageChildren({ config: siteConfigFixture(), isAuthorized: async () => false }) }];

export const groupOf = (r: RouteObject) => (r.handle as Partial<RouteGroupHandle> | undefined)?.routeGroup;

/** The table as it was before groups: every group loaded in place of its stand-ins. */
export async function expandAll(routes: RouteObject[]): Promise<RouteObject[]> {
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

const join = (base: string, path: string | undefined) => (path ? `${base}/${path}`.replace(/\/+/g, '/') : base);

/** Every leaf route's full pattern, e.g. "/:lang/office/payment/create-request/:topicId". */
export function leafPatterns(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((r) => {
    const here = join(base, r.path);
    return r.children?.length ? leafPatterns(r.children, here) : [here || '/'];
  });
}

/** Every pattern a path can match: a route with a path matches by itself too, whether or not it has children. */
export function allPatterns(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((r) => {
    const here = join(base, r.path);
    const own = r.path || r.index ? [here || '/'] : [];
    return [...own, ...(r.children ? allPatterns(r.children, here) : [])];
  });
}

/** A path the pattern matches: parameters become "1", a splat "a/b". */
export const samplePath = (pattern: string) => pattern.replace(/:lang/, 'en').replace(/\/:\w+\?/g, '/1').replace(/:\w+/g, '1').replace(/\*$/, 'a/b');
