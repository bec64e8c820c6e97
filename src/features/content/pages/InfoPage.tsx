import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { ContentFrame, ContentState, Crumbs, FallbackNotice } from '../ContentKit';
import { ContentSeo } from '../ContentSeo';
import { SafeHtml } from '../SafeHtml';
import { useContentCall } from '../use-content';
import styles from '../content.module.css';

/** An information page of R20 (about, contacts, howbet, cookies, licenses ...): its slug is the route's path. */
export function InfoPage() {
  const { t } = useTranslation('content');
  const { lang } = useLanguage();
  const slug = useLocation().pathname.replace(/\/$/, '').split('/')[2] ?? '';
  const page = useContentCall((api) => api.page$(lang, slug), [lang, slug]);
  return (
    <ContentFrame>
      <ContentState state={page}>
        {(p) => (
          <article className={styles.article} data-testid="content-page" data-slug={p.slug}>
            <ContentSeo title={p.title} description={p.description} noindex={p.fallback} />
            <Crumbs items={[{ to: `/${lang}/`, label: t('crumbs.home') }, { label: p.title }]} />
            <h1 className={styles.title}>{p.title}</h1>
            {p.description && <p className={styles.lead}>{p.description}</p>}
            <FallbackNotice shown={p} />
            <SafeHtml html={p.html} />
          </article>
        )}
      </ContentState>
    </ContentFrame>
  );
}
