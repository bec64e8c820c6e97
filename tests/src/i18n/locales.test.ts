import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../../streams/schemas/site-config';
import { createI18n, START_NAMESPACES, SUPPORTED_NAMESPACES } from '../../../src/i18n/create-i18n';

const LOCALES = resolve(__dirname, '../../../src/i18n/locales');
const OTHER_LANGUAGES = SITE_LANGUAGES.filter((l) => l !== 'en');

/** Every namespace file that exists in English, whoever wrote it (common.json, errors.json, routes.json ...). */
const namespaces = readdirSync(join(LOCALES, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

function read(lang: string, ns: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8'));
}

/** Nested keys flattened to 'a.b.c' -> value (arrays count as leaves by index). */
function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/**
 * i18next's plural keys (a base with "_one" and "_other" in English): a language has the forms its own rules need
 * ("_few" and "_many" in ru), so the key sets compare by base.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBases = (flat: Map<string, unknown>) => [...flat.keys()].filter((k) => k.endsWith('_one')).map((k) => k.slice(0, -4)).filter((b) => flat.has(`${b}_other`));
function keysOf(flat: Map<string, unknown>, bases: readonly string[]) {
  return [...new Set([...flat.keys()].map((k) => (bases.includes(k.replace(PLURAL, '')) ? k.replace(PLURAL, '') : k)))].sort();
}
function missingPluralForms(flat: Map<string, unknown>, bases: readonly string[], lang: string): string[] {
  const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  return bases.flatMap((b) => forms.filter((f) => !flat.has(`${b}_${f}`)).map((f) => `${b}_${f}`));
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/**
 * Values that are legitimately the same as English in another language: brand-like words and symbols.
 * Keep this list short; anything else identical to English is an untranslated string.
 */
const SAME_AS_ENGLISH_ALLOWED = new Set(['18+', 'Blog', 'Error', 'OK', 'Casino', 'Live', 'Poker', 'Keno', 'Bingo', 'Toto', 'No']);

/** A value with no letters once placeholders are removed ('{{count}}', '18+', '—') needs no translation. */
const hasWords = (s: string) => /\p{L}/u.test(s.replace(/\{\{[^}]*\}\}/g, '').replace(/<[^>]*>/g, ''));

describe('[R01][B26] translations: every site language has every namespace, key for key', () => {
  it('the English folder has at least the common namespace and the glob sees every file', () => {
    expect(namespaces).toContain('common');
    expect([...SUPPORTED_NAMESPACES]).toEqual(expect.arrayContaining(namespaces));
  });

  for (const ns of namespaces) {
    const english = flatten(read('en', ns));

    it(`[R01] en/${ns}.json has no empty values`, () => {
      const empty = [...english].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
      expect(empty).toEqual([]);
    });

    for (const lang of OTHER_LANGUAGES) {
      it(`[R01] ${lang}/${ns}.json has exactly the keys of en/${ns}.json, none empty, same placeholders`, () => {
        expect(existsSync(join(LOCALES, lang, `${ns}.json`)), `${lang}/${ns}.json is missing`).toBe(true);
        const translated = flatten(read(lang, ns));
        const plurals = pluralBases(english);
        expect(keysOf(translated, plurals)).toEqual(keysOf(english, plurals));
        expect(missingPluralForms(translated, plurals, lang), 'plural forms the language needs').toEqual([]);
        const empty = [...translated].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
        expect(empty, 'empty values').toEqual([]);
        const wrongPlaceholders = [...english]
          .filter(([k, v]) => typeof v === 'string' && typeof translated.get(k) === 'string')
          .filter(([k, v]) => placeholders(v as string).join() !== placeholders(translated.get(k) as string).join())
          .map(([k]) => k);
        expect(wrongPlaceholders, 'keys whose {{placeholders}} differ from English').toEqual([]);
      });

      it(`[B26] ${lang}/${ns}.json has no English left untranslated`, () => {
        const translated = flatten(read(lang, ns));
        const untranslated = [...english]
          .filter(([k, v]) => typeof v === 'string' && translated.get(k) === v)
          .filter(([, v]) => hasWords(v as string) && !SAME_AS_ENGLISH_ALLOWED.has((v as string).trim()))
          .map(([k, v]) => `${k}: ${String(v)}`);
        expect(untranslated).toEqual([]);
      });
    }
  }

  it('every language folder holds only namespaces English also has (no orphan files)', () => {
    for (const lang of OTHER_LANGUAGES) {
      const files = readdirSync(join(LOCALES, lang)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
      expect(files.filter((ns) => !namespaces.includes(ns)), lang).toEqual([]);
    }
  });
});

describe('[R01] createI18n', () => {
  it('[R01] createI18n("kk") loads the common namespace lazily and translates in Kazakh', async () => {
    const i18n = await createI18n('kk');
    expect(i18n.language).toBe('kk');
    expect(i18n.hasResourceBundle('kk', 'common')).toBe(true);
    expect(i18n.t('auth.login')).toBe('Кіру');
    expect(i18n.t('main_error')).toBe('Қате');
    // Interpolation is not HTML-escaped (React escapes).
    expect(i18n.t('footer.copyright', { year: 2030, companyName: 'A&B' })).toBe('© 2030 A&B. Барлық құқықтар қорғалған.');
  });

  it('[R01] the start namespaces load together at start, every other one on demand', async () => {
    const i18n = await createI18n('en');
    for (const ns of START_NAMESPACES) expect(i18n.hasResourceBundle('en', ns)).toBe(true);
    const others = SUPPORTED_NAMESPACES.filter((ns) => !START_NAMESPACES.includes(ns));
    expect(others).toContain('office');
    for (const ns of others) expect(i18n.hasResourceBundle('en', ns)).toBe(false);
    if (others.length > 0) {
      await i18n.loadNamespaces(others[0]!);
      expect(i18n.hasResourceBundle('en', others[0]!)).toBe(true);
    }
  });

  it('[B26] falls back to English for a key missing in the page language, and switches language', async () => {
    const i18n = await createI18n('ru');
    expect(i18n.t('auth.registration')).toBe('Регистрация');
    i18n.addResource('en', 'common', 'onlyInEnglish', 'Only in English');
    expect(i18n.t('onlyInEnglish')).toBe('Only in English');
    await i18n.changeLanguage('pt');
    expect(i18n.t('auth.registration')).toBe('Cadastrar-se');
  });
});
