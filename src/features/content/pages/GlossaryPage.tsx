import { useTranslation } from 'react-i18next';
import { Link, NavLink, useParams } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { ContentFrame, Crumbs, FallbackNotice } from '../ContentKit';
import { PageNotFoundError } from '../../../routing/not-found';
import { Loaded } from '../../../ui/Loaded';
import { ContentSeo } from '../ContentSeo';
import { SafeHtml } from '../SafeHtml';
import { useContentCall } from '../use-content';
import type { Glossary } from '../../../../streams/schemas/content';
import styles from '../content.module.css';

/**
 * The betting alphabet (R20): betting-alphabet/{block?}/{category?}/{slug?}. The index lists every block with its
 * categories and terms; a block shows its categories; a category its entries with their text; a slug one entry.
 * An unknown block, category or slug (or one under the wrong block or category) is the 404 page.
 */
export function GlossaryPage() {
  const { t } = useTranslation('content');
  const { lang } = useLanguage();
  const { block, category, slug } = useParams();
  const tree = useContentCall((api) => api.glossary$(lang), [lang]);
  const base = `/${lang}/betting-alphabet`;
  return (
    <ContentFrame>
      <Loaded ns="content" state={tree}>
        {(g) => {
          const b = block ? g.blocks.find((x) => x.slug === block) : undefined;
          if (block && !b) throw new PageNotFoundError('glossary block');
          const c = b && category ? b.categories.find((x) => x.slug === category) : undefined;
          if (category && !c) throw new PageNotFoundError('glossary category');
          if (slug && !c?.entries.some((e) => e.slug === slug)) throw new PageNotFoundError('glossary entry');
          const crumbs = [
            { to: `/${lang}/`, label: t('crumbs.home') }, { to: base, label: t('alphabet.title') },
            ...(b ? [{ to: `${base}/${b.slug}`, label: b.title }] : []), ...(b && c ? [{ to: `${base}/${b.slug}/${c.slug}`, label: c.title }] : []),
          ];
          return (
            <article className={styles.article} data-testid="glossary">
              <Crumbs items={crumbs.map((x, i) => (i === crumbs.length - 1 && !slug ? { label: x.label } : x))} />
              <BlockChips g={g} base={base} current={b?.slug} />
              {slug && b && c ? <Entry slug={slug} lang={lang} />
                : b && c ? <Category block={b.slug} category={c.slug} lang={lang} base={base} />
                  : <Index g={g} base={base} only={b?.slug} />}
            </article>
          );
        }}
      </Loaded>
    </ContentFrame>
  );
}

function BlockChips({ g, base, current }: { g: Glossary; base: string; current: string | undefined }) {
  const { t } = useTranslation('content');
  return (
    <nav aria-label={t('alphabet.blocks')}>
      <ul className={styles.chips}>
        <li><NavLink className={styles.chip} to={base} end>{t('alphabet.all')}</NavLink></li>
        {g.blocks.map((b) => <li key={b.slug}><NavLink className={styles.chip} to={`${base}/${b.slug}`} aria-current={b.slug === current ? 'page' : undefined}>{b.title}</NavLink></li>)}
      </ul>
    </nav>
  );
}

function Index({ g, base, only }: { g: Glossary; base: string; only: string | undefined }) {
  const { t } = useTranslation('content');
  const blocks = g.blocks.filter((b) => !only || b.slug === only);
  const title = only ? blocks[0]!.title : t('alphabet.title');
  const count = blocks.reduce((n, b) => n + b.categories.reduce((m, c) => m + c.entries.length, 0), 0);
  return (
    <>
      <ContentSeo title={only ? `${title} · ${t('alphabet.title')}` : title} description={t('alphabet.description', { count })} noindex={g.fallback} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{t('alphabet.lead', { count })}</p>
      <FallbackNotice shown={g} />
      {blocks.map((b) => (
        <section key={b.slug} data-testid="glossary-block">
          {!only && <h2 className={styles.blockTitle}><Link to={`${base}/${b.slug}`}>{b.title}</Link></h2>}
          {b.categories.map((c) => (
            <div key={c.slug}>
              <h3 className={styles.categoryTitle}><Link to={`${base}/${b.slug}/${c.slug}`}>{c.title}</Link></h3>
              <ul className={styles.terms}>
                {c.entries.map((e) => <li key={e.slug}><Link to={`${base}/${b.slug}/${c.slug}/${e.slug}`}>{e.term}</Link></li>)}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}

function Category({ block, category, lang, base }: { block: string; category: string; lang: string; base: string }) {
  const { t } = useTranslation('content');
  const state = useContentCall((api) => api.glossaryCategory$(lang, block, category), [lang, block, category]);
  return (
    <Loaded ns="content" state={state}>
      {(c) => (
        <>
          <ContentSeo title={`${c.category.title} · ${t('alphabet.title')}`} description={c.entries.map((e) => e.term).join(', ')} noindex={c.fallback} />
          <h1 className={styles.title}>{c.category.title}</h1>
          <FallbackNotice shown={c} />
          <ul className={styles.entries}>
            {c.entries.map((e) => (
              <li key={e.slug} className={styles.entry} id={e.slug}>
                <h2><Link to={`${base}/${block}/${category}/${e.slug}`}>{e.term}</Link></h2>
                <SafeHtml html={e.html} testId="glossary-entry-body" />
              </li>
            ))}
          </ul>
        </>
      )}
    </Loaded>
  );
}

function Entry({ slug, lang }: { slug: string; lang: string }) {
  const { t } = useTranslation('content');
  const state = useContentCall((api) => api.glossaryEntry$(lang, slug), [lang, slug]);
  return (
    <Loaded ns="content" state={state}>
      {(e) => (
        <div data-testid="glossary-entry" data-slug={e.slug}>
          <ContentSeo title={`${e.term} · ${t('alphabet.title')}`} description={e.html.replace(/<[^>]+>/g, '').slice(0, 160)} noindex={e.fallback} />
          <h1 className={styles.title}>{e.term}</h1>
          <p className={styles.meta}>{e.block.title} · {e.category.title}</p>
          <FallbackNotice shown={e} />
          <SafeHtml html={e.html} />
        </div>
      )}
    </Loaded>
  );
}
