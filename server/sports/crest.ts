// A crest for every team, drawn from its name (issue 24): a shield in two colours with a pattern (plain, halves,
// stripes, hoops, sash or chevron) and the team's monogram, as SVG. The same name always gets the same crest, so the
// answer is cached for a year by its URL; no image is stored or downloaded.

const PATTERNS = ['plain', 'halves', 'stripes', 'hoops', 'sash', 'chevron'] as const;
export type CrestPattern = (typeof PATTERNS)[number];

/** FNV-1a of the name's letters (case-insensitive): the seed of its colours and pattern. */
function hashOf(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of name.toLowerCase()) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193);
  return h >>> 0;
}

/** Up to two letters: the initials of the first two words ("Sporting Reading" -> "SR"), or a one-word name's first two. */
export function monogramOf(name: string): string {
  const words = name.split(/[\s\-–—.]+/u).filter((w) => /\p{L}|\p{N}/u.test(w));
  const letters = words.length >= 2 ? [[...words[0]!][0]!, [...words[1]!][0]!] : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/** The crest's design: two hues far enough apart to tell apart, a pattern and the monogram. */
export function crestOf(name: string): { primary: number; secondary: number; pattern: CrestPattern; monogram: string } {
  const h = hashOf(name);
  const primary = h % 360;
  const secondary = (primary + 120 + ((h >>> 9) % 120)) % 360;
  return { primary, secondary, pattern: PATTERNS[(h >>> 17) % PATTERNS.length]!, monogram: monogramOf(name) };
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

// The shield, in a 64x72 box; the pattern is clipped to it.
const SHIELD = 'M32 2 L60 10 V34 C60 52 48 64 32 70 C16 64 4 52 4 34 V10 Z';
const PATTERN_SHAPES: Record<CrestPattern, string> = {
  plain: '',
  halves: '<rect x="32" y="0" width="32" height="72"/>',
  stripes: '<rect x="12" y="0" width="8" height="72"/><rect x="28" y="0" width="8" height="72"/><rect x="44" y="0" width="8" height="72"/>',
  hoops: '<rect x="0" y="16" width="64" height="9"/><rect x="0" y="34" width="64" height="9"/><rect x="0" y="52" width="64" height="9"/>',
  sash: '<polygon points="0,14 14,0 64,58 64,72 50,72 0,28"/>',
  chevron: '<polygon points="0,30 32,48 64,30 64,44 32,62 0,44"/>',
};

export function crestSvg(name: string): string {
  const c = crestOf(name);
  const main = `hsl(${c.primary} 62% 34%)`;
  const second = `hsl(${c.secondary} 70% 58%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 72" width="64" height="72" role="img" aria-label="${escapeXml(name)}">
<defs><clipPath id="s"><path d="${SHIELD}"/></clipPath></defs>
<g clip-path="url(#s)"><rect width="64" height="72" fill="${main}"/><g fill="${second}">${PATTERN_SHAPES[c.pattern]}</g></g>
<path d="${SHIELD}" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="3"/>
<circle cx="32" cy="36" r="15" fill="#fff" fill-opacity=".92"/>
<text x="32" y="41.5" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${c.monogram.length > 1 ? 14 : 17}" font-weight="700" fill="${main}">${escapeXml(c.monogram)}</text>
</svg>`;
}
