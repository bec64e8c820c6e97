import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { ContentFrame, Crumbs, DateLine, FallbackNotice } from '../ContentKit';
import { PageNotFoundError } from '../../../routing/not-found';
import { Loaded } from '../../../ui/Loaded';
import { ContentSeo } from '../ContentSeo';
import { SafeHtml } from '../SafeHtml';
import { useContentCall } from '../use-content';
import type { PostKind } from '../../../../streams/content/content-api';
import type { PostList } from '../../../../streams/schemas/content';
import styles from '../content.module.css';

// News and the blog (R20): news/{slug?} and blog/{slug?}; the lists are paginated with ?page=N (page 1 has no
// parameter), newest first, dates in the reader's locale. A page past the end, or an unknown slug, is the 404 page.
// The blog nests by tag, {kind}/tag/{tag}: the seed's posts carry tags, not categories, and a post may sit under
// several of them. A tag no post carries is the 404 page (noindex), as a CMS answers an unknown tag archive.

const kindOf = (pathname: string): PostKind => (pathname.split('/')[2] === 'blog' ? 'blog' : 'news');
/** The server's slug rule: anything else can name no tag. */
const TAG = /^[a-z0-9][a-z0-9_-]{0,80}$/;

export function PostsPage() {
  const { t } = useTranslation('content');
  const { lang } = useLanguage();
  const kind = kindOf(useLocation().pathname);
  const { tag } = useParams();
  if (tag !== undefined && !TAG.test(tag)) throw new PageNotFoundError('tag');
  const [search] = useSearchParams();
  const raw = search.get('page') ?? '1';
  if (!/^[1-9]\d{0,3}$/.test(raw)) throw new PageNotFoundError('page');
  const page = Number(raw);
  const list = useContentCall((api) => api.posts$(kind, lang, page, tag), [kind, lang, page, tag]);
  const all = `/${lang}/${kind}`;
  const base = tag ? `${all}/tag/${tag}` : all;
  const label = tag ? tagLabel(t, tag) : '';
  const title = tag ? t('tags.title', { tag: label }) : t(`${kind}.title`);
  const description = tag ? t('tags.description', { tag: label, section: t(`${kind}.title`) }) : t(`${kind}.description`);
  const crumbs = tag ? [{ to: all, label: t(`${kind}.title`) }, { label }] : [{ label: title }];
  return (
    <ContentFrame>
      <section className={styles.main} data-testid={`${kind}-list`} data-tag={tag} aria-labelledby="posts-title">
        <ContentSeo title={page > 1 ? t('list.titlePage', { title, page }) : title} description={description} />
        <div>
          <Crumbs items={[{ to: `/${lang}/`, label: t('crumbs.home') }, ...crumbs]} />
          <h1 id="posts-title" className={styles.title}>{title}</h1>
          {tag && <p className={styles.meta}><Link to={all} data-testid="all-posts">{t(`${kind}.back`)}</Link></p>}
        </div>
        <Loaded ns="content" state={list}>
          {(l) => (
            <>
              <FallbackNotice shown={l} />
              <ul className={styles.cards}>
                {l.items.map((p) => (
                  <li key={p.slug} className={styles.postItem}>
                    <Link className={styles.card} to={`${all}/${p.slug}`} data-testid="post-card">
                      <span className={styles.cardDate}><DateLine iso={p.publishedAt} lang={lang} /></span>
                      <h2 className={styles.cardTitle}>{p.title}</h2>
                      <p className={styles.cardSummary}>{p.summary}</p>
                    </Link>
                    <TagLinks tags={p.tags} base={all} current={tag} />
                  </li>
                ))}
              </ul>
              <Pagination list={l} base={base} />
            </>
          )}
        </Loaded>
      </section>
    </ContentFrame>
  );
}

/** A tag's name in the reader's language; a tag the translations do not know yet shows its slug. */
const tagLabel = (t: TFunction<'content'>, tag: string) => t(`tags.names.${tag}`, { defaultValue: tag });

/** A post's tags, each a link to its list (the list's own tag marked current). */
function TagLinks({ tags, base, current }: { tags: readonly string[]; base: string; current?: string }) {
  const { t } = useTranslation('content');
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t('tags.label')} data-testid="post-tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link className={styles.tag} to={`${base}/tag/${tag}`} aria-current={tag === current ? 'page' : undefined}>{tagLabel(t, tag)}</Link>
        </li>
      ))}
    </ul>
  );
}

function Pagination({ list, base }: { list: PostList; base: string }) {
  const { t } = useTranslation('content');
  if (list.pages <= 1) return null;
  const href = (n: number) => (n === 1 ? base : `${base}?page=${n}`);
  const numbers = Array.from({ length: list.pages }, (_v, i) => i + 1).filter((n) => n === 1 || n === list.pages || Math.abs(n - list.page) <= 2);
  return (
    <nav className={styles.pages} aria-label={t('list.pagination')} data-testid="pagination">
      {list.page > 1 && <Link className={styles.pageLink} to={href(list.page - 1)} rel="prev">{t('list.prev')}</Link>}
      {numbers.map((n, i) => (
        <span key={n}>
          {i > 0 && n - numbers[i - 1]! > 1 && <span className={styles.pageGap}>… </span>}
          <Link className={styles.pageLink} to={href(n)} aria-current={n === list.page ? 'page' : undefined} aria-label={t('list.page', { page: n })}>{n}</Link>
        </span>
      ))}
      {list.page < list.pages && <Link className={styles.pageLink} to={href(list.page + 1)} rel="next">{t('list.next')}</Link>}
    </nav>
  );
}

export function PostPage() {
  const { t } = useTranslation('content');
  const { lang } = useLanguage();
  const kind = kindOf(useLocation().pathname);
  const { slug = '' } = useParams();
  const post = useContentCall((api) => api.post$(kind, lang, slug), [kind, lang, slug]);
  return (
    <ContentFrame>
      <Loaded ns="content" state={post}>
        {(p) => (
          <article className={styles.article} data-testid="post" data-slug={p.slug}>
            <ContentSeo title={p.title} description={p.summary} noindex={p.fallback} />
            <Crumbs items={[{ to: `/${lang}/`, label: t('crumbs.home') }, { to: `/${lang}/${kind}`, label: t(`${kind}.title`) }, { label: p.title }]} />
            <h1 className={styles.title}>{p.title}</h1>
            <p className={styles.meta}>
              <DateLine iso={p.publishedAt} lang={lang} />
              {p.author && <span>{t('post.author', { author: p.author })}</span>}
            </p>
            <TagLinks tags={p.tags} base={`/${lang}/${kind}`} />
            <FallbackNotice shown={p} />
            <SafeHtml html={p.html} />
            <nav className={styles.pager}><Link className={styles.pagerLink} to={`/${lang}/${kind}`}>{t(`${kind}.back`)}</Link></nav>
          </article>
        )}
      </Loaded>
    </ContentFrame>
  );
}
