import { describe, expect, it } from 'vitest';
import { allowedScripts, allowedStylesheets, eventOfCode, eventsOfCode, readRemoteHead, scopeCss } from '../../../streams/remote/remote-policy';

const ORIGIN = 'https://site.example';
const HASH = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';

describe('remote answer policy', () => {
  it('[C06] codeToEval names handlers only; anything else is refused and logged, never run', () => {
    expect(eventOfCode('mf:ready')).toEqual({ kind: 'ready' });
    expect(eventOfCode('mf:not-exist')).toEqual({ kind: 'not-exist' });
    expect(eventOfCode('mf:error:503')).toEqual({ kind: 'error', statusCode: 503 });
    expect(eventOfCode('mf:redirect:/en/user/login')).toEqual({ kind: 'redirect', to: '/en/user/login' });
    for (const bad of ['alert(1)', 'mf:error:200', 'mf:error:5000', 'mf:ready:1', 'mf:redirect://evil.example/', 'mf:redirect:/\\evil.example',
      'mf:redirect:https://evil.example/', 'mf:redirect:/a\u0001b', 'mf:redirect:/a b', 'mf:eval:1', 'MF:READY']) {
      expect(eventOfCode(bad), bad).toBeNull();
    }
    const logged: unknown[] = [];
    expect(eventsOfCode(['mf:ready', 'document.cookie'], (m, d) => logged.push([m, d]))).toEqual([{ kind: 'ready' }]);
    expect(logged).toEqual([['remote app: codeToEval refused (never evaluated)', 'document.cookie']]);
  });

  it('[C06] scripts only from allowlisted origins and with an integrity hash', () => {
    const log: unknown[] = [];
    const out = allowedScripts([
      { src: '/remote/app.js', integrity: HASH },
      { src: 'https://cdn.evil.example/x.js', integrity: HASH },
      { src: '/remote/no-hash.js' },
      '/remote/plain.js',
      { src: 'javascript:alert(1)', integrity: HASH },
    ], [ORIGIN], ORIGIN, (m) => log.push(m));
    expect(out).toEqual([{ src: `${ORIGIN}/remote/app.js`, integrity: HASH }]);
    expect(log).toHaveLength(4);
    expect(allowedStylesheets(['/a.css', 'https://evil.example/b.css', 'data:text/css,x'], ORIGIN, () => undefined)).toEqual([`${ORIGIN}/a.css`]);
  });

  it('[C06] styles are nested under the app element; CSS that could escape it is refused', () => {
    expect(scopeCss('.page { color: red; } @media (width > 600px) { .page { padding: 0 } }', 'technical'))
      .toBe('[data-mf-app="technical"]{.page { color: red; } @media (width > 600px) { .page { padding: 0 } }}');
    expect(scopeCss('', 'x')).toBe('');
    expect(scopeCss('} body { display: none } .x {', 'x')).toBeNull();
    expect(scopeCss('.a { color: red }}', 'x')).toBeNull();
    expect(scopeCss('.a { color: red', 'x')).toBeNull();
    expect(scopeCss('@import url(https://evil.example/x.css);', 'x')).toBeNull();
    expect(scopeCss('/* } */ .a { color: red }', 'x')).toBe('[data-mf-app="x"]{ .a { color: red }}');
  });
});

describe('the head of a remote answer (C06)', () => {
  const read = (head: string) => {
    const logs: unknown[] = [];
    return { result: readRemoteHead(head, (message, data) => logs.push([message, data])), logs };
  };

  it('[C06] takes the title and the allowed meta tags as text, entities decoded, spaces collapsed', () => {
    const { result, logs } = read(`<!-- app head -->
      <title>Identity &amp; check\n  </title>
      <meta name="description" content="Check your &quot;identity&quot; in 2 minutes">
      <META NAME=robots CONTENT='noindex, nofollow' />`);
    expect(result).toEqual({ ok: true, head: {
      title: 'Identity & check',
      metas: [{ name: 'description', content: 'Check your "identity" in 2 minutes' }, { name: 'robots', content: 'noindex, nofollow' }],
    } });
    expect(logs).toEqual([]);
    expect(read('')).toEqual({ result: { ok: true, head: { title: '', metas: [] } }, logs: [] });
  });

  it('[C06] drops and logs what the shell does not take: other metas (refresh, charset), links, styles, stray text', () => {
    const { result, logs } = read(`<title>T</title><meta http-equiv="refresh" content="0;url=https://evil.example"><meta charset="utf-8">
      <meta name="viewport" content="width=10"><link rel="stylesheet" href="https://evil.example/x.css"><base href="https://evil.example/">
      <style>body { display: none }</style>hello`);
    expect(result).toEqual({ ok: true, head: { title: 'T', metas: [] } });
    expect(logs).toEqual([['remote app: head parts dropped', ['<meta>', '<meta>', '<meta>', '<link>', '<base>', '<style>', 'text', 'text']]]);
  });

  it('[C06] code in the head refuses the view: a script element, an on* handler, a javascript: or data: URL', () => {
    expect(read('<title>x</title><script>alert(1)</script>').result).toEqual({ ok: false, reason: 'script element' });
    expect(read('<SCRIPT src="/x.js"></SCRIPT>').result).toEqual({ ok: false, reason: 'script element' });
    expect(read('<meta name="description" content="x" onload="alert(1)">').result).toEqual({ ok: false, reason: 'attribute onload' });
    expect(read('<link rel="icon" href=" javascript:alert(1)">').result).toEqual({ ok: false, reason: 'href URL' });
    expect(read('<link rel="icon" href="&#106;avascript:alert(1)">').result).toEqual({ ok: false, reason: 'href URL' });
    expect(read('<link rel="icon" href="data:text/html,<b>">').result).toEqual({ ok: false, reason: 'href URL' });
    // Text that only looks like markup inside the title stays text (React writes it escaped).
    expect(read('<title><script>alert(1)</script></title>').result).toEqual({ ok: true, head: { title: '<script>alert(1)</script>', metas: [] } });
  });

  it('[C06] a long title is cut to the schema\'s bound; a repeated meta keeps the last', () => {
    expect(read(`<title>${'x'.repeat(400)}</title>`).result).toEqual({ ok: true, head: { title: 'x'.repeat(300), metas: [] } });
    expect(read('<meta name="keywords" content="a"><meta name="keywords" content="b">').result).toEqual({ ok: true, head: { title: '', metas: [{ name: 'keywords', content: 'b' }] } });
  });
});
