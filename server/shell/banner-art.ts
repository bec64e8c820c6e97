// The banners' pictures (issue 16, T22), drawn here as SVG so no image is stored or downloaded: the banner's two
// colours as a diagonal gradient, and its motif (a 160x100 drawing) on the right. Only fixed drawings and colours
// the database has checked (#rrggbb) go into the markup; no text of a banner does.

export type BannerMotif = 'casino' | 'toto' | 'express';

const MOTIFS: Record<BannerMotif, string> = {
  casino: '<g transform="rotate(-12 70 55)"><rect x="42" y="18" width="44" height="62" rx="6" fill="#f4f1ea"/><path d="M64 36c-6 7-10 10-10 15a5 5 0 0 0 9 3l-2 8h6l-2-8a5 5 0 0 0 9-3c0-5-4-8-10-15z" fill="#1b1f2a"/></g><g transform="rotate(10 110 50)"><rect x="84" y="14" width="44" height="62" rx="6" fill="#fff"/><path d="M106 30c-4 6-9 10-9 15a5 5 0 0 0 9 3 5 5 0 0 0 9-3c0-5-5-9-9-15z" fill="#e5484d"/><text x="90" y="28" font-family="sans-serif" font-size="11" font-weight="700" fill="#e5484d">A</text></g><circle cx="132" cy="78" r="16" fill="#ffc83d"/><circle cx="132" cy="78" r="11" fill="none" stroke="#b8860b" stroke-width="3" stroke-dasharray="4 3"/><circle cx="40" cy="82" r="12" fill="#3ddc84"/><circle cx="40" cy="82" r="8" fill="none" stroke="#1f7a4a" stroke-width="2.5" stroke-dasharray="3 2.5"/>',
  toto: '<g font-family="sans-serif" font-size="12" font-weight="700" text-anchor="middle"><g fill="#3ddc84"><circle cx="40" cy="24" r="11"/><circle cx="88" cy="50" r="11"/><circle cx="64" cy="76" r="11"/><circle cx="112" cy="24" r="11"/><circle cx="136" cy="76" r="11"/></g><g fill="none" stroke="#8fa3b8" stroke-width="2"><circle cx="64" cy="24" r="10"/><circle cx="88" cy="24" r="10"/><circle cx="40" cy="50" r="10"/><circle cx="64" cy="50" r="10"/><circle cx="112" cy="50" r="10"/><circle cx="136" cy="50" r="10"/><circle cx="40" cy="76" r="10"/><circle cx="88" cy="76" r="10"/><circle cx="112" cy="76" r="10"/><circle cx="136" cy="24" r="10"/></g><g fill="#0f1923"><text x="40" y="28">1</text><text x="88" y="54">X</text><text x="64" y="80">2</text><text x="112" y="28">1</text><text x="136" y="80">2</text></g></g>',
  express: '<g fill="#3ddc84"><rect x="30" y="66" width="16" height="24" rx="3" opacity=".55"/><rect x="54" y="54" width="16" height="36" rx="3" opacity=".7"/><rect x="78" y="40" width="16" height="50" rx="3" opacity=".85"/><rect x="102" y="24" width="16" height="66" rx="3"/></g><path d="M26 58l28-14 24 8 38-34" fill="none" stroke="#ffc83d" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><path d="M106 14h14v14" fill="none" stroke="#ffc83d" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><text x="134" y="62" font-family="sans-serif" font-size="20" font-weight="800" fill="#ffc83d" text-anchor="middle">%</text>',
};

const COLOR = /^#[0-9a-f]{6}$/;

/** The banner's picture, 480x160: the gradient, then the motif at 1.5x on the right. */
export function bannerSvg(motif: BannerMotif, from: string, to: string): string {
  if (!COLOR.test(from) || !COLOR.test(to)) throw new Error(`banner colours must be #rrggbb: ${from}, ${to}`);
  return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 160" width="480" height="160">'
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset=".7" stop-color="${to}"/></linearGradient></defs>`
    + '<rect width="480" height="160" fill="url(#g)"/>'
    + `<g transform="translate(236 5) scale(1.5)">${MOTIFS[motif]}</g></svg>`;
}
