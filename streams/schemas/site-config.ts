import * as v from 'valibot';
import { Count, Int4 } from './numbers';
import { CouponConfigSchema } from './coupon-settings';

// Site config (SPEC.md section 3 "Site config", plus the flags sections 2 and 5 read). The server
// preloads it into index.html and answers GET /bff-api/config/all.json?lang= with the same shape.
export const SITE_LANGUAGES = ['ru', 'en', 'uk', 'kk', 'az', 'tr', 'es', 'pt'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const MaintenanceConfigSchema = v.object({
  started_at: v.nullable(v.string()),
  ended_at: v.nullable(v.string()),
  notify_started_at: v.nullable(v.string()),
  notify_ended_at: v.nullable(v.string()),
  isActive: v.boolean(),
  web_state: Int4,
});
export type MaintenanceConfig = v.InferOutput<typeof MaintenanceConfigSchema>;

/**
 * A host name (with an optional port), lower case, no scheme or path: "betarena.example", "www.betarena.example:8443".
 * Empty means "none".
 */
const HOST = /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;
export const OperatorDomainSchema = v.union([
  v.literal(''),
  v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(HOST, 'must be a host name such as betarena.example, without scheme or path')),
]);

export const SiteConfigSchema = v.object({
  projectId: Count,
  ref_id: Count,
  group_id: Count,
  companyName: v.string(),
  isPwa: v.boolean(),
  pwaManifest: v.object({ themeColor: v.string() }),
  partnerCssBrandBook: v.array(v.object({ css_prop: v.string(), css_value: v.string() })),
  /** Languages this site offers, in menu order. */
  languages: v.array(v.string()),
  /** Languages hidden from anonymous visitors (R01). */
  hiddenLanguagesForAnonymous: v.array(v.string()),
  /** The site's default language; RU unless the operator says otherwise (B26). */
  defaultLanguage: v.string(),
  isProduction: v.boolean(),
  isVipDomain: v.boolean(),
  registrationAllowed: v.boolean(),
  /** Route id 47 (rules section) available (SPEC.md section 5). */
  availableRouteIds: v.array(Count),
  /** Pages flagged with meta 13 that are enabled anyway (by route name). */
  enabledHiddenPages: v.array(v.string()),
  features: v.object({
    statistic: v.boolean(),
    identification: v.boolean(),
    promoBonusToOffer: v.boolean(),
    thirdPartyHasFirstDepositRedirect: v.boolean(),
    rechargeModal: v.boolean(),
    confirmTerms: v.boolean(),
    paymentPage: v.boolean(),
    paymentPageNeedsLogin: v.boolean(),
    snow: v.boolean(),
    /** C14: a pending limit change is rejected by DELETE of the limit instead of limitaction reject. */
    rejectLimitByDelete: v.optional(v.boolean(), false),
  }),
  maintenance: MaintenanceConfigSchema,
  /** Geo country id of the visitor (policy logo for 1, 66, 126, 228, 120; B28). */
  geoCountryId: Count,
  supportUrl: v.string(),
  /**
   * The coupon's operator settings (min/max per type and currency, bonus bet, VIP, one-click; issue 5). Absent =
   * DEFAULT_COUPON_CONFIG of streams/schemas/coupon-settings.ts.
   */
  coupon: v.optional(CouponConfigSchema),
  /**
   * R25: the operator's main domain (host only). A page whose canonical is another page (mirror mode) points at
   * that page on this host, whichever mirror domain serves it. Absent, empty or malformed = none: the links stay
   * on the host serving the page (a bad value never breaks the config).
   */
  mainDomain: v.optional(v.fallback(OperatorDomainSchema, '')),
});
export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;

/** GET /bff-api/config/group/get?groups=a,b&lang= answers one object per requested group. */
export const ConfigGroupsSchema = v.record(v.string(), v.record(v.string(), v.unknown()));
export type ConfigGroups = v.InferOutput<typeof ConfigGroupsSchema>;
