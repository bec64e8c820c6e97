import type { SiteConfig } from '../../streams/schemas/site-config';

/** A valid site config for tests; override what a test is about. */
export function siteConfigFixture(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    projectId: 62,
    ref_id: 1,
    group_id: 1,
    companyName: 'BetArena',
    isPwa: true,
    pwaManifest: { themeColor: '#0b1f3a' },
    partnerCssBrandBook: [],
    languages: ['ru', 'en', 'uk', 'kk', 'az', 'tr', 'es', 'pt'],
    hiddenLanguagesForAnonymous: [],
    defaultLanguage: 'ru',
    isProduction: true,
    isVipDomain: false,
    registrationAllowed: true,
    availableRouteIds: [47],
    enabledHiddenPages: [],
    features: {
      statistic: true,
      identification: false,
      promoBonusToOffer: false,
      thirdPartyHasFirstDepositRedirect: false,
      rechargeModal: false,
      confirmTerms: true,
      paymentPage: true,
      paymentPageNeedsLogin: false,
      snow: false,
      rejectLimitByDelete: false,
    },
    maintenance: {
      started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, isActive: false, web_state: 0,
    },
    geoCountryId: 1,
    supportUrl: '/office/support',
    ...overrides,
  };
}
