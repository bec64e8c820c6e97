import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { ContentFrame, Crumbs, FallbackNotice } from '../ContentKit';
import { Loaded } from '../../../ui/Loaded';
import { ContentSeo } from '../ContentSeo';
import { SafeHtml } from '../SafeHtml';
import { useContentCall } from '../use-content';
import type { RulesToc } from '../../../../streams/schemas/content';
import styles from '../content.module.css';

/**
 * The rule book (R20): rules/{ruleGroup}/{chapter?}. The side shows the table of contents of every group; the group
 * alone opens its first chapter. An unknown group or chapter is the 404 page.
 */
export function RulesPage() {
  const { t } = useTranslation('content');
  const { lang } = useLanguage();
  const { ruleGroup = '1', chapter } = useParams();
  const toc = useContentCall((api) => api.rulesToc$(lang), [lang]);
  const current = useContentCall((api) => api.rulesChapter$(lang, ruleGroup, chapter), [lang, ruleGroup, chapter]);
  const side = toc.status === 'ready' ? <Toc toc={toc.value} lang={lang} group={ruleGroup} chapter={current.status === 'ready' ? current.value.slug : chapter} /> : null;
  return (
    <ContentFrame side={side}>
      <Loaded ns="content" state={current}>
        {(c) => (
          <article className={styles.article} data-testid="rules-chapter" data-chapter={c.slug}>
            <ContentSeo title={`${c.title} · ${t('rules.title')}`} description={t('rules.description', { group: c.group.title, chapter: c.title })} noindex={c.fallback} />
            <Crumbs items={[{ to: `/${lang}/`, label: t('crumbs.home') }, { to: `/${lang}/rules/1`, label: t('rules.title') }, { to: `/${lang}/rules/${c.group.id}`, label: c.group.title }, { label: c.title }]} />
            <h1 className={styles.title}>{c.title}</h1>
            <FallbackNotice shown={c} />
            <SafeHtml html={c.html} />
            <nav className={styles.pager} aria-label={t('rules.pager')}>
              {c.prev && <Link className={styles.pagerLink} to={`/${lang}/rules/${c.group.id}/${c.prev.slug}`} rel="prev"><span>{t('rules.prev')}</span>{c.prev.title}</Link>}
              {c.next && <Link className={`${styles.pagerLink} ${styles.pagerNext}`} to={`/${lang}/rules/${c.group.id}/${c.next.slug}`} rel="next"><span>{t('rules.next')}</span>{c.next.title}</Link>}
            </nav>
          </article>
        )}
      </Loaded>
    </ContentFrame>
  );
}

function Toc({ toc, lang, group, chapter }: { toc: RulesToc; lang: string; group: string; chapter: string | undefined }) {
  const { t } = useTranslation('content');
  return (
    <nav aria-label={t('rules.toc')} data-testid="rules-toc">
      <h2 className={styles.sideTitle}>{t('rules.toc')}</h2>
      {toc.groups.map((g) => (
        <div key={g.id}>
          <h3 className={styles.categoryTitle}>{g.title}</h3>
          <ol className={styles.sideList}>
            {g.chapters.map((c) => (
              <li key={c.slug}>
                <Link className={styles.sideLink} to={`/${lang}/rules/${g.id}/${c.slug}`} aria-current={g.id === group && c.slug === chapter ? 'page' : undefined}>{c.title}</Link>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </nav>
  );
}
