import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../streams/schemas/site-config.ts';
import { isPageRoute } from './page-routes.ts';

// A page path without a site language (/line, /office/recharge?x=1) is answered with a 302 to the same page under
// the visitor's language, as the leading sites do, instead of the app that would redirect in the browser (issue 24).
// The language is the one the visitor chose (the `lng` cookie the app writes, streams/services.ts), else the best
// match of Accept-Language among the site's languages, else the default: the same order as the app's language gate.

type StoredLanguages = Pick<SiteConfig, 'languages' | 'defaultLanguage' | 'hiddenLanguagesForAnonymous'>;

/** The cookie the app keeps the visitor's chosen language in. */
const LANGUAGE_COOKIE = 'lng';
/** A longer header is no browser's: only its start is read. */
const MAX_ACCEPT_LANGUAGE = 512;

/** The primary language subtags of an Accept-Language header, best first (q=0 and "*" left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const ranked: { lang: string; q: number; at: number }[] = [];
  header.slice(0, MAX_ACCEPT_LANGUAGE).split(',').forEach((part, at) => {
    const [tag, ...params] = part.trim().split(';');
    const lang = /^([a-z]{2,3})(?:-|$)/i.exec(tag?.trim() ?? '')?.[1]?.toLowerCase();
    const qParam = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((q) => q !== undefined);
    const q = qParam === undefined ? 1 : Number(qParam);
    if (lang && q > 0) ranked.push({ lang, q, at });
  });
  return ranked.sort((a, b) => b.q - a.q || a.at - b.at).map((r) => r.lang);
}

/** The language a visitor's page goes to: the chosen one, else the browser's best, else the site default. */
export function visitorLanguage(request: FastifyRequest, stored: StoredLanguages): string {
  const open = stored.languages.filter((l) => !stored.hiddenLanguagesForAnonymous.includes(l));
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (chosen && open.includes(chosen)) return chosen;
  const accepted = acceptedLanguages(request.headers['accept-language']).find((l) => open.includes(l));
  return accepted ?? (open.includes(stored.defaultLanguage) ? stored.defaultLanguage : open[0] ?? stored.defaultLanguage);
}

/**
 * The page a path without a site language stands for, under `lang`, or null when no page of the app takes it.
 * A two-letter first segment is taken for a language prefix to replace, as the app's language gate does
 * (/EN/line and /de/line are the line), when that gives a page; otherwise the language goes in front.
 */
export function pageInLanguage(urlPath: string, lang: string, languages: readonly string[]): string | null {
  const prefix = /^\/([a-zA-Z]{2})(?=\/|$)/.exec(urlPath);
  if (prefix?.[1]) {
    const named = prefix[1].toLowerCase();
    const replaced = `/${languages.includes(named) ? named : lang}${urlPath.slice(3) || '/'}`;
    if (isPageRoute(replaced)) return replaced;
  }
  const inserted = urlPath === '/' || urlPath === '/index.html' ? `/${lang}/` : `/${lang}${urlPath}`;
  return isPageRoute(inserted) ? inserted : null;
}
