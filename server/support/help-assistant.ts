import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as ukrainian } from '@orama/stemmers/ukrainian';
import { stemmer as turkish } from '@orama/stemmers/turkish';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import type { Queryable } from '../db/index.ts';
import { FALLBACK_LANG } from '../content/store.ts';

// The support chat's first answer (issue 25): a rules-based assistant that answers a player's message from the help
// pages in the player's language. The message and every section of every help page (its heading, the page's title and
// description, the section's text) are cut into word stems; a section scores the weight of each stem of the message it
// holds, rarer stems weighing more (idf: "bet" is everywhere, "KYC" in one place) and a stem in a title or heading
// three times one in the text. The best section above the bar is the answer: its first lines and the link to the page
// (at the heading). Below the bar the assistant says an operator takes over (support-chat.ts).

/** The information pages the assistant quotes: each is a page of the site at /{lang}/{slug} (content-paths.ts). */
const HELP_PAGES = [
  'contacts', 'about', 'howbet', 'payment', 'cookies', 'licenses', 'taxation', 'simpleidentification', 'amlkyc', 'smsbets',
  'amlpolicy', 'disputeresolution', 'kycpolicy', 'responsiblegaming', 'cash_terminals', 'mobile', 'desktop', 'app-download',
] as const;

/** Kazakh and Azerbaijani have no stemmer in the library: their words are cut to a prefix (both add suffixes). */
const PREFIX_STEM = 5;
const STEMMERS: Record<string, (word: string) => string> = {
  en: english, ru: russian, uk: ukrainian, tr: turkish, es: spanish, pt: portuguese,
};
/** Words shorter than this carry no meaning of their own here (articles, prepositions), except the letters of an acronym. */
const MIN_WORD = 3;
/** The score a section needs to be an answer: one rare stem in a heading, or a few in the text. */
const MIN_SCORE = 4;
const TITLE_WEIGHT = 3;
const EXCERPT_CHARS = 280;

export interface HelpAnswer {
  /** The page's title and the section's heading, when it has one. */
  title: string;
  excerpt: string;
  /** /{lang}/{slug}, with the heading's anchor. */
  link: string;
}

interface Section {
  slug: string;
  title: string;
  anchor: string | null;
  text: string;
  strong: Set<string>;
  all: Set<string>;
}

function stemsOf(text: string, lang: string): string[] {
  const stem = STEMMERS[lang] ?? ((w: string) => w.slice(0, PREFIX_STEM));
  const words = text.toLocaleLowerCase(lang).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((w) => w.length >= MIN_WORD).map(stem);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!).replace(/\s+/g, ' ').trim();

/** A page's sections: the text before the first heading, then one per level-2/3 heading. */
function sectionsOf(slug: string, pageTitle: string, description: string, html: string, lang: string): Section[] {
  const parts = html.split(/(?=<h[23][\s>])/);
  return parts.map((part) => {
    const heading = /^<h[23](?:\s+id="([a-z0-9_-]{1,60})")?[^>]*>([\s\S]*?)<\/h[23]>/.exec(part);
    const headingText = heading ? textOf(heading[2]!) : '';
    const body = textOf(heading ? part.slice(heading[0].length) : part);
    const strongText = `${pageTitle} ${headingText} ${heading ? '' : description}`;
    return {
      slug,
      title: headingText ? `${pageTitle}: ${headingText}` : pageTitle,
      anchor: heading?.[1] ?? null,
      text: body || description,
      strong: new Set(stemsOf(strongText, lang)),
      all: new Set(stemsOf(`${strongText} ${body}`, lang)),
    };
  });
}

function excerptOf(text: string): string {
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.slice(0, EXCERPT_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_CHARS / 2))}…`;
}

/** The help section that answers the message in the player's language, or null when none does well enough. */
export async function helpAnswer(db: Queryable, lang: string, message: string): Promise<HelpAnswer | null> {
  const rows = await db.query<{ lang: string; slug: string; title: string; description: string; body_html: string | null }>(
    'SELECT lang, slug, title, description, body_html FROM content_pages WHERE lang IN ($1, $2)', [lang, FALLBACK_LANG],
  );
  const english = new Map(rows.filter((r) => r.lang === FALLBACK_LANG).map((r) => [r.slug, r]));
  // The player's language first; a page it lacks, or has a title of only, is English's (as the page itself shows).
  const pages = HELP_PAGES.flatMap((slug) => {
    const own = rows.find((r) => r.lang === lang && r.slug === slug);
    const en = english.get(slug);
    if (own?.body_html) return [{ ...own, body_html: own.body_html, stemLang: lang }];
    return en?.body_html ? [{ ...en, body_html: en.body_html, stemLang: FALLBACK_LANG }] : [];
  });
  const sections = pages.flatMap((p) => sectionsOf(p.slug, p.title, p.description, p.body_html, p.stemLang));
  if (sections.length === 0) return null;

  const asked = new Set([...stemsOf(message, lang), ...(lang === FALLBACK_LANG ? [] : stemsOf(message, FALLBACK_LANG))]);
  // A stem in most sections ("the", "bet" on a betting site) weighs nothing.
  const idf = (stem: string) => Math.max(0, Math.log(sections.length / (1 + sections.filter((s) => s.all.has(stem)).length)));
  let best: { section: Section; score: number } | null = null;
  for (const section of sections) {
    let score = 0;
    for (const stem of asked) {
      if (section.strong.has(stem)) score += TITLE_WEIGHT * idf(stem);
      else if (section.all.has(stem)) score += idf(stem);
    }
    if (score > (best?.score ?? 0)) best = { section, score };
  }
  if (!best || best.score < MIN_SCORE) return null;
  const { section } = best;
  return { title: section.title, excerpt: excerptOf(section.text), link: `/${lang}/${section.slug}${section.anchor ? `#${section.anchor}` : ''}` };
}
