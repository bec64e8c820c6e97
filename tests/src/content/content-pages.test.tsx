import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { of, throwError, type Observable } from 'rxjs';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeHttp } from '../../support/fake-http';
import { siteConfigFixture } from '../../support/site-config-fixture';
import { HttpError, withQuery, type HttpRequest } from '../../../streams/core/http';
import type { Glossary, PostList, RulesToc } from '../../../streams/schemas/content';

// The information pages (issue 15, R20) on fake answers of /web-api/content.

type Answers = Record<string, unknown>;
const notFound = () => throwError(() => new HttpError({ status: 404, kind: 'http' }));

function servicesWith(answers: Answers) {
  const http = fakeHttp((req: HttpRequest<unknown>): Observable<unknown> => {
    const url = withQuery(req.url, req.query);
    const key = Object.keys(answers).find((k) => url === k || url.startsWith(`${k}?`));
    return key ? of(answers[key]) : notFound();
  });
  return { services: fakeServices({ http, config: siteConfigFixture({ enabledHiddenPages: ['betting-awards'] }) }), http };
}

const page = (extra: Record<string, unknown> = {}) => ({
  slug: 'about', title: 'About BetArena', description: 'Who we are', lang: 'en', fallback: false,
  html: '<h2 id="x">What we stand for</h2><p>Fair odds. See <a href="/en/contacts">contacts</a>.</p>', ...extra,
});

const toc: RulesToc = {
  lang: 'en', fallback: false,
  groups: [
    { id: '1', title: 'General betting rules', chapters: [{ slug: 'general', title: 'General provisions', lang: 'en' }, { slug: 'bet-types', title: 'Types of bets', lang: 'en' }, { slug: 'void', title: 'Void bets', lang: 'en' }] },
    { id: '2', title: 'Sport-specific rules', chapters: [{ slug: 'football', title: 'Football', lang: 'en' }] },
  ],
};
const chapter = (slug: string, title: string, prev: { slug: string; title: string } | null, next: { slug: string; title: string } | null) => ({
  group: { id: '1', title: 'General betting rules' }, slug, title, html: `<p>Text of ${title}.</p>`, prev, next, lang: 'en', fallback: false,
});

const newsList = (pageNo: number, pages = 3): PostList => ({
  page: pageNo, perPage: 10, total: pages * 10 - 5, pages, lang: 'en', fallback: false,
  items: Array.from({ length: 10 }, (_v, i) => ({
    slug: `item-${pageNo}-${i}`, title: `News ${pageNo}.${i}`, summary: `Summary ${i}`, author: null, tags: [],
    publishedAt: new Date(Date.UTC(2026, 10, 24 - i, 9)).toISOString(), lang: 'en',
  })),
});

