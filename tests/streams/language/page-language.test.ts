import { describe, expect, it } from 'vitest';
import { createPageLanguage } from '../../../streams/language/language';

describe('the page language (one source, fed by the router)', () => {
  it('[R01] follows every location the router shows, Back included, and replays the current language', () => {
    const language = createPageLanguage('ru');
    const seen: string[] = [];
    const sub = language.language$.subscribe((l) => seen.push(l));
    language.follow('/en/line');
    language.follow('/en/live'); // same language: no new value
    language.follow('/ru/line'); // Back to the Russian page
    expect(seen).toEqual(['ru', 'en', 'ru']);
    expect(language.current()).toBe('ru');
    sub.unsubscribe();
    const late: string[] = [];
    language.language$.subscribe((l) => late.push(l)).unsubscribe();
    expect(late).toEqual(['ru']);
  });

  it('[R01] ignores paths without a site language prefix', () => {
    const language = createPageLanguage('en');
    for (const path of ['/', '/xx/line', '/english', '/e', '/office/account', '/ruby']) language.follow(path);
    expect(language.current()).toBe('en');
  });
});
