import * as v from 'valibot';
import type { Observable } from 'rxjs';
import type { Http } from '../core/http';
import * as S from '../schemas/content';
import * as O from '../schemas/offers';

// The content services (issue 15, R20): information pages, the rule book, news, blog and the betting alphabet from
// /web-api/content, every answer validated. Imported only by the content pages (their own chunk), on the app's Http:
// the home page's JS carries none of it. Answers carry ETags: the browser revalidates with If-None-Match and a
// 304 costs no body.

const API = '/web-api/content';

export type PostKind = 'news' | 'blog';

export interface ContentApi {
  page$(lang: string, slug: string): Observable<S.ContentPage>;
  rulesToc$(lang: string): Observable<S.RulesToc>;
  rulesChapter$(lang: string, group: string, chapter?: string): Observable<S.RulesChapter>;
  /** A page of the list; with `tag`, only the posts carrying it (404 when no post does). */
  posts$(kind: PostKind, lang: string, page: number, tag?: string): Observable<S.PostList>;
  post$(kind: PostKind, lang: string, slug: string): Observable<S.Post>;
  glossary$(lang: string): Observable<S.Glossary>;
  glossaryCategory$(lang: string, block: string, category: string): Observable<S.GlossaryCategory>;
  glossaryEntry$(lang: string, slug: string): Observable<S.GlossaryEntry>;
  bonuses$(lang: string, section?: O.BonusTerms['section']): Observable<O.BonusList>;
  bonus$(lang: string, slug: string): Observable<O.BonusOffer>;
  promotions$(lang: string): Observable<O.PromotionList>;
  promotion$(lang: string, slug: string): Observable<O.Promotion>;
  landing$(lang: string, slug: string): Observable<O.Landing>;
  partners$(lang: string, section?: string): Observable<O.PartnerList>;
  /** The signed-in player's bonuses taken from bonus pages. */
  takenBonuses$(): Observable<O.TakenBonuses>;
  /** Takes a bonus for the signed-in player (409 when taken before or not running, 403 during a self-exclusion). */
  takeBonus$(slug: string): Observable<O.TakeBonusAnswer>;
}

/** Items per page of the news and blog lists. */
export const POSTS_PER_PAGE = 10;

export function createContentApi(http: Http): ContentApi {
  const get = <T>(path: string, schema: v.GenericSchema<unknown, T>, query: Record<string, string | number | undefined>) =>
    http.request$({ url: `${API}${path}`, schema, query });
  const seg = encodeURIComponent;
  return {
    page$: (lang, slug) => get(`/pages/${seg(slug)}`, S.PageSchema, { lang }),
    rulesToc$: (lang) => get('/rules', S.RulesTocSchema, { lang }),
    rulesChapter$: (lang, group, chapter) => get(`/rules/${seg(group)}${chapter ? `/${seg(chapter)}` : ''}`, S.RulesChapterSchema, { lang }),
    posts$: (kind, lang, page, tag) => get(`/${kind}`, S.PostListSchema, { lang, page, perPage: POSTS_PER_PAGE, tag }),
    post$: (kind, lang, slug) => get(`/${kind}/${seg(slug)}`, S.PostSchema, { lang }),
    glossary$: (lang) => get('/glossary', S.GlossarySchema, { lang }),
    glossaryCategory$: (lang, block, category) => get(`/glossary/${seg(block)}/${seg(category)}`, S.GlossaryCategorySchema, { lang }),
    glossaryEntry$: (lang, slug) => get(`/glossary/entries/${seg(slug)}`, S.GlossaryEntrySchema, { lang }),
    bonuses$: (lang, section) => get('/bonuses', O.BonusListSchema, { lang, section }),
    bonus$: (lang, slug) => get(`/bonuses/${seg(slug)}`, O.BonusSchema, { lang }),
    promotions$: (lang) => get('/promotions', O.PromotionListSchema, { lang }),
    promotion$: (lang, slug) => get(`/promotions/${seg(slug)}`, O.PromotionSchema, { lang }),
    landing$: (lang, slug) => get(`/landings/${seg(slug)}`, O.LandingSchema, { lang }),
    partners$: (lang, section) => get('/partners', O.PartnerListSchema, { lang, section }),
    takenBonuses$: () => http.request$({ url: '/web-api/bonuses/taken', schema: O.TakenBonusesSchema, auth: true, cache: 'no-store' }),
    takeBonus$: (slug) => http.request$({ method: 'POST', url: `/web-api/bonuses/${seg(slug)}/take`, schema: O.TakeBonusAnswerSchema, auth: true }),
  };
}
