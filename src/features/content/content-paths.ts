// The information area of R20 (issue 15): the routes and their paths relative to /{lang}/. Kept apart from the route
// table (content-routes.tsx) so the stand-ins in more-routes.tsx cost the home page nothing but this list.

/** The information pages one Markdown page each (server/content/seed/{lang}/pages/{slug}.md). */
export const INFO_PAGES = [
  'contacts', 'about', 'howbet', 'payment', 'cookies', 'licenses', 'taxation', 'consent', 'simpleidentification', 'amlkyc',
  'smsbets', 'amlpolicy', 'disputeresolution', 'kycpolicy', 'responsiblegaming', 'cash_terminals', 'betting-awards',
] as const;

/** The app pages of R19 (mobile, desktop, app-download: with the install offer) and the two meta-13 showcases. */
export const APP_PAGES = ['mobile', 'desktop', 'app-download'] as const;
export const SHOWCASE_PAGES = ['cricket-world-cup', 'asian-showcase'] as const;

/** The stand-in paths of the content route group (routeGroup in more-routes.tsx). */
export const CONTENT_GROUP_PATHS: readonly string[] = [
  ...INFO_PAGES, ...APP_PAGES, ...SHOWCASE_PAGES, 'rules/*', 'news/*', 'blog/*', 'betting-alphabet/*',
  'promo', 'promotions/*', 'landing/*', 'ourpartners/*', 'partners',
];
