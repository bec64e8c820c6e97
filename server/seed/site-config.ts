import type { SiteConfig } from '../../streams/schemas/site-config.ts';
import { SITE_LANGUAGES } from '../../streams/schemas/site-config.ts';
import { DEFAULT_COUPON_CONFIG } from '../../streams/schemas/coupon-settings.ts';

// The demo operator's site configuration: the code defaults and the seed of the site_settings table.
// Values SPEC.md leaves open ("not shown", "configured value") are chosen here and named as such.
//
// Localisation conventions (applied when answering, never stored resolved):
//  - a string containing "{lang}" gets the requested language: "/{lang}/contacts" -> "/en/contacts";
//  - an object { "$t": { "ru": "...", "en": "..." } } becomes the requested language's string
//    (falling back to en, then ru, then the first one).

/** Everything but isProduction, which follows NODE_ENV. */
export type StoredSiteConfig = Omit<SiteConfig, 'isProduction'>;

export const DEFAULT_SITE_CONFIG: StoredSiteConfig = {
  projectId: 62, // SPEC.md section 1: a desktop build for project id 62
  ref_id: 1,
  group_id: 1,
  companyName: 'BetArena',
  isPwa: true,
  pwaManifest: { themeColor: '#0f1923' }, // the app's --color-bg (src/styles/global.css)
  // The partner brand book overrides the app's design tokens; the demo repeats the default accents.
  partnerCssBrandBook: [
    { css_prop: '--color-accent', css_value: '#3ddc84' },
    { css_prop: '--color-secondary', css_value: '#ffc83d' },
  ],
  languages: [...SITE_LANGUAGES],
  hiddenLanguagesForAnonymous: [],
  defaultLanguage: 'ru', // B26
  isVipDomain: false,
  registrationAllowed: true,
  availableRouteIds: [47], // route 47: the rules section (SPEC.md section 5)
  // R23: the meta-13 pages are hidden unless named here; the demo operator runs all three (their content is in the store).
  enabledHiddenPages: ['betting-awards', 'cricket-world-cup', 'asian-showcase'],
  features: {
    statistic: true,
    identification: true,
    promoBonusToOffer: false,
    thirdPartyHasFirstDepositRedirect: true,
    rechargeModal: false,
    confirmTerms: true,
    paymentPage: true,
    paymentPageNeedsLogin: false,
    snow: false,
    rejectLimitByDelete: false,
  },
  maintenance: {
    started_at: null,
    ended_at: null,
    notify_started_at: null,
    notify_ended_at: null,
    isActive: false,
    web_state: 0,
  },
  geoCountryId: 1,
  supportUrl: '/{lang}/contacts',
  // The coupon's operator settings (issue 5): min 10 RUB per coupon, no maximum, accumulator bonus on.
  coupon: DEFAULT_COUPON_CONFIG,
  // R25: the operator's main domain for mirror canonicals. The demo has none (it answers on whatever host it is
  // started on), so links stay on the serving host; an operator sets it with PATCH /web-api/dev/settings.
  mainDomain: '',
};

type T = { $t: Record<string, string> };
const t = (ru: string, en: string, uk: string, kk: string, az: string, tr: string, es: string, pt: string): T => ({
  $t: { ru, en, uk, kk, az, tr, es, pt },
});

