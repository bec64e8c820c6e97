import type { SiteConfig } from '../../../streams/schemas/site-config';

/** A link of the header or footer: its route (relative to /{lang}/) and its common label key. */
export interface SiteLink {
  path: string;
  key: string;
}

/** A main section, labelled by its common:nav.* key. */
const nav = (path: string): SiteLink => ({ path, key: `nav.${path}` });

/** Header navigation. */
export const HEADER_NAV: readonly SiteLink[] = ['line', 'live', 'multi', 'cyber', 'slots', 'casino', 'toto', 'lotto', 'bonuses', 'results'].map(nav);

export interface FooterGroup {
  key: string;
  links: SiteLink[];
}

const info = (path: string): SiteLink => ({ path, key: `footer.links.${path}` });

/**
 * Footer link groups. Every information route of SPEC.md section 2 is here; the conditional ones appear only
 * when their page would open (R20, SPEC.md section 5): rules needs route 47, payment needs the payment-page
 * rule (and login where configured), statistics needs its flag. A link that would 404 is not shown.
 */
export function footerGroups(config: SiteConfig, authorized: boolean): FooterGroup[] {
  const rulesAvailable = config.availableRouteIds.includes(47);
  const paymentAvailable = config.features.paymentPage && (!config.features.paymentPageNeedsLogin || authorized);
  const when = <T>(ok: boolean, item: T): T[] => (ok ? [item] : []);
  return [
    {
      key: 'footer.betting',
      links: [
        ...['line', 'live', 'multi', 'cyber', 'results'].map(nav),
        ...when(config.features.statistic, nav('statistic')),
        info('betting-calculator'),
      ],
    },
    {
      key: 'footer.games',
      links: ['slots', 'casino', 'toto', 'lotto', 'bonuses'].map(nav),
    },
    {
      key: 'footer.info',
      links: [
        info('about'),
        info('contacts'),
        info('howbet'),
        ...when(paymentAvailable, info('payment')),
        info('cash_terminals'),
        info('smsbets'),
        info('news'),
        info('blog'),
        info('betting-alphabet'),
        info('betting-awards'),
      ],
    },
    {
      key: 'footer.rules',
      links: [
        ...when(rulesAvailable, info('rules')),
        info('responsiblegaming'),
        info('licenses'),
        info('taxation'),
        info('cookies'),
        info('consent'),
        info('simpleidentification'),
        info('amlkyc'),
        info('amlpolicy'),
        info('kycpolicy'),
        info('disputeresolution'),
      ],
    },
  ];
}

export const APP_LINKS = [
  { path: 'mobile', key: 'footer.appLinks.mobile', icon: 'phone' },
  { path: 'desktop', key: 'footer.appLinks.desktop', icon: 'monitor' },
] as const;

/** B28: geo country ids that show the policy logo (same list as streams/timing.ts POLICY_LOGO_COUNTRY_IDS). */
export { POLICY_LOGO_COUNTRY_IDS } from '../../../streams/timing';

/** The home page is exactly /{lang} or /{lang}/ (snow shows only there). */
export function isHomePath(pathname: string, lang: string): boolean {
  return pathname === `/${lang}` || pathname === `/${lang}/`;
}
