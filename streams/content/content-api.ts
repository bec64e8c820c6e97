import * as v from 'valibot';
import type { Observable } from 'rxjs';
import type { Http } from '../core/http';
import * as S from './content-schemas';

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
  posts$(kind: PostKind, lang: string, page: number, perPage?: number): Observable<S.PostList>;
  post$(kind: PostKind, lang: string, slug: string): Observable<S.Post>;
  glossary$(lang: string): Observable<S.Glossary>;
  glossaryCategory$(lang: string, block: string, category: string): Observable<S.GlossaryCategory>;
  glossaryEntry$(lang: string, slug: string): Observable<S.GlossaryEntry>;
}

/** Items per page of the news and blog lists. */
export const POSTS_PER_PAGE = 10;

export function createContentApi(http: Http): ContentApi {
  const get = <T>(path: string, schema: v.GenericSchema<unknown, T>, query: Record<string, string | number>) =>
    http.request$({ url: `${API}${path}`, schema, query });
  const seg = encodeURIComponent;
  return {
    page$: (lang, slug) => get(`/pages/${seg(slug)}`, S.PageSchema, { lang }),
    rulesToc$: (lang) => get('/rules', S.RulesTocSchema, { lang }),
    rulesChapter$: (lang, group, chapter) => get(`/rules/${seg(group)}${chapter ? `/${seg(chapter)}` : ''}`, S.RulesChapterSchema, { lang }),
    posts$: (kind, lang, page, perPage = POSTS_PER_PAGE) => get(`/${kind}`, S.PostListSchema, { lang, page, perPage }),
    post$: (kind, lang, slug) => get(`/${kind}/${seg(slug)}`, S.PostSchema, { lang }),
    glossary$: (lang) => get('/glossary', S.GlossarySchema, { lang }),
    glossaryCategory$: (lang, block, category) => get(`/glossary/${seg(block)}/${seg(category)}`, S.GlossaryCategorySchema, { lang }),
    glossaryEntry$: (lang, slug) => get(`/glossary/entries/${seg(slug)}`, S.GlossaryEntrySchema, { lang }),
  };
}
