// Demo redirect and block rules. None of them touches an ordinary page; they exist so QA and e2e can see each
// behaviour on a known path or user agent.

export interface RedirectRuleSeed {
  fromPath: string;
  toUrl: string;
  code: 301 | 302 | 307 | 308;
  reasons: string[];
  enabled: boolean;
}

export const DEMO_REDIRECT_RULES: RedirectRuleSeed[] = [
  // A retired promotion page (C02).
  { fromPath: '/en/old-promo', toUrl: '/en/promotions/1', code: 301, reasons: ['promo-moved'], enabled: true },
  // Any language: the old bonus landing moved to promotions, keeping the language.
  { fromPath: '/{lang}/old-bonus', toUrl: '/{lang}/promotions/2', code: 302, reasons: ['bonus-moved'], enabled: true },
  // A chain: hop-1 -> hop-2 -> promotions/3 answers the final target with both breadcrumbs.
  { fromPath: '/en/hop-1', toUrl: '/en/hop-2', code: 301, reasons: ['chain-first'], enabled: true },
  { fromPath: '/en/hop-2', toUrl: '/en/promotions/3', code: 301, reasons: ['chain-second'], enabled: true },
  // A cyclic pair (R23): resolving either one loops, so the answer is "no redirect" and the loop is logged.
  { fromPath: '/en/cycle-a', toUrl: '/en/cycle-b', code: 302, reasons: ['cycle-test'], enabled: true },
  { fromPath: '/en/cycle-b', toUrl: '/en/cycle-a', code: 302, reasons: ['cycle-test'], enabled: true },
  // A disabled rule is ignored.
  { fromPath: '/en/disabled-redirect', toUrl: '/en/promotions/1', code: 301, reasons: ['disabled'], enabled: false },
];

export interface BlockRuleSeed {
  pathPrefix: string | null;
  userAgentPattern: string | null;
  ipCidr: string | null;
  authScope: 'any' | 'auth' | 'anon';
  displayTypeId: number;
  templateTypeId: number | null;
  priority: number;
  enabled: boolean;
  note: string;
}

export const DEMO_BLOCK_RULES: BlockRuleSeed[] = [
  // Old Internet Explorer -> block-ie (reason 17).
  { pathPrefix: null, userAgentPattern: 'MSIE', ipCidr: null, authScope: 'any', displayTypeId: 1, templateTypeId: 17, priority: 10, enabled: true, note: 'old Internet Explorer' },
  { pathPrefix: null, userAgentPattern: 'Trident/', ipCidr: null, authScope: 'any', displayTypeId: 1, templateTypeId: 17, priority: 10, enabled: true, note: 'Internet Explorer 11' },
  // A named bad bot -> block-ua (reason 13).
  { pathPrefix: null, userAgentPattern: 'BlockedBot', ipCidr: null, authScope: 'any', displayTypeId: 1, templateTypeId: 13, priority: 10, enabled: true, note: 'demo blocked user agent' },
  // Demo paths (not real pages) for each block page.
  { pathPrefix: '/{lang}/demo-blocked', userAgentPattern: null, ipCidr: null, authScope: 'any', displayTypeId: 1, templateTypeId: 1, priority: 0, enabled: true, note: 'demo: block' },
  { pathPrefix: '/{lang}/demo-coming-soon', userAgentPattern: null, ipCidr: null, authScope: 'any', displayTypeId: 1, templateTypeId: 8, priority: 0, enabled: true, note: 'demo: coming soon' },
  { pathPrefix: '/{lang}/demo-members-blocked', userAgentPattern: null, ipCidr: null, authScope: 'auth', displayTypeId: 1, templateTypeId: 16, priority: 0, enabled: true, note: 'demo: suspension, authorised visitors only' },
  // A documentation network (never a real client): shows the IP condition; disabled.
  { pathPrefix: null, userAgentPattern: null, ipCidr: '203.0.113.0/24', authScope: 'any', displayTypeId: 1, templateTypeId: 2, priority: 0, enabled: false, note: 'demo: blocked network (disabled)' },
];
