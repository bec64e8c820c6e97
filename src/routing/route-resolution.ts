import type { ComponentType } from 'react';
import { matchRoutes, type LoaderFunctionArgs, type Location, type RouteObject } from 'react-router-dom';

/**
 * What a navigation comes to before anything renders: the route table's guards (`loader`) and page code (`lazy`) of
 * every matched route run side by side, then the visitor is either sent elsewhere or shown the page, or the error
 * page of the nearest route group that has one (SPEC.md section 8).
 *
 * This is the part of react-router's data router the site uses (loaders as guards and redirects, lazy routes, error
 * elements, route handles), on top of its small declarative router: the data router alone cost 16 kB gzipped of the
 * home page's JS, which has a bar of 150 kB.
 */

/** A route error with its status, thrown by guards (the 404 of a route whose parameters are invalid). */
export class RouteError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'RouteError';
  }
}

export interface RouteFailure {
  /** The route whose errorElement shows the error: the failing route or the nearest one above it with one. */
  route: RouteObject | null;
  error: unknown;
}

export type Resolution =
  | { kind: 'redirect'; to: string }
  | {
      kind: 'render';
      location: Location;
      /** The matched routes' handles, outermost first (route meta, R25; the pending page's feature). */
      handles: readonly unknown[];
      failure: RouteFailure | null;
    };

export type RenderResolution = Extract<Resolution, { kind: 'render' }>;

/**
 * The handle of a stand-in route (`routeGroup` below): the group of routes it stands for loads with the first
 * visit to one of its paths and takes the place of its stand-ins in the table, so the home page's JS carries only the
 * main table.
 */
export interface RouteGroupHandle {
  routeGroup: () => Promise<RouteObject[]>;
}

/**
 * Stand-ins for a group of routes whose table is loaded with the first visit to one of them: one stand-in route per
 * path prefix the group answers, beside the routes of the main table.
 */
export const routeGroup = (load: RouteGroupHandle['routeGroup'], paths: readonly string[]): RouteObject[] => {
  const handle: RouteGroupHandle = { routeGroup: load };
  return paths.map((path) => ({ path, handle }));
};

const groupOf = (route: RouteObject): RouteGroupHandle['routeGroup'] | null => {
  const handle = route.handle as Partial<RouteGroupHandle> | undefined;
  return typeof handle?.routeGroup === 'function' ? handle.routeGroup : null;
};

// One load per group, shared by navigations that meet it at the same time; a failed load is tried again next time.
const groupLoads = new Map<RouteGroupHandle['routeGroup'], Promise<void>>();

/** Replaces, in `siblings`, the stand-ins of `load`'s group by the group's routes (at the first stand-in's place). */
function expandGroup(siblings: RouteObject[], load: RouteGroupHandle['routeGroup']): Promise<void> {
  const pending = groupLoads.get(load) ?? load().then((group) => {
    const at = siblings.findIndex((r) => groupOf(r) === load);
    if (at < 0) return;
    const rest = siblings.filter((r, i) => i < at || groupOf(r) !== load);
    siblings.splice(0, siblings.length, ...rest.slice(0, at), ...group, ...rest.slice(at));
  });
  groupLoads.set(load, pending);
  pending.catch(() => groupLoads.delete(load));
  return pending;
}

/** The matches of `location`, after loading every route group a stand-in of it matched. */
export async function matchWithGroups(routes: RouteObject[], location: Pick<Location, 'pathname'>) {
  // Each round removes one group's stand-ins, so this ends; the bound only guards against a group that lists itself.
  for (let round = 0; round < 8; round += 1) {
    const matches = matchRoutes(routes, location) ?? [];
    const at = matches.findIndex((m) => groupOf(m.route));
    if (at < 0) return matches;
    const siblings = at === 0 ? routes : matches[at - 1]!.route.children;
    if (!siblings) return matches;
    await expandGroup(siblings, groupOf(matches[at]!.route)!);
  }
  throw new Error(`route groups did not settle for ${location.pathname}`);
}

// A route's page code is fetched once; later navigations to it render at once.
const loadedComponents = new WeakMap<RouteObject, ComponentType>();

export const loadedComponent = (route: RouteObject): ComponentType | undefined => loadedComponents.get(route);

export async function loadPage(route: RouteObject): Promise<void> {
  if (!route.lazy || loadedComponents.has(route)) return;
  if (typeof route.lazy !== 'function') throw new Error('lazy routes are functions here');
  const loaded = await route.lazy();
  if (loaded.Component) loadedComponents.set(route, loaded.Component);
}

/** The target of a redirect Response (react-router's `redirect()`), returned or thrown by a guard. */
function redirectTarget(value: unknown): string | null {
  if (!(value instanceof Response) || value.status < 300 || value.status > 399) return null;
  return value.headers.get('Location');
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export async function resolveLocation(routes: RouteObject[], location: Location, origin: string): Promise<Resolution> {
  let matches: Awaited<ReturnType<typeof matchWithGroups>>;
  try {
    matches = await matchWithGroups(routes, location);
  } catch (error) {
    // A group's code could not be downloaded: the error page, as for a page's own code.
    return { kind: 'render', location, handles: [], failure: { route: null, error } };
  }
  const request = new Request(new URL(location.pathname + location.search, origin));
  const outcomes = await Promise.all(matches.map(async ({ route, params }): Promise<Outcome> => {
    try {
      const args = { request, params, context: undefined } as LoaderFunctionArgs;
      const [value] = await Promise.all([typeof route.loader === 'function' ? route.loader(args) : null, loadPage(route)]);
      return { ok: true, value };
    } catch (error) {
      return { ok: false, error };
    }
  }));
  // Redirects first, in route order (an outer gate's redirect wins over an inner page's).
  for (const outcome of outcomes) {
    const to = redirectTarget(outcome.ok ? outcome.value : outcome.error);
    if (to) return { kind: 'redirect', to };
  }
  const failedAt = outcomes.findIndex((o) => !o.ok);
  let failure: RouteFailure | null = null;
  if (failedAt >= 0) {
    const failed = outcomes[failedAt] as Extract<Outcome, { ok: false }>;
    const holder = matches.slice(0, failedAt + 1).reverse().find((m) => m.route.errorElement);
    failure = { route: holder?.route ?? null, error: failed.error };
  } else if (matches.length === 0) {
    failure = { route: null, error: new RouteError(404, 'This page could not be found') };
  }
  return { kind: 'render', location, handles: matches.map((m) => m.route.handle), failure };
}
