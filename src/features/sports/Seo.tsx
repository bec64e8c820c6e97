import { useLocation } from 'react-router-dom';
import { useSiteConfig } from '../../hooks/services-context';

/**
 * R25: the page's title, description and alternate language links, derived by each page from its section, sport,
 * championship, game and menu section. React 19 hoists these into <head>.
 */
export function Seo({ title, description }: { title: string; description: string }) {
  const config = useSiteConfig();
  const { pathname } = useLocation();
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return (
    <>
      <title>{`${title} · ${config.companyName}`}</title>
      <meta name="description" content={description} />
      {config.languages.map((l) => <link key={l} rel="alternate" hrefLang={l} href={`/${l}${rest}`} />)}
    </>
  );
}
