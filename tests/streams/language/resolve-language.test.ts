import { describe, expect, it } from 'vitest';
import { availableLanguages, languageRedirect, pathInLanguage, pickLanguage } from '../../../streams/language/resolve-language';
import { siteConfigFixture } from '../../support/site-config-fixture';

const config = siteConfigFixture({ hiddenLanguagesForAnonymous: ['az'] });

describe('language prefix', () => {
  it('[R01] a valid prefix stays', () => {
    expect(languageRedirect('/en/line', '', config, false, null)).toBeNull();
    expect(languageRedirect('/kk', '', config, false, null)).toBeNull();
  });

  it('[R01] a missing prefix gets the default language inserted, keeping path and query', () => {
    expect(languageRedirect('/', '', config, false, null)).toBe('/ru/');
    expect(languageRedirect('/casino/slots', '?a=1', config, false, null)).toBe('/ru/casino/slots?a=1');
  });

  it('[R01] an unavailable two-letter prefix is replaced; upper case is normalised', () => {
    expect(languageRedirect('/de/line', '', config, false, null)).toBe('/ru/line');
    expect(languageRedirect('/EN/line', '', config, false, null)).toBe('/en/line');
  });

  it('[R01] a language hidden from anonymous visitors is replaced for them, kept for users', () => {
    expect(languageRedirect('/az/line', '', config, false, null)).toBe('/ru/line');
    expect(languageRedirect('/az/line', '', config, true, null)).toBeNull();
    expect(availableLanguages(config, false)).not.toContain('az');
  });

  it('[R01] the saved language wins over the default when it is available', () => {
    expect(languageRedirect('/line', '', config, false, 'tr')).toBe('/tr/line');
    expect(languageRedirect('/line', '', config, false, 'az')).toBe('/ru/line');
  });

  it('[B26] default language RU; if RU is not allowed, English', () => {
    expect(pickLanguage(config, false, null)).toBe('ru');
    expect(pickLanguage(siteConfigFixture({ hiddenLanguagesForAnonymous: ['ru'] }), false, null)).toBe('en');
    expect(pickLanguage(siteConfigFixture({ defaultLanguage: 'de' }), false, undefined)).toBe('en');
  });

  it('[R01] the same page in another language', () => {
    expect(pathInLanguage('/en/line/football', 'kk')).toBe('/kk/line/football');
    expect(pathInLanguage('/en', 'es')).toBe('/es');
  });
});
