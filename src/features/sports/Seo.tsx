import { useLocation } from 'react-router-dom';
import { useRouteHandles } from '../../routing/GuardedRoutes';
import { useSiteConfig } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { availableLanguages } from '../../../streams/language/resolve-language';
import { pageHref, pageMetaOf, publishedPageMeta, seoMeta, type PageMeta, type SeoRoute } from './seo-meta';

/** R25: the page meta of the current route (sports-routes.tsx `handle`), or null outside the sports routes. */
export function usePageMeta(): PageMeta | null {
  return pageMetaOf(useRouteHandles());
}

/**
 * R25: the page's title, description, robots, canonical and alternate language links, derived by each page from
 * its section, sport, championship, game and menu section (seo-meta.ts). React 19 hoists these into <head>.
 * Alternates list the languages an anonymous visitor (a search engine) can open, each at the canonical path, on
 * the canonical's host. The route's page meta (page and section ids, remote app base path, layout options) is
 * published as <meta> tags next to them.
 */
export function Seo({ title, description, route }: { title: string; description: string; route: SeoRoute }) {
  const config = useSiteConfig();
  const { lang } = useLanguage();
  // What a search engine (never logged in) can open, whoever is looking at the page.
  const languages = availableLanguages(config, false);
  const { pathname } = useLocation();
  const pageMeta = usePageMeta();
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  const meta = seoMeta(route, rest, { mainDomain: config.mainDomain, host: typeof window === 'undefined' ? undefined : window.location.host });
  const canonical = meta.canonical;
  const published = pageMeta ? publishedPageMeta(pageMeta, lang, Boolean(route.game)) : null;
  return (
    <>
      <title>{`${title} · ${config.companyName}`}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={meta.robots} />
      {canonical && <link rel="canonical" href={pageHref(lang, canonical.path, canonical.host)} data-mode={canonical.mode} />}
      {canonical && languages.map((l) => <link key={l} rel="alternate" hrefLang={l} href={pageHref(l, canonical.path, canonical.host)} />)}
      {published && (
        <>
          <meta name="page-id" content={String(published.pageId)} />
          <meta name="section-id" content={String(published.sectionId)} />
          <meta name="remote-app-base-path" content={published.remoteAppBasePath} />
          <meta name="layout-options" content={JSON.stringify(published.layout)} />
        </>
      )}
    </>
  );
}
