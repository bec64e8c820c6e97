import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { ContentFrame, Crumbs, FallbackNotice } from '../ContentKit';
import { Loaded } from '../../../ui/Loaded';
import { ContentSeo } from '../ContentSeo';
import { SafeHtml } from '../SafeHtml';
import { useContentCall } from '../use-content';
import styles from '../content.module.css';

interface InfoPageProps {
  /** The page's slug in the content store; by default the route's first path segment (about, contacts ...). */
  slug?: string;
  /** Shown above the side menu (the bonus tabs of the bonus rules). */
  side?: ReactNode;
  /** Shown under the text (the install offer of the app pages). */
  after?: ReactNode;
}

/** An information page of R20 (about, contacts, howbet, cookies, licenses ...), or another Markdown page of the store. */
export function InfoPage({ slug: given, side, after }: InfoPageProps = {}) {
  const { t } = useTranslation('content');
  const { lang } = useLanguage();
  const fromPath = useLocation().pathname.replace(/\/$/, '').split('/')[2] ?? '';
  const slug = given ?? fromPath;
  const page = useContentCall((api) => api.page$(lang, slug), [lang, slug]);
  return (
    <ContentFrame side={side}>
      <Loaded ns="content" state={page}>
        {(p) => (
          <article className={styles.article} data-testid="content-page" data-slug={p.slug}>
            <ContentSeo title={p.title} description={p.description} noindex={p.fallback} />
            <Crumbs items={[{ to: `/${lang}/`, label: t('crumbs.home') }, { label: p.title }]} />
            <h1 className={styles.title}>{p.title}</h1>
            {p.description && <p className={styles.lead}>{p.description}</p>}
            <FallbackNotice shown={p} />
            <SafeHtml html={p.html} />
            {after}
          </article>
        )}
      </Loaded>
    </ContentFrame>
  );
}
