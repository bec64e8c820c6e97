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

// A route's page code is fetched once; later navigations to it render at once.
const loadedComponents = new WeakMap<RouteObject, ComponentType>();

export const loadedComponent = (route: RouteObject): ComponentType | undefined => loadedComponents.get(route);

async function loadPage(route: RouteObject): Promise<void> {
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
  const matches = matchRoutes(routes, location) ?? [];
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
