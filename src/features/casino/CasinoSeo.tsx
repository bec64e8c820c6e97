import { useLocation } from 'react-router-dom';
import { useSiteConfig } from '../../hooks/services-context';
import { availableLanguages } from '../../../streams/language/resolve-language';

/**
 * R25 for the casino pages, as the sports pages do it (sports/Seo.tsx): title with the company name, description,
 * robots, the page's clean path as canonical and one alternate per language a search engine can open. The player's
 * own pages (my-casino, favourites, search, thank-you) are noindex.
 */
export function CasinoSeo({ title, description, noindex = false }: { title: string; description: string; noindex?: boolean }) {
  const config = useSiteConfig();
  const { pathname } = useLocation();
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '').replace(/\/$/, '');
  return (
    <>
      <title>{`${title} · ${config.companyName}`}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={noindex ? 'noindex, follow' : 'index, follow'} />
      {!noindex && availableLanguages(config, false).map((l) => <link key={l} rel="alternate" hrefLang={l} href={`/${l}${rest}`} />)}
    </>
  );
}
