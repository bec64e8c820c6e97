import type { CatalogGame } from './catalog.ts';

// A thumbnail drawn for every game (no downloaded images), as SVG: artwork that shows what the game is, chosen by its
// family and engine (a wheel for roulette, cards for card tables, fruits and gems for a slot, dice, balls, a pitch, a
// race track, a rising curve for crash, a scratch card, a fish, a money wheel), on a gradient of the game's hue, with its name and
// provider. Deterministic, so it is cached for a year by its URL; THUMB_VERSION in the URL moves on with the artwork.

/** The artwork's version: part of the thumbnail URL, so a browser holding the old artwork asks for the new one. */
export const THUMB_VERSION = 3;

type ThumbGame = Pick<CatalogGame, 'id' | 'name' | 'hue' | 'categories' | 'kind'>;

export type Artwork = 'roulette' | 'cards' | 'fruits' | 'gems' | 'dice' | 'balls' | 'pitch' | 'track' | 'rocket' | 'scratch' | 'fish' | 'money-wheel' | 'chest';

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The artwork of a live table by what its name says it deals, spins or throws. */
function liveArtwork(name: string): Artwork {
  if (/blackjack|baccarat|poker|dragon tiger|andar bahar/i.test(name)) return 'cards';
  if (/dice|sic bo/i.test(name)) return 'dice';
  if (/wheel|game show/i.test(name)) return 'money-wheel';
  return 'roulette';
}

const BY_KIND: Partial<Record<CatalogGame['kind'], Artwork>> = {
  crash: 'rocket', keno: 'balls', scratch: 'scratch', fortuna: 'money-wheel', lottery: 'balls', memory: 'cards', chest: 'chest', safe: 'chest',
  roulette: 'roulette', baccarat: 'cards', blackjack: 'cards', videopoker: 'cards', sicbo: 'dice', dragontiger: 'cards', moneywheel: 'money-wheel',
  bingo: 'balls',
  virtualrace: 'track',
};

const BY_FAMILY: Partial<Record<CatalogGame['categories'][number], Artwork>> = {
  card: 'cards', poker: 'cards', asian: 'dice', bingo: 'balls', keno: 'balls', virtualsports: 'pitch', crash: 'rocket', scratch: 'scratch',
  fishing: 'fish', tvgames: 'money-wheel', fastbet: 'dice', skill: 'gems',
};

/** What a game's thumbnail shows: by its engine first, then by its family; a slot shows fruits or gems. */
export function artworkOf(game: ThumbGame): Artwork {
  const family = game.categories[0];
  if (family === 'live' && BY_KIND[game.kind] === undefined) return liveArtwork(game.name);
  return BY_KIND[game.kind] ?? (family ? BY_FAMILY[family] : undefined) ?? (game.id % 2 === 0 ? 'fruits' : 'gems');
}

const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360} ${s}% ${l}%)`;

/** A wheel of `n` wedges around (cx, cy), each filled by `fill(i)`. */
function wheel(cx: number, cy: number, r: number, n: number, fill: (i: number) => string): string {
  const point = (i: number) => {
    const a = (i / n) * 2 * Math.PI - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  };
  return Array.from({ length: n }, (_, i) => `<path d="M${cx},${cy} L${point(i)} A${r},${r} 0 0 1 ${point(i + 1)} Z" fill="${fill(i)}"/>`).join('');
}

const card = (x: number, y: number, rotate: number, label: string, red: boolean) =>
  `<g transform="rotate(${rotate} ${x + 34} ${y + 48})"><rect x="${x}" y="${y}" width="68" height="96" rx="8" fill="#fff" stroke="#0003"/>`
  + `<text x="${x + 34}" y="${y + 62}" text-anchor="middle" font-size="40" font-weight="700" fill="${red ? '#d7263d' : '#1b1b1b'}">${label}</text></g>`;

const die = (x: number, y: number, rotate: number, pips: ReadonlyArray<readonly [number, number]>) =>
  `<g transform="rotate(${rotate} ${x + 32} ${y + 32})"><rect x="${x}" y="${y}" width="64" height="64" rx="12" fill="#fff" stroke="#0003"/>`
  + pips.map(([px, py]) => `<circle cx="${x + px}" cy="${y + py}" r="6" fill="#c62828"/>`).join('') + '</g>';

const ball = (cx: number, cy: number, r: number, colour: string, n: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#fff"/>`
  + `<text x="${cx}" y="${cy + r * 0.22}" text-anchor="middle" font-size="${Math.round(r * 0.6)}" font-weight="700" fill="#222">${n}</text>`;

