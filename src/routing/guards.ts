import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { RouteError } from './route-resolution';
import type { SiteConfig } from '../../streams/schemas/site-config';

/** What a route loader may read: the loaded config and the current session. */
export interface GuardContext {
  config: SiteConfig;
  /** Read per navigation: the router runs matched loaders side by side, so no loader can set it for another. */
  isAuthorized: () => Promise<boolean>;
}

export type Guard = (ctx: GuardContext, args: LoaderFunctionArgs) => void | Promise<void>;

/** Route validation failure (SPEC.md section 8): the 404 page. */
export function notFound(): never {
  throw new RouteError(404, 'This page could not be found');
}

/** A parameter that must be one of `allowed`; anything else is the 404 page. */
export function oneOf(value: string | undefined, allowed: readonly string[]): void {
  if (value === undefined || !allowed.includes(value)) notFound();
}

/** R06: the cyber types. */
export const CYBER_TYPES = ['real', 'virtual', 'stream'] as const;

/** The login page with the route to come back to (B18). */
export function loginWithReturn(args: LoaderFunctionArgs): string {
  const url = new URL(args.request.url);
  const lang = args.params.lang ?? 'en';
  return `/${lang}/user/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`;
}

/** A client-side redirect relative to the language root (a guard that always sends elsewhere). */
export const redirectWithin = (target: (args: LoaderFunctionArgs) => string) => (args: LoaderFunctionArgs): never => {
  throw redirect(`/${args.params.lang}/${target(args)}`);
};
