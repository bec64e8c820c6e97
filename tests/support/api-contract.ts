import type * as v from 'valibot';
import * as Accounts from '../../streams/schemas/accounts';
import * as AuthAnswers from '../../streams/schemas/auth-answers';
import * as Auth from '../../streams/schemas/auth';
import { BannersAnswerSchema } from '../../streams/schemas/banners';
import * as Bingo from '../../streams/schemas/casino-bingo';
import * as Cards from '../../streams/schemas/casino-cards';
import * as Fair from '../../streams/schemas/casino-fair';
import { SharedFairAnswerSchema } from '../../streams/schemas/casino-fair-shared';
import { TableStateSchema } from '../../streams/schemas/casino-tables';
import { RaceStateSchema } from '../../streams/schemas/casino-virtual';
import * as Casino from '../../streams/schemas/casino';
import * as Content from '../../streams/schemas/content';
import * as Coupon from '../../streams/schemas/coupon';
import { PreviewAnswerSchema } from '../../streams/schemas/games-preview';
import * as Offers from '../../streams/schemas/offers';
import * as Office from '../../streams/schemas/office';
import * as Payments from '../../streams/schemas/payments';
import * as Phones from '../../streams/schemas/phone-book';
import { SecureDataSchema } from '../../streams/schemas/remote';
import * as Shell from '../../streams/schemas/shell';
import * as Extras from '../../streams/schemas/shell-extras';
import * as Site from '../../streams/schemas/site-config';
import * as SportsPages from '../../streams/schemas/sports-pages';
import * as Toto from '../../streams/schemas/sports-toto';
import * as Sports from '../../streams/schemas/sports';
import * as Startup from '../../streams/schemas/startup';
import { InboxListSchema, InboxThreadSchema } from '../../streams/schemas/support-inbox';
import * as Limits from '../../streams/schemas/limits';

// The API contract as tests see it (issue 22): every JSON answer of a GET route, by the route as the server registers
// it, with the schema of streams/schemas the client validates it with. tests/server/api-contract.test.ts calls every
// route of a seeded server and parses its answer with this schema (and fails on a GET route missing here);
// tests/support/fake-http.ts checks the canned answers of the client tests against it.

type AnySchema = v.GenericSchema<unknown, unknown>;

const CASINO = '/web-api/casino';
const CONTENT = '/web-api/content';
const LIMITS = '/limit-service-api/api/external/web/v3';

