import { useLocation } from 'react-router-dom';
import { useSiteConfig } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { availableLanguages } from '../../../streams/language/resolve-language';
import { seoMeta, type SeoRoute } from './seo-meta';

/**
 * R25: the page's title, description, robots, canonical and alternate language links, derived by each page from
 * its section, sport, championship, game and menu section (seo-meta.ts). React 19 hoists these into <head>.
 * Alternates list the languages an anonymous visitor (a search engine) can open, each at the canonical path.
 */
export function Seo({ title, description, route }: { title: string; description: string; route: SeoRoute }) {
  const config = useSiteConfig();
  const { lang } = useLanguage();
  // What a search engine (never logged in) can open, whoever is looking at the page.
  const languages = availableLanguages(config, false);
  const { pathname } = useLocation();
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  const meta = seoMeta(route, rest);
  const href = (l: string, path: string) => `/${l}${path === '/' ? '' : path}`;
  return (
    <>
      <title>{`${title} · ${config.companyName}`}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={meta.robots} />
      {meta.canonical && <link rel="canonical" href={href(lang, meta.canonical.path)} data-mode={meta.canonical.mode} />}
      {meta.canonical && languages.map((l) => <link key={l} rel="alternate" hrefLang={l} href={href(l, meta.canonical!.path)} />)}
    </>
  );
}
