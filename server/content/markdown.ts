// A small Markdown renderer for the content files (server/content/seed): the subset the pages use, rendered once at
// start. All text is HTML-escaped, raw HTML included (it shows as text: no file needs HTML, and markup with inline
// handlers or styles would make the browser report CSP violations even while parsing it inertly to sanitise it), and
// no link is made from an unsafe URL. The client still sanitises every body with DOMPurify before it shows it
// (src/features/content/SafeHtml.tsx), so HTML from any other source is safe too.
//
// Blocks: ATX headings (# .. ######, optional {#id}), paragraphs, - / * lists, 1. lists, > quotes, GFM tables
// (| a | b | with a |---| line), --- rules. Inline: **strong**, *em*, `code`, [text](url), line breaks.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Links go only to site paths, anchors, http(s), mailto and tel; anything else (javascript:, data:) is text. */
export function safeHref(url: string): string | null {
  const u = url.trim();
  if (/^\/(?!\/)/.test(u) || u.startsWith('#')) return u;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(u)) return u;
  return null;
}

export function slugify(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 80);
}

export function inline(text: string): string {
  // Code spans first, kept aside so their content is not formatted.
  const codes: string[] = [];
  // Placeholders use a private-use character no content file contains.
  let s = text.replace(/`([^`]+)`/g, (_m, c: string) => `\uE000${codes.push(`<code>${escapeHtml(c)}</code>`) - 1}\uE000`);
  s = escapeHtml(s);
  s = s.replace(/\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g, (_m, label: string, href: string) => {
    const raw = href.replace(/&amp;/g, '&');
    const safe = safeHref(raw);
    if (!safe) return label;
    const external = /^https?:/i.test(safe);
    return `<a href="${escapeHtml(safe)}"${external ? ' rel="noopener noreferrer" target="_blank"' : ''}>${label}</a>`;
  });
  s = s.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>').replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
  s = s.replace(/ {2,}\n|\\\n/g, '<br>\n');
  return s.replace(/\uE000(\d+)\uE000/g, (_m, i: string) => codes[Number(i)]!);
}

const isTableLine = (l: string) => /^\s*\|.*\|\s*$/.test(l);
const cells = (l: string) => l.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());

/** Renders Markdown to HTML; headings of level 2 and 3 get ids (from {#id} or their text) for in-page links. */
export function renderMarkdown(md: string): string {
  const lines = md.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  const used = new Set<string>();
  let i = 0;
  const blank = (l: string | undefined) => l === undefined || l.trim() === '';
  while (i < lines.length) {
    const line = lines[i]!;
    if (blank(line)) { i += 1; continue; }
    const heading = /^(#{1,6})\s+(.*?)\s*(?:\{#([a-z0-9_-]+)\})?\s*#*\s*$/.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      const text = heading[2]!;
      let id = heading[3] ?? (level <= 3 ? slugify(text) : '');
      if (id) { let n = 2; const base = id; while (used.has(id)) id = `${base}-${n++}`; used.add(id); }
      out.push(`<h${level}${id ? ` id="${id}"` : ''}>${inline(text)}</h${level}>`);
      i += 1;
      continue;
    }
    if (/^(-{3,}|\*{3,})\s*$/.test(line)) { out.push('<hr>'); i += 1; continue; }
    if (isTableLine(line) && /^\s*\|?\s*:?-{2,}/.test(lines[i + 1] ?? '')) {
      const head = cells(line);
      i += 2;
      const rows: string[][] = [];
      while (i < lines.length && isTableLine(lines[i]!)) rows.push(cells(lines[i++]!));
      out.push(`<table><thead><tr>${head.map((c) => `<th>${inline(c)}</th>`).join('')}</tr></thead><tbody>${
        rows.map((r) => `<tr>${head.map((_h, k) => `<td>${inline(r[k] ?? '')}</td>`).join('')}</tr>`).join('')}</tbody></table>`);
      continue;
    }
    const bullet = /^\s*[-*]\s+/;
    const numbered = /^\s*\d+[.)]\s+/;
    if (bullet.test(line) || numbered.test(line)) {
      const ordered = numbered.test(line);
      const marker = ordered ? numbered : bullet;
      const items: string[] = [];
      while (i < lines.length && !blank(lines[i])) {
        const l = lines[i]!;
        if (marker.test(l)) items.push(l.replace(marker, ''));
        else items[items.length - 1] += `\n${l.trim()}`;
        i += 1;
      }
      const tag = ordered ? 'ol' : 'ul';
      out.push(`<${tag}>${items.map((it) => `<li>${inline(it)}</li>`).join('')}</${tag}>`);
      continue;
    }
    if (line.startsWith('>')) {
      const quote: string[] = [];
      while (i < lines.length && lines[i]!.startsWith('>')) quote.push(lines[i++]!.replace(/^>\s?/, ''));
      out.push(`<blockquote>${renderMarkdown(quote.join('\n'))}</blockquote>`);
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && !blank(lines[i]) && !/^(#{1,6}\s|>|\s*[-*]\s|\s*\d+[.)]\s)/.test(lines[i]!)) para.push(lines[i++]!);
    if (para.length === 0) para.push(lines[i++]!);
    out.push(`<p>${inline(para.join('\n'))}</p>`);
  }
  return out.join('\n');
}

/** The plain text of the first paragraph (a summary where the file gives none). */
export function firstSentence(md: string, max = 200): string {
  const para = md.split(/\n\s*\n/).map((p) => p.trim()).find((p) => p && !/^[#<|>-]/.test(p)) ?? '';
  const text = para.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/[*`]/g, '').replace(/\s+/g, ' ');
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