describe('[R20] information pages', { timeout: 15_000 }, () => {
  it('renders the page text sanitised: no script, handler, javascript: link, inline style or frame survives', async () => {
    const { services } = servicesWith({
      '/web-api/content/pages/about?lang=en': page({
        html: '<p id="ok">Safe text</p><script>window.__x=1</script><img src="/x.png" onerror="window.__x=2" alt="i">'
          + '<a id="js" href="javascript:window.__x=3">bad</a><p style="color:red" onclick="window.__x=4">styled</p><iframe src="https://e.example"></iframe>'
          + '<a id="ext" href="https://e.example" target="_blank">ext</a>',
      }),
    });
    await renderApp('/en/about', { services });
    const body = await findTestId('content-body');
    expect(body.querySelector('#ok')?.textContent).toBe('Safe text');
    expect(body.querySelector('script, iframe, [onerror], [onclick], [style]')).toBeNull();
    expect(body.querySelector('#js')?.getAttribute('href')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('src')).toBe('/x.png');
    expect(body.querySelector('#ext')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as unknown as { __x?: number }).__x).toBeUndefined();
  });

  it('[R25] title with the company name, description, robots index; a link inside the text navigates in the app', async () => {
    const { services } = servicesWith({ '/web-api/content/pages/about?lang=en': page(), '/web-api/content/pages/contacts?lang=en': page({ slug: 'contacts', title: 'Contacts' }) });
    const app = await renderApp('/en/about', { services });
    await findTestId('content-body');
    await waitFor(() => expect(document.title).toBe('About BetArena · BetArena'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Who we are');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
    // Absolute, as Lighthouse's SEO audit and search engines want them.
    expect(document.querySelector('link[rel="alternate"][hreflang="ru"]')?.getAttribute('href')).toBe(`${window.location.origin}/ru/about`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/en/about`);
    expect(screen.queryByTestId('content-fallback')).toBeNull();
    fireEvent.click(within(screen.getByTestId('content-body')).getByRole('link', { name: 'contacts' }));
    await waitFor(() => expect(app.location()).toBe('/en/contacts'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' }, { timeout: 5000 })).toBeTruthy();
  });

  it('a text shown in English for lack of a translation says so plainly and is noindex', async () => {
    const { services } = servicesWith({ '/web-api/content/pages/cookies?lang=en': page({ slug: 'cookies', title: 'Politique', lang: 'en', fallback: true }) });
    await renderApp('/en/cookies', { services });
    expect((await findTestId('content-fallback')).textContent).toBe('This text has no translation into your language yet, so it is shown in English.');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  });

  it('an unknown page answer (404) is the 404 page with noindex; another failure says so in place', async () => {
    const { services } = servicesWith({});
    await renderApp('/en/licenses', { services });
    expect((await findTestId('page-error')).dataset.status).toBe('404');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const broken = servicesWith({ '/web-api/content/pages/licenses?lang=en': { nope: true } });
    broken.services.http = fakeHttp(() => throwError(() => new HttpError({ status: 200, kind: 'schema' })));
    await renderApp('/en/licenses', { services: broken.services });
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toMatch(/Could not load this page/);
  });
});

describe('[R20] the rules', { timeout: 15_000 }, () => {
  it('the table of contents lists every chapter; clicking one opens it, with previous and next', async () => {
    const { services, http } = servicesWith({
      '/web-api/content/rules?lang=en': toc,
      '/web-api/content/rules/1?lang=en': chapter('general', 'General provisions', null, { slug: 'bet-types', title: 'Types of bets' }),
      '/web-api/content/rules/1/bet-types?lang=en': chapter('bet-types', 'Types of bets', { slug: 'general', title: 'General provisions' }, { slug: 'void', title: 'Void bets' }),
    });
    const app = await renderApp('/en/rules/1', { services });
    expect((await findTestId('rules-chapter')).dataset.chapter).toBe('general');
    const contents = screen.getByTestId('rules-toc');
    expect(within(contents).getAllByRole('link').map((a) => a.textContent)).toEqual(['General provisions', 'Types of bets', 'Void bets', 'Football']);
    expect(within(contents).getByRole('link', { name: 'General provisions' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(contents).getByRole('link', { name: 'Types of bets' }));
    await waitFor(() => expect(app.location()).toBe('/en/rules/1/bet-types'));
    await waitFor(() => expect(screen.getByTestId('rules-chapter').dataset.chapter).toBe('bet-types'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Types of bets');
    expect(screen.getByRole('link', { name: /Previous.*General provisions/ }).getAttribute('href')).toBe('/en/rules/1/general');
    expect(screen.getByRole('link', { name: /Next.*Void bets/ }).getAttribute('href')).toBe('/en/rules/1/void');
    expect(http.calls.map((c) => c.url)).toContain('/web-api/content/rules/1/bet-types');
    await waitFor(() => expect(document.title).toBe('Types of bets · Betting rules · BetArena'));
  });

  it('an unknown chapter is the 404 page', async () => {
    const { services } = servicesWith({ '/web-api/content/rules?lang=en': toc });
    await renderApp('/en/rules/1/no-such-chapter', { services });
    expect((await findTestId('page-error')).dataset.status).toBe('404');
  });
});

describe('[R20] news and blog', { timeout: 15_000 }, () => {
  it('the list shows dates in the reader\'s locale and pages through ?page=N', async () => {
    const { services, http } = servicesWith({
      '/web-api/content/news?lang=en&page=1&perPage=10': newsList(1),
      '/web-api/content/news?lang=en&page=2&perPage=10': newsList(2),
    });
    const app = await renderApp('/en/news', { services });
    const list = await findTestId('news-list');
    await waitFor(() => expect(within(list).getAllByTestId('post-card')).toHaveLength(10));
    expect(within(list).getAllByTestId('post-card')[0]!.querySelector('time')?.textContent).toBe('24 November 2026');
    expect(within(list).getAllByTestId('post-card')[0]!.getAttribute('href')).toBe('/en/news/item-1-0');
    const pager = screen.getByTestId('pagination');
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pager).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(app.location()).toBe('/en/news?page=2'));
    await waitFor(() => expect(screen.getAllByTestId('post-card')[0]!.textContent).toContain('News 2.0'));
    expect(http.calls.some((c) => c.query?.['page'] === 2)).toBe(true);
    await waitFor(() => expect(document.title).toBe('News, page 2 · BetArena'));
  });

  it('an item shows its text and date; an unknown slug, or a malformed page number, is the 404 page', async () => {
    const { services } = servicesWith({
      '/web-api/content/blog/value-betting?lang=en': {
        slug: 'value-betting', title: 'Value betting explained', summary: 'Why', author: 'BetArena analytics', tags: ['strategy'],
        publishedAt: '2026-11-06T09:00:00.000Z', lang: 'en', fallback: false, html: '<p>A bet has value when…</p>',
      },
    });
    await renderApp('/en/blog/value-betting', { services });
    const post = await findTestId('post');
    expect(within(post).getByRole('heading', { level: 1 }).textContent).toBe('Value betting explained');
    expect(post.textContent).toContain('6 November 2026');
    expect(post.textContent).toContain('By BetArena analytics');
    await renderApp('/en/news/no-such-item', { services });
    expect((await findTestId('page-error')).dataset.status).toBe('404');
    await renderApp('/en/news?page=abc', { services });
    expect((await findTestId('page-error')).dataset.status).toBe('404');
  });
});

describe('[R20] blog tags', { timeout: 15_000 }, () => {
  const blogList = (pageNo: number, pages: number, tag?: string): PostList => ({
    page: pageNo, perPage: 10, total: pages * 10 - 3, pages, lang: 'en', fallback: false,
    items: Array.from({ length: 10 }, (_v, i) => ({
      slug: `${tag ?? 'post'}-${pageNo}-${i}`, title: `${tag ?? 'Post'} ${pageNo}.${i}`, summary: 'Summary', author: null,
      tags: i % 2 === 0 ? ['strategy', 'odds'] : [tag ?? 'casino'], publishedAt: new Date(Date.UTC(2026, 10, 24 - i, 9)).toISOString(), lang: 'en',
    })),
  });
  const api = '/web-api/content/blog?lang=en';

  it('[R20] a post\'s tags link to the tag\'s page: its posts only, the tag named and marked, its own pages, a way back to all posts', async () => {
    const { services, http } = servicesWith({
      [`${api}&page=1&perPage=10`]: blogList(1, 1),
      [`${api}&page=1&perPage=10&tag=strategy`]: blogList(1, 2, 'strategy'),
      [`${api}&page=2&perPage=10&tag=strategy`]: blogList(2, 2, 'strategy'),
    });
    const app = await renderApp('/en/blog', { services });
    const list = await findTestId('blog-list');
    await waitFor(() => expect(within(list).getAllByTestId('post-card')).toHaveLength(10));
    const firstTags = within(list).getAllByTestId('post-tags')[0]!;
    expect(within(firstTags).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]))
      .toEqual([['Strategy', '/en/blog/tag/strategy'], ['Odds', '/en/blog/tag/odds']]);
    fireEvent.click(within(firstTags).getByRole('link', { name: 'Strategy' }));
    await waitFor(() => expect(app.location()).toBe('/en/blog/tag/strategy'));
    await waitFor(() => expect(screen.getAllByTestId('post-card')[0]!.textContent).toContain('strategy 1.0'));
    expect(http.calls.some((c) => c.query?.['tag'] === 'strategy' && c.query['page'] === 1)).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tag: Strategy');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/en/blog');
    expect(within(crumbs).getByText('Strategy').getAttribute('aria-current')).toBe('page');
    // The list's own tag is marked on every card carrying it.
    const marked = screen.getAllByRole('link', { name: 'Strategy' }).filter((a) => a.getAttribute('aria-current') === 'page');
    expect(marked).toHaveLength(10);
    await waitFor(() => expect(document.title).toBe('Tag: Strategy · BetArena'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Blog: every post tagged “Strategy”, newest first.');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/en/blog/tag/strategy`);
    // The tag's pagination stays on the tag.
    const pager = screen.getByTestId('pagination');
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/en/blog/tag/strategy');
    fireEvent.click(within(pager).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(app.location()).toBe('/en/blog/tag/strategy?page=2'));
    await waitFor(() => expect(screen.getAllByTestId('post-card')[0]!.textContent).toContain('strategy 2.0'));
    await waitFor(() => expect(document.title).toBe('Tag: Strategy, page 2 · BetArena'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/en/blog/tag/strategy?page=2`);
    expect(document.querySelector('link[rel="alternate"][hreflang="ru"]')?.getAttribute('href')).toBe(`${window.location.origin}/ru/blog/tag/strategy?page=2`);
    expect(within(screen.getByTestId('pagination')).getByRole('link', { name: /Newer/ }).getAttribute('href')).toBe('/en/blog/tag/strategy');
    fireEvent.click(screen.getByTestId('all-posts'));
    await waitFor(() => expect(app.location()).toBe('/en/blog'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blog'));
    expect(screen.queryByTestId('all-posts')).toBeNull();
  });

  it('[R20] a post shows its tags as links; tag names are translated (Russian)', async () => {
    const { services } = servicesWith({
      '/web-api/content/blog/value-betting?lang=ru': {
        slug: 'value-betting', title: 'Валуйные ставки', summary: 'Зачем', author: null, tags: ['strategy', 'bet-types'],
        publishedAt: '2026-11-06T09:00:00.000Z', lang: 'ru', fallback: false, html: '<p>Текст</p>',
      },
    });
    await renderApp('/ru/blog/value-betting', { services });
    const tags = within(await findTestId('post')).getByTestId('post-tags');
    expect(within(tags).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]))
      .toEqual([['Стратегия', '/ru/blog/tag/strategy'], ['Виды ставок', '/ru/blog/tag/bet-types']]);
  });

  it('[R20] a tag no post carries (the API\'s 404), or one that cannot be a tag, is the 404 page with noindex', async () => {
    const { services, http } = servicesWith({});
    await renderApp('/en/blog/tag/no-such-tag', { services });
    expect((await findTestId('page-error')).dataset.status).toBe('404');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const asked = http.calls.length;
    await renderApp('/en/blog/tag/Bad%20Tag', { services });
    expect((await findTestId('page-error')).dataset.status).toBe('404');
    expect(http.calls.slice(asked).some((c) => c.url.startsWith('/web-api/content/blog'))).toBe(false);
  });
});

describe('[R20] the betting alphabet', { timeout: 15_000 }, () => {
  const tree: Glossary = {
    lang: 'en', fallback: false,
    blocks: [
      { slug: 'basics', title: 'Betting basics', categories: [{ slug: 'odds', title: 'Odds and probability', entries: [{ slug: 'margin', term: 'Margin' }, { slug: 'value', term: 'Value' }] }] },
      { slug: 'casino', title: 'Casino', categories: [{ slug: 'games', title: 'Casino games', entries: [{ slug: 'rtp', term: 'RTP' }] }] },
    ],
  };
  const entry = { slug: 'margin', term: 'Margin', html: '<p>The built-in edge.</p>', lang: 'en', fallback: false, block: { slug: 'basics', title: 'Betting basics' }, category: { slug: 'odds', title: 'Odds and probability' } };

  it('the index lists blocks, categories and terms; a block narrows it; a term opens its entry', async () => {
    const { services } = servicesWith({ '/web-api/content/glossary?lang=en': tree, '/web-api/content/glossary/entries/margin?lang=en': entry });
    const app = await renderApp('/en/betting-alphabet', { services });
    await waitFor(() => expect(screen.getAllByTestId('glossary-block')).toHaveLength(2));
    expect(screen.getByText('3 terms, from odds to responsible gaming.')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Sections of the alphabet' })).getByRole('link', { name: 'Casino' }));
    await waitFor(() => expect(app.location()).toBe('/en/betting-alphabet/casino'));
    await waitFor(() => expect(screen.getAllByTestId('glossary-block')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Margin' })).toBeNull();
    await renderApp('/en/betting-alphabet/basics/odds/margin', { services });
    const e = await findTestId('glossary-entry');
    expect(e.textContent).toContain('The built-in edge.');
    expect(e.textContent).toContain('Betting basics · Odds and probability');
  });

  it('an unknown block, category, or a term under the wrong category is the 404 page', async () => {
    const { services } = servicesWith({ '/web-api/content/glossary?lang=en': tree, '/web-api/content/glossary/entries/margin?lang=en': entry });
    for (const path of ['/en/betting-alphabet/nope', '/en/betting-alphabet/basics/nope', '/en/betting-alphabet/casino/games/margin']) {
      await renderApp(path, { services });
      expect((await findTestId('page-error')).dataset.status, path).toBe('404');
    }
  });
});