const gem = (cx: number, cy: number, s: number, colour: string) =>
  `<polygon points="${cx - s},${cy - s * 0.4} ${cx - s * 0.5},${cy - s} ${cx + s * 0.5},${cy - s} ${cx + s},${cy - s * 0.4} ${cx},${cy + s}" fill="${colour}" stroke="#fff8" stroke-width="2"/>`
  + `<polygon points="${cx - s},${cy - s * 0.4} ${cx + s},${cy - s * 0.4} ${cx},${cy + s}" fill="#0002"/>`;

const cherry = (cx: number, cy: number) =>
  `<path d="M${cx - 10},${cy + 4} Q${cx},${cy - 30} ${cx + 14},${cy - 34} M${cx + 12},${cy + 4} Q${cx + 10},${cy - 20} ${cx + 14},${cy - 34}" stroke="#2e7d32" stroke-width="4" fill="none"/>`
  + `<circle cx="${cx - 12}" cy="${cy + 10}" r="13" fill="#e53935"/><circle cx="${cx + 12}" cy="${cy + 12}" r="13" fill="#c62828"/>`;

/** The artwork, drawn in the 320x160 band above the name; `h` is the game's hue. */
function drawArtwork(art: Artwork, h: number, id: number): string {
  switch (art) {
    case 'roulette':
      return `<circle cx="160" cy="86" r="70" fill="#6d4c1f"/>${wheel(160, 86, 62, 18, (i) => (i === 0 ? '#1b8a3a' : i % 2 ? '#c62828' : '#1b1b1b'))}`
        + `<circle cx="160" cy="86" r="30" fill="${hsl(h, 60, 35)}" stroke="#e0b04a" stroke-width="4"/><circle cx="160" cy="86" r="8" fill="#e0b04a"/><circle cx="196" cy="40" r="7" fill="#fff"/>`;
    case 'money-wheel':
      return `${wheel(160, 90, 66, 12, (i) => hsl(h + i * 30, 75, i % 2 ? 50 : 62))}<circle cx="160" cy="90" r="66" fill="none" stroke="#ffd54f" stroke-width="6"/>`
        + `<circle cx="160" cy="90" r="16" fill="#ffd54f"/><polygon points="150,12 170,12 160,34" fill="#fff" stroke="#0005"/>`
        + `<text x="160" y="96" text-anchor="middle" font-size="16" font-weight="700" fill="#5d4000">×</text>`;
    case 'cards':
      return card(92, 36, -14, 'A♠', false) + card(126, 30, 0, 'K♥', true) + card(160, 36, 14, 'Q♦', true);
    case 'dice':
      return die(92, 50, -12, [[16, 16], [32, 32], [48, 48]]) + die(164, 44, 10, [[16, 16], [48, 16], [32, 32], [16, 48], [48, 48]]);
    case 'balls':
      return [0, 1, 2, 3, 4].map((i) => ball(80 + i * 40, i % 2 ? 104 : 72, 24, hsl(h + i * 65, 75, 50), ((id * 7 + i * 13) % 90) + 1)).join('');
    case 'pitch':
      return '<rect x="50" y="22" width="220" height="132" rx="6" fill="#2e7d32"/><rect x="50" y="22" width="220" height="132" rx="6" fill="none" stroke="#fff" stroke-width="3"/>'
        + '<line x1="160" y1="22" x2="160" y2="154" stroke="#fff" stroke-width="3"/><circle cx="160" cy="88" r="22" fill="none" stroke="#fff" stroke-width="3"/>'
        + '<rect x="50" y="62" width="26" height="52" fill="none" stroke="#fff" stroke-width="3"/><rect x="244" y="62" width="26" height="52" fill="none" stroke="#fff" stroke-width="3"/>'
        + '<circle cx="196" cy="70" r="9" fill="#fff" stroke="#222" stroke-width="2"/>';
    case 'track': {
      // An oval turf track with its rail and three horses' silks racing along the home straight.
      const runner = (x: number, y: number, silk: string) => `<path d="M${x - 10},${y + 4} l-6,10 M${x - 5},${y + 5} l3,10 M${x + 8},${y + 5} l-4,10 M${x + 12},${y + 3} l7,9" stroke="#4e342e" stroke-width="3" stroke-linecap="round"/>`
        + `<ellipse cx="${x}" cy="${y}" rx="16" ry="7" fill="#6d4c41"/><path d="M${x + 11},${y - 3} L${x + 22},${y - 14} L${x + 27},${y - 10} L${x + 17},${y + 1} Z" fill="#6d4c41"/>`
        + `<rect x="${x - 6}" y="${y - 15}" width="11" height="9" rx="3" fill="${silk}"/>`;
      return '<rect x="34" y="24" width="252" height="128" rx="64" fill="#388e3c"/><rect x="80" y="58" width="160" height="60" rx="30" fill="#66bb6a" stroke="#fff" stroke-width="3"/>'
        + '<rect x="34" y="24" width="252" height="128" rx="64" fill="none" stroke="#fff" stroke-width="3"/><line x1="236" y1="118" x2="236" y2="152" stroke="#fff" stroke-width="4"/>'
        + runner(100, 130, hsl(h, 80, 55)) + runner(148, 126, hsl(h + 120, 80, 55)) + runner(196, 132, hsl(h + 240, 80, 55));
    }
    case 'rocket':
      return '<path d="M40 150 L280 150 M40 150 L40 20" stroke="#fff6" stroke-width="2"/>'
        + `<path d="M40 150 Q180 146 236 44" stroke="${hsl(h + 120, 90, 60)}" stroke-width="6" fill="none" stroke-linecap="round"/>`
        + '<g transform="rotate(35 244 34)"><path d="M244 8 Q256 22 254 48 L234 48 Q232 22 244 8 Z" fill="#eceff1"/><circle cx="244" cy="28" r="5" fill="#42a5f5"/>'
        + '<path d="M234 40 L226 54 L234 50 Z M254 40 L262 54 L254 50 Z" fill="#e53935"/><path d="M238 48 L244 64 L250 48 Z" fill="#ffb300"/></g>'
        + '<text x="70" y="60" font-size="30" font-weight="700" fill="#fff">2.45×</text>';
    case 'scratch':
      return `<rect x="70" y="26" width="180" height="124" rx="12" fill="${hsl(h + 40, 80, 60)}" stroke="#fff" stroke-width="3"/>`
        + '<rect x="86" y="64" width="148" height="70" rx="8" fill="#b0b7c3"/>'
        + '<path d="M92 120 Q120 70 150 110 T206 80" stroke="#fff8e6" stroke-width="26" fill="none" stroke-linecap="round"/>'
        + '<text x="126" y="108" text-anchor="middle" font-size="26" font-weight="700" fill="#c62828">$</text><text x="190" y="100" text-anchor="middle" font-size="26" font-weight="700" fill="#c62828">$</text>'
        + '<text x="160" y="52" text-anchor="middle" font-size="18" font-weight="700" fill="#fff">WIN</text>'
        + '<circle cx="238" cy="140" r="16" fill="#ffd54f" stroke="#b8860b" stroke-width="3"/>';
    case 'fish':
      return `<ellipse cx="150" cy="88" rx="70" ry="40" fill="${hsl(h + 20, 85, 58)}"/><polygon points="214,88 262,52 262,124" fill="${hsl(h + 20, 85, 45)}"/>`
        + `<path d="M120 52 Q150 30 180 52" fill="${hsl(h + 20, 85, 45)}"/><circle cx="110" cy="80" r="10" fill="#fff"/><circle cx="107" cy="80" r="5" fill="#111"/>`
        + '<path d="M140 60 Q150 88 140 116" stroke="#0003" stroke-width="4" fill="none"/><circle cx="64" cy="40" r="7" fill="none" stroke="#fff9" stroke-width="2"/><circle cx="52" cy="62" r="4" fill="none" stroke="#fff9" stroke-width="2"/>';
    case 'chest':
      return '<rect x="94" y="70" width="132" height="76" rx="6" fill="#8d5524"/><path d="M94 74 Q160 10 226 74 Z" fill="#a0672c"/>'
        + '<rect x="94" y="70" width="132" height="10" fill="#e0b04a"/><rect x="152" y="84" width="16" height="22" rx="3" fill="#e0b04a"/>'
        + gem(124, 60, 12, hsl(h + 180, 80, 60)) + '<circle cx="190" cy="56" r="12" fill="#ffd54f" stroke="#b8860b" stroke-width="2"/>';
    case 'fruits':
      return `<rect x="52" y="28" width="216" height="116" rx="14" fill="#0004" stroke="#ffd54f" stroke-width="4"/>`
        + '<rect x="64" y="40" width="60" height="92" rx="8" fill="#fff8e6"/><rect x="130" y="40" width="60" height="92" rx="8" fill="#fff8e6"/><rect x="196" y="40" width="60" height="92" rx="8" fill="#fff8e6"/>'
        + cherry(92, 88) + '<text x="160" y="106" text-anchor="middle" font-size="52" font-weight="900" fill="#d7263d">7</text>'
        + `<circle cx="226" cy="88" r="20" fill="${hsl(h + 60, 85, 55)}"/><path d="M226 68 q8 -10 16 -6" stroke="#2e7d32" stroke-width="4" fill="none"/>`;
    case 'gems':
      return gem(100, 92, 34, hsl(h + 150, 85, 55)) + gem(160, 70, 44, hsl(h + 200, 85, 60)) + gem(222, 96, 32, hsl(h + 300, 85, 58))
        + '<circle cx="70" cy="40" r="4" fill="#fff"/><circle cx="250" cy="40" r="3" fill="#fff"/><circle cx="196" cy="24" r="3" fill="#fff"/>';
  }
}

export function thumbnailSvg(game: ThumbGame, provider: string): string {
  const h = game.hue;
  const art = artworkOf(game);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" role="img" aria-label="${escapeXml(game.name)}" data-art="${art}" font-family="Arial, Helvetica, sans-serif">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 70, 42)}"/><stop offset="1" stop-color="${hsl(h + 50, 75, 16)}"/></linearGradient></defs>
<rect width="320" height="240" fill="url(#g)"/>
<circle cx="40" cy="30" r="90" fill="#fff" opacity=".06"/><circle cx="290" cy="220" r="110" fill="#000" opacity=".12"/>
${drawArtwork(art, h, game.id)}
<rect y="168" width="320" height="72" fill="#000" opacity=".35"/>
<text x="160" y="198" text-anchor="middle" font-size="22" font-weight="700" fill="#fff">${escapeXml(game.name.length > 26 ? `${game.name.slice(0, 25)}…` : game.name)}</text>
<text x="160" y="224" text-anchor="middle" font-size="15" fill="#fff" opacity=".8">${escapeXml(provider)}</text>
</svg>`;
}
