import { afterEach, describe, expect, it, vi } from 'vitest';

// src/ui/format.ts: the site's one money, number and date format. Spaces are compared as plain spaces (Intl writes
// no-break and narrow no-break spaces).

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

async function load() {
  vi.resetModules();
  return import('../../../src/ui/format');
}

/** A browser without a language's locale data (Chromium's ICU has no kk): Intl answers with the root locale. */
function withoutLocaleData(...tags: string[]) {
  const Real = Intl.DateTimeFormat;
  const RealNumber = Intl.NumberFormat;
  const root = (locales: unknown) => (typeof locales === 'string' && tags.includes(locales) ? 'und' : locales) as string;
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locales?: string, options?: Intl.DateTimeFormatOptions) {
    return new Real(root(locales), options);
  } as typeof Intl.DateTimeFormat);
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locales?: string, options?: Intl.NumberFormatOptions) {
    return new RealNumber(root(locales), options);
  } as typeof Intl.NumberFormat);
}

afterEach(() => vi.restoreAllMocks());

describe('formatMinor: minor units in the currency\'s own digits and the page\'s language', () => {
  it('two minor digits (RUB): the ledger\'s 470130 is 4 701,30 ₽ in ru and RUB 4,701.30 in en', async () => {
    const { formatMinor } = await load();
    expect(plain(formatMinor(470_130, 'RUB', 'ru'))).toBe('4 701,30 ₽');
    expect(plain(formatMinor(470_130, 'RUB', 'en'))).toBe('RUB 4,701.30');
  });

  it('no minor digits (JPY): 1234 minor units are ¥1,234, not 12.34', async () => {
    const { formatMinor } = await load();
    expect(plain(formatMinor(1234, 'JPY', 'en'))).toBe('JP¥1,234');
  });

  it('three minor digits (KWD): 1234567 minor units are 1,234.567', async () => {
    const { formatMinor } = await load();
    expect(plain(formatMinor(1_234_567, 'KWD', 'en'))).toBe('KWD 1,234.567');
  });

  it('a currency Intl does not know keeps its code after the amount; play money is the amount alone', async () => {
    const { formatMinor } = await load();
    expect(plain(formatMinor(150_050, 'XBT', 'ru'))).toBe('1 500,50 XBT');
    expect(plain(formatMinor(100_000, null, 'ru'))).toBe('1 000,00');
    expect(plain(formatMinor(100_000, null, 'en'))).toBe('1,000.00');
  });
});

describe('a language whose locale data the browser lacks falls back to a close locale', () => {
  it('kk with data formats as Kazakh', async () => {
    const { formatDateTime, localeOf } = await load();
    expect(localeOf('kk')).toBe('kk-KZ');
    expect(formatDateTime('2026-11-27T12:00:00Z', 'kk', undefined, 'longDate')).toMatch(/қараша/);
  });

  it('kk without data: money and numbers as ru-RU, not the root\'s "RUB 4,701.30"', async () => {
    withoutLocaleData('kk-KZ');
    const { formatMinor, formatNumber, localeOf } = await load();
    expect(localeOf('kk')).toBe('ru-RU');
    expect(plain(formatMinor(470_130, 'RUB', 'kk'))).toBe('4 701,30 ₽');
    expect(plain(formatNumber(3650, 'kk'))).toBe('3 650');
    expect(localeOf('ru')).toBe('ru-RU');
    expect(localeOf('en')).toBe('en-GB');
  });

  it('kk without data: dates with numeric months, so no Russian month name appears on a Kazakh page', async () => {
    withoutLocaleData('kk-KZ');
    const { formatDateTime } = await load();
    const clock = { timeZone: 0, is12h: false };
    expect(formatDateTime('2026-11-27T14:05:00Z', 'kk', clock, 'longDate')).toBe('27.11.2026');
    expect(formatDateTime('2026-11-27T14:05:00Z', 'kk', clock, 'dateTime')).toBe('27.11.2026, 14:05');
    expect(formatDateTime('2026-11-27T14:05:00Z', 'ru', clock, 'longDate')).toBe('27 ноября 2026 г.');
  });

  it('az without data: numbers as tr-TR', async () => {
    withoutLocaleData('az-AZ');
    const { formatNumber, localeOf } = await load();
    expect(localeOf('az')).toBe('tr-TR');
    expect(formatNumber(4701.3, 'az', 2)).toBe('4.701,30');
  });
});

describe('formatDateTime follows the visitor\'s clock', () => {
  it('an IANA zone or whole hours east of UTC, and the 12-hour setting', async () => {
    const { formatDateTime } = await load();
    expect(formatDateTime('2026-11-27T14:05:00Z', 'en', { timeZone: 3, is12h: false }, 'time')).toBe('17:05');
    expect(formatDateTime('2026-11-27T14:05:00Z', 'en', { timeZone: 'Asia/Almaty', is12h: true }, 'time')).toMatch(/^07:05\s?pm$/i);
  });
});
