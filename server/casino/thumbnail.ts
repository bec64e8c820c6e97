import type { CatalogGame } from './catalog.ts';

// A thumbnail drawn for every game (no downloaded images): a two-colour gradient of the game's hue, a large emblem
// of its initials and its name, as SVG. Deterministic, so it is cached for a year by its URL.

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export function thumbnailSvg(game: Pick<CatalogGame, 'id' | 'name' | 'hue' | 'categories'>): string {
  const h = game.hue;
  const initials = game.name.split(/\s+/).slice(0, 2).map((w) => w[0] ?? '').join('').toUpperCase();
  const words = game.name.split(/\s+/);
  const first = words.slice(0, 2).join(' ');
  const rest = words.slice(2).join(' ');
  const shape = game.id % 3 === 0
    ? '<circle cx="160" cy="92" r="58" fill="url(#e)" opacity=".9"/>'
    : game.id % 3 === 1
      ? '<polygon points="160,30 218,92 160,154 102,92" fill="url(#e)" opacity=".9"/>'
      : '<rect x="104" y="38" width="112" height="108" rx="24" fill="url(#e)" opacity=".9"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" role="img" aria-label="${escapeXml(game.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 42%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360} 75% 18%)"/></linearGradient>
<linearGradient id="e" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${(h + 180) % 360} 90% 70%)"/><stop offset="1" stop-color="hsl(${(h + 200) % 360} 80% 45%)"/></linearGradient></defs>
<rect width="320" height="240" fill="url(#g)"/>
<circle cx="40" cy="30" r="90" fill="#fff" opacity=".06"/><circle cx="290" cy="220" r="110" fill="#000" opacity=".12"/>
${shape}
<text x="160" y="108" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
<text x="160" y="190" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(first)}</text>
<text x="160" y="216" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="16" fill="#fff" opacity=".85">${escapeXml(rest)}</text>
</svg>`;
}