export const GET_ANSWERS: Readonly<Record<string, AnySchema>> = {
  // Start-up, session and shell
  '/health': Startup.HealthAnswerSchema,
  '/bff-api/config/all.json': Site.SiteConfigSchema,
  '/bff-api/config/group/get': Site.ConfigGroupsSchema,
  '/web-api/session': Startup.SessionAnswerSchema,
  '/web-api/app/version': Shell.AppVersionSchema,
  '/web-api/banners': BannersAnswerSchema,
  '/web-api/user/messages': Shell.UserMessagesAnswerSchema,
  '/web-api/bookmaker-rating': Extras.BookmakerRatingSchema,
  '/web-api/counters': Extras.CountersAnswerSchema,
  '/web-api/support/chat/status': Extras.ChatStatusSchema,
  '/web-api/support/chat': Extras.ChatThreadAnswerSchema,
  '/web-api/secure-data': SecureDataSchema,
  // Auth
  '/web-api/auth/login-token': AuthAnswers.LoginTokenAnswerSchema,
  '/web-api/user/gettoken': Auth.TokenAnswerSchema,
  '/web-api/auth/check': Auth.SessionCheckAnswerSchema,
  '/web-api/auth/rights': AuthAnswers.RightsAnswerSchema,
  '/captcha/update': Auth.CaptchaChallengeSchema,
  '/captcha/gettime': AuthAnswers.CaptchaTimeSchema,
  '/web-api/phone/countries': Phones.PhoneCountriesAnswerSchema,
  '/web-api/phone/masks': Phones.PhoneMasksAnswerSchema,
  '/web-api/api-v3/v2/user/agreement-rules/status': Auth.TermsStatusSchema,
  '/social-api/oauth/google-one-tap/clientId': AuthAnswers.OneTapClientIdSchema,
  '/social-api/oauth/demo/one-tap-credential': AuthAnswers.OneTapCredentialSchema,
  // Accounts and payments
  '/web-api/account/data': Accounts.AccountDataSchema,
  '/web-api/office/currency/list': Accounts.CurrencyListSchema,
  '/web-api/user/config': Accounts.UserConfigAnswerSchema,
  '/web-api/payments/methods': Payments.PaymentMethodsSchema,
  '/web-api/payments/history': Payments.PaymentHistoryPageSchema,
  '/web-api/payments/:id': Payments.PaymentHistoryEntrySchema,
  // Limits (C14)
  [`${LIMITS}/limits`]: Limits.LimitsAnswerSchema,
  [`${LIMITS}/limits/history`]: Limits.HistorySchema,
  [`${LIMITS}/availablelimits`]: Limits.AvailableLimitsSchema,
  [`${LIMITS}/reasons/selfexclude`]: Limits.ReasonsSchema,
  // The personal office
  '/web-api/office/personal': Office.PersonalDataSchema,
  '/web-api/office/settings': Office.SettingsSchema,
  '/web-api/office/security': Office.SecuritySchema,
  '/web-api/office/bonuses': Office.BonusesSchema,
  '/web-api/office/cashback/:programme': Office.CashbackSchema,
  '/web-api/office/promo': Office.PromoListSchema,
  '/web-api/office/referral': Office.ReferralSchema,
  '/web-api/office/rewards': Office.RewardsSchema,
  '/web-api/office/support/tickets': Office.TicketListSchema,
  '/web-api/office/support/tickets/:id': Office.TicketThreadSchema,
  '/web-api/office/ideas': Office.IdeaListSchema,
  '/web-api/office/payment-requests': Office.PaymentRequestListSchema,
  '/web-api/office/documents': Office.DocumentListSchema,
  '/web-api/office/support-inbox': InboxListSchema,
  '/web-api/office/support-inbox/:id': InboxThreadSchema,
  '/web-api/bonuses/taken': Offers.TakenBonusesSchema,
  // Betting
  '/web-api/coupon/promo-codes': Coupon.CouponPromoCodesAnswerSchema,
  '/web-api/coupon/code/:code': Coupon.LoadCouponCodeAnswerSchema,
  '/web-api/bets/history': Coupon.BetHistoryAnswerSchema,
  '/web-api/bets/:id': Coupon.BetAnswerSchema,
  // Sports, toto and lotto
  '/web-api/sports/menu': SportsPages.MenuSchema,
  '/web-api/sports/games': Sports.GamesFeedSchema,
  '/web-api/sports/game/:id': SportsPages.GameFeedSchema,
  '/web-api/sports/game/:id/timeline': SportsPages.TimelineSchema,
  '/web-api/sports/top': Sports.GamesFeedSchema,
  '/web-api/sports/slider': Sports.SliderSchema,
  '/web-api/sports/media': Sports.MediaSchema,
  '/web-api/sports/outcomes': Sports.OutcomeStatesSchema,
  '/web-api/sports/results': SportsPages.ResultsSchema,
  '/web-api/sports/statistic/game/:id': SportsPages.GameStatisticSchema,
  '/web-api/sports/statistic/champ/:id': SportsPages.ChampStatisticSchema,
  '/web-api/toto': Toto.TotoOverviewSchema,
  '/web-api/toto/draws': Toto.TotoDrawsSchema,
  '/web-api/toto/draws/:id': Toto.TotoDrawDetailSchema,
  '/web-api/toto/coupons': Toto.TotoCouponsSchema,
  '/web-api/lotto': Toto.LottoOverviewSchema,
  '/web-api/lotto/tickets': Toto.LottoTicketsSchema,
  '/web-api/lotto/:slug': Toto.LottoOverviewSchema,
  // Casino (issue 14)
  '/web-api/third-party/api/list-available-partitions': Casino.ListAvailablePartitionsSchema,
  [`${CASINO}/partitions`]: Casino.PartitionsSchema,
  [`${CASINO}/preview/light`]: PreviewAnswerSchema,
  [`${CASINO}/lobby`]: Casino.LobbySchema,
  [`${CASINO}/games`]: Casino.GamesPageSchema,
  [`${CASINO}/games/:id`]: Casino.GameDetailSchema,
  [`${CASINO}/providers`]: Casino.ProvidersSchema,
  [`${CASINO}/brand`]: Casino.BrandSchema,
  [`${CASINO}/favorites`]: Casino.FavoritesSchema,
  [`${CASINO}/recent`]: Casino.GamesPageSchema,
  [`${CASINO}/fair/seeds`]: Fair.FairSeedsAnswerSchema,
  [`${CASINO}/fair/rounds`]: Fair.FairRoundsAnswerSchema,
  [`${CASINO}/fair/shared-rounds`]: SharedFairAnswerSchema,
  [`${CASINO}/crash`]: Casino.CrashSchema,
  [`${CASINO}/tables/:gameId`]: TableStateSchema,
  [`${CASINO}/bingo/:gameId`]: Bingo.BingoStateSchema,
  [`${CASINO}/virtual/:gameId`]: RaceStateSchema,
  [`${CASINO}/games/:gameId/hand`]: Cards.CurrentHandSchema,
  [`${CASINO}/tournaments`]: Casino.TournamentListSchema,
  [`${CASINO}/tournaments/:id`]: Casino.TournamentSchema,
  [`${CASINO}/promotions`]: Casino.PromosSchema,
  // Content (issue 15, R12, R13, R20)
  [`${CONTENT}/pages/:slug`]: Content.PageSchema,
  [`${CONTENT}/rules`]: Content.RulesTocSchema,
  [`${CONTENT}/rules/:group`]: Content.RulesChapterSchema,
  [`${CONTENT}/rules/:group/:chapter`]: Content.RulesChapterSchema,
  [`${CONTENT}/news`]: Content.PostListSchema,
  [`${CONTENT}/news/:slug`]: Content.PostSchema,
  [`${CONTENT}/blog`]: Content.PostListSchema,
  [`${CONTENT}/blog/:slug`]: Content.PostSchema,
  [`${CONTENT}/bonuses`]: Offers.BonusListSchema,
  [`${CONTENT}/bonuses/:slug`]: Offers.BonusSchema,
  [`${CONTENT}/promotions`]: Offers.PromotionListSchema,
  [`${CONTENT}/promotions/:slug`]: Offers.PromotionSchema,
  [`${CONTENT}/landings/:slug`]: Offers.LandingSchema,
  [`${CONTENT}/partners`]: Offers.PartnerListSchema,
  [`${CONTENT}/partners/:slug`]: Offers.PartnerSchema,
  [`${CONTENT}/glossary`]: Content.GlossarySchema,
  [`${CONTENT}/glossary/entries/:slug`]: Content.GlossaryEntrySchema,
  [`${CONTENT}/glossary/:block/:category`]: Content.GlossaryCategorySchema,
};
/** A route pattern (`:name` a segment, a trailing `*` the rest) as a regular expression of a path. */
const patternOf = (route: string) =>
  new RegExp(`^${route.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s === '*' ? '.*' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);

const PATTERNS = Object.entries(GET_ANSWERS).map(([route, schema]) => ({ route, schema, re: patternOf(route) }))
  // A literal segment wins over a parameter (glossary/entries/:slug before glossary/:block/:category), as in Fastify.
  .sort((a, b) => a.route.split(':').length - b.route.split(':').length);

/** The contract's schema of a GET answer at `path` (no query), or undefined when the contract does not name it. */
export function getAnswerSchema(path: string): AnySchema | undefined {
  return PATTERNS.find((p) => p.re.test(path))?.schema;
}
