import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { CYBER_TYPES, loginWithReturn, notFound, oneOf, type Guard, type GuardContext } from './guards';

// The guards of the routes (parameter rules and config gates), keyed by route path. Only the route groups that load
// on demand use them (more-routes, the auth, office, coupon and sports page routes), so the table is not in the home
// page's JS. A route names its guard by a GuardedPath: a key that is not in the table is a compile error (a mistyped
// key used to give no guard at all), and tests/src/routing/route-guards.test.ts checks that every guard has its route.

const param = (args: LoaderFunctionArgs, name: string) => args.params[name];

/** Parameter rules and config gates of SPEC.md sections 2 and 5, keyed by route path. */
export const ROUTE_GUARDS = {
  // R06: any cyber type other than real, virtual or stream is 404.
  'cyber/:type': (_c, a) => oneOf(param(a, 'type'), CYBER_TYPES),
  'cyber/:type/:discipline': (_c, a) => oneOf(param(a, 'type'), CYBER_TYPES),
  'cyber/:type/:discipline/:champ': (_c, a) => oneOf(param(a, 'type'), CYBER_TYPES),
  'cyber/:type/:discipline/:champ/:mode/:game': (_c, a) => {
    oneOf(param(a, 'type'), CYBER_TYPES);
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
} satisfies Record<string, Guard>;

/** A route path that has a guard in ROUTE_GUARDS. */
export type GuardedPath = keyof typeof ROUTE_GUARDS;

/** Whether a generated route path (a content page's slug) has a guard. */
export const isGuardedPath = (path: string): path is GuardedPath => Object.hasOwn(ROUTE_GUARDS, path);

function meta13(name: string): Guard {
  return (c) => { if (!c.config.enabledHiddenPages.includes(name)) notFound(); };
}

/** The loader that runs the guard of the route at `path`. */
export function guarded(ctx: GuardContext, path: GuardedPath): LoaderFunction {
  const guard: Guard = ROUTE_GUARDS[path];
  return async (args) => { await guard(ctx, args); return null; };
}