/** Config groups answered by GET /bff-api/config/group/get (stored as site_settings 'group.<name>'). */
export const DEFAULT_CONFIG_GROUPS: Record<string, Record<string, unknown>> = {
  header: {
    menu: [
      { id: 'line', title: t('Линия', 'Sports', 'Лінія', 'Спорт', 'İdman', 'Spor', 'Deportes', 'Esportes'), url: '/{lang}/line' },
      { id: 'live', title: t('Лайв', 'Live', 'Лайв', 'Лайв', 'Canlı', 'Canlı', 'En vivo', 'Ao vivo'), url: '/{lang}/live' },
      { id: 'slots', title: t('Слоты', 'Slots', 'Слоти', 'Слоттар', 'Slotlar', 'Slotlar', 'Tragamonedas', 'Caça-níqueis'), url: '/{lang}/slots' },
      { id: 'casino', title: t('Лайв-казино', 'Live casino', 'Лайв-казино', 'Лайв-казино', 'Canlı kazino', 'Canlı casino', 'Casino en vivo', 'Cassino ao vivo'), url: '/{lang}/casino' },
      { id: 'promotions', title: t('Акции', 'Promotions', 'Акції', 'Акциялар', 'Aksiyalar', 'Promosyonlar', 'Promociones', 'Promoções'), url: '/{lang}/promo' },
      { id: 'results', title: t('Результаты', 'Results', 'Результати', 'Нәтижелер', 'Nəticələr', 'Sonuçlar', 'Resultados', 'Resultados'), url: '/{lang}/results' },
    ],
    showBalance: true,
    showLangSwitcher: true,
  },
  footer: {
    infoLinks: [
      { id: 'about', title: t('О нас', 'About us', 'Про нас', 'Біз туралы', 'Haqqımızda', 'Hakkımızda', 'Sobre nosotros', 'Sobre nós'), url: '/{lang}/about' },
      { id: 'contacts', title: t('Контакты', 'Contacts', 'Контакти', 'Байланыс', 'Əlaqə', 'İletişim', 'Contactos', 'Contatos'), url: '/{lang}/contacts' },
      { id: 'rules', title: t('Правила', 'Rules', 'Правила', 'Ережелер', 'Qaydalar', 'Kurallar', 'Reglas', 'Regras'), url: '/{lang}/rules/1' },
      { id: 'responsiblegaming', title: t('Ответственная игра', 'Responsible gaming', 'Відповідальна гра', 'Жауапты ойын', 'Məsuliyyətli oyun', 'Sorumlu oyun', 'Juego responsable', 'Jogo responsável'), url: '/{lang}/responsiblegaming' },
      { id: 'cookies', title: t('Политика cookie', 'Cookie policy', 'Політика cookie', 'Cookie саясаты', 'Cookie siyasəti', 'Çerez politikası', 'Política de cookies', 'Política de cookies'), url: '/{lang}/cookies' },
      { id: 'licenses', title: t('Лицензии', 'Licenses', 'Ліцензії', 'Лицензиялар', 'Lisenziyalar', 'Lisanslar', 'Licencias', 'Licenças'), url: '/{lang}/licenses' },
    ],
    socialLinks: [
      { name: 'telegram', link: 'https://t.me/betarena_example', iconName: 'telegram' },
      { name: 'youtube', link: 'https://www.youtube.com/@betarena_example', iconName: 'youtube' },
      { name: 'x', link: 'https://x.com/betarena_example', iconName: 'x' },
    ],
    copyright: '© BetArena 18+',
  },
  support: {
    // Consultant chat provider ids 1-5 (SPEC.md section 9, third-party widgets) and 6, the support desk this server
    // hosts (streams/chat/chat-widget.ts); 0 = no chat widget.
    chatProviderId: 6,
    supportButton: true,
    paymentConsultant: false,
    email: 'support@betarena.example',
    // Policy logo geo country ids (B28).
    policyLogoCountryIds: [1, 66, 126, 228, 120],
  },
  registration: {
    mode: 'modal', // 'modal' | 'route' | 'widget'
    types: ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'],
    defaultType: 'full_reg',
    bonusChoices: [0, 1, 2], // 0 decline, 1 sport bonus, 2 casino bonus
    credentialSaveOptions: [0, 1, 2], // 0 file, 1 image, 2 e-mail
    socialProviders: [
      'google', 'facebook', 'vk', 'ok', 'mailru', 'yandex', 'telegram', 'apple',
      'twitter', 'steam', 'discord', 'twitch', 'microsoft', 'linkedin', 'instagram', 'tiktok',
    ],
    // Configured values SPEC.md does not give: registration reminder delay and interval (T37).
    reminderDelaySec: 120,
    reminderIntervalMin: 60,
  },
  session: {
    // Configured value SPEC.md does not give: auto-logoff after inactivity (T27).
    autoLogoffMinutes: 30,
  },
  cookies: {
    // The cookie consent banner (B24); off = every cookie is agreed (ALL) and nothing is asked.
    consentPopup: true,
  },
  notices: {
    // Age-restriction notice (T26): the configured age; 'days3' = once per 3 days, 'session' = once per session.
    ageRestriction: 18,
    ageNoticeMode: 'days3',
    adBlockerNotice: true,
  },
};
