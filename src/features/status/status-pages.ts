/** The status pages of R18 (and the internal-vpn page of R24), each under /{lang}/. */
export const STATUS_PAGES = [
  'block', 'block-ua', 'block-ie', 'site-updates', 'maintenance', 'coming-soon', 'suspension', 'block-appeal-history',
  'internal-vpn',
] as const;
export type StatusPageName = (typeof STATUS_PAGES)[number];
