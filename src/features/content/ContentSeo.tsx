import { useLocation } from 'react-router-dom';
import { useSiteConfig } from '../../hooks/services-context';
import { availableLanguages } from '../../../streams/language/resolve-language';

/**
 * R25 for the information pages: title with the company name, description, robots, the clean path as canonical and
 * one alternate link per language. A page shown in English in place of a missing translation is noindex in that
 * language (a search engine should not index English text under /kk/...).
 */
export function ContentSeo({ title, description, noindex = false }: { title: string; description: string; noindex?: boolean }) {
  const config = useSiteConfig();
  // Absolute links, as search engines want them for canonical and hreflang: on the operator's main domain where the
  // config names one, else on the host the page is served from.
  const origin = config.mainDomain ? `https://${config.mainDomain}` : window.location.origin;
  const { pathname, search } = useLocation();
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '').replace(/\/$/, '');
  const page = new URLSearchParams(search).get('page');
  const query = page && page !== '1' ? `?page=${page}` : '';
  return (
    <>
      <title>{`${title} · ${config.companyName}`}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={noindex ? 'noindex, follow' : 'index, follow'} />
      <link rel="canonical" href={`${origin}${pathname.replace(/\/$/, '')}${query}`} />
      {availableLanguages(config, false).map((l) => <link key={l} rel="alternate" hrefLang={l} href={`${origin}/${l}${rest}${query}`} />)}
    </>
  );
}
