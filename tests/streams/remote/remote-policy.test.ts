import { describe, expect, it } from 'vitest';
import { allowedScripts, allowedStylesheets, eventOfCode, eventsOfCode, scopeCss } from '../../../streams/remote/remote-policy';

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
