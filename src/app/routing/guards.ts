import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { RouteError } from './route-resolution';
import type { SiteConfig } from '../../../streams/schemas/site-config';

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

const param = (args: LoaderFunctionArgs, name: string) => args.params[name];

/** Parameter rules and config gates of SPEC.md sections 2 and 5, keyed by route path. */
export const ROUTE_GUARDS: Record<string, Guard> = {
  // R06: any cyber type other than real, virtual or stream is 404.
  'cyber/:type': (_c, a) => oneOf(param(a, 'type'), ['real', 'virtual', 'stream']),
  'cyber/:type/all': (_c, a) => oneOf(param(a, 'type'), ['real', 'virtual', 'stream']),
  'cyber/:type/:discipline': (_c, a) => oneOf(param(a, 'type'), ['real', 'virtual', 'stream']),
  'cyber/:type/:discipline/champs': (_c, a) => oneOf(param(a, 'type'), ['real', 'virtual', 'stream']),
  'cyber/:type/:discipline/:champ': (_c, a) => oneOf(param(a, 'type'), ['real', 'virtual', 'stream']),
  'cyber/:type/:discipline/:champ/:mode/:game': (_c, a) => {
    oneOf(param(a, 'type'), ['real', 'virtual', 'stream']);
    oneOf(param(a, 'mode'), ['live', 'line']);
  },
  // R07: statistic needs its config flag; results type live or zone; print-coupon id digits only.
  statistic: (c) => { if (!c.config.features.statistic) notFound(); },
  'results/:type?': (_c, a) => { const t = param(a, 'type'); if (t !== undefined) oneOf(t, ['live', 'zone']); },
  'print-coupon/:couponId': (_c, a) => { if (!/^\d+$/.test(param(a, 'couponId') ?? '')) notFound(); },
  // R15 / B20: registration only where it is allowed and never on a VIP domain; the only type is socialregistration.
  'registration/:type?': (c, a) => {
    if (!c.config.registrationAllowed || c.config.isVipDomain) notFound();
    const t = param(a, 'type');
    if (t !== undefined) oneOf(t, ['socialregistration']);
  },
  // R20: the rules section needs route 47; payment needs its page rules, and login where configured.
  'rules/:ruleGroup/:chapter?': (c) => { if (!c.config.availableRouteIds.includes(47)) notFound(); },
  payment: async (c, a) => {
    if (!c.config.features.paymentPage) notFound();
    if (c.config.features.paymentPageNeedsLogin && !(await c.isAuthorized())) throw redirect(loginWithReturn(a));
  },
  // R14: the four payment results.
  'onpay/:result': (_c, a) => oneOf(param(a, 'result'), ['success', 'fail', 'pending', 'cancel']),
  'onpay/withdraw/:result': (_c, a) => oneOf(param(a, 'result'), ['success', 'fail', 'pending', 'cancel']),
  // R23: pages flagged with meta 13 are 404 unless the config enables them.
  'betting-awards': meta13('betting-awards'),
  'cricket-world-cup': meta13('cricket-world-cup'),
  'asian-showcase': meta13('asian-showcase'),
  // R21 (B18 in full with the accounts issue): the office needs a login; identification needs its flag.
  'office/*': async (c, a) => {
    if (!(await c.isAuthorized())) throw redirect(loginWithReturn(a));
    if (/\/office\/identification\/?$/.test(new URL(a.request.url).pathname) && !c.config.features.identification) notFound();
  },
};

function oneOf(value: string | undefined, allowed: readonly string[]): void {
  if (value === undefined || !allowed.includes(value)) notFound();
}

function meta13(name: string): Guard {
  return (c) => { if (!c.config.enabledHiddenPages.includes(name)) notFound(); };
}

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
