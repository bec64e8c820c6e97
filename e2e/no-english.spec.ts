import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { registerAndLogin } from './support/users';

// Issue 24 item 6: no English left on any main page of any site language. A word counts as English when the
// English locale files use it and the page language's own files do not; the names the data is made of (teams,
// championships, players, casino games and providers from the two catalogues, the rated bookmakers) and a few brands are not words
// to translate. Every main page, a visitor's and a player's, in the seven languages other than English.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LANGUAGES = ['ru', 'uk', 'kk', 'az', 'tr', 'es', 'pt'] as const;
/** Brands, codes and terms every language writes in Latin letters. */
const ALLOWED = ['BetArena', 'DemoPay', 'RTP', 'FAQ', 'VIP', 'PIN', 'SMS', 'ID', 'Live', 'Casino', 'Poker', 'Keno', 'Bingo', 'Toto', 'Lotto', 'Telegram', 'WhatsApp', 'Google', 'Apple', 'Android', 'iOS', 'Windows', 'macOS', 'Visa', 'Mastercard', 'Blackjack', 'Roulette', 'Baccarat', 'Crash', 'Sic', 'Bo'];

// Letters of every script: an accented letter is part of its word ("dólares" is not "lares").
const words = (text: string) => text.match(/\p{L}{2,}/gu) ?? [];
function localeWords(lang: string): Set<string> {
  const dir = path.join(root, 'src/i18n/locales', lang);
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') for (const w of words(v.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<[^>]*>/g, ' '))) out.add(w.toLowerCase());
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) walk(JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
  return out;
}
/** The capitalised words of a catalogue's string literals from `from` on (TypeScript or SQL): names, never UI. */
function catalogueNames(file: string, from: string, everyWord = false): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.slice(text.indexOf(from)).matchAll(/'([^'\n]*)'/g)].flatMap((m) => m[1]!.match(everyWord ? /\b[A-Za-z]+\b/g : /\b[A-Z][A-Za-z]+\b/g) ?? []);
}
const NAMES = new Set([
  ...catalogueNames('server/sports/catalog.ts', 'export const CHAMPS'),
  // Game names are made of these parts, lower-case words included ("Hold and Win").
  ...catalogueNames('server/casino/catalog.ts', 'const PROVIDER_NAMES', true),
  ...catalogueNames('server/db/migrations/105_bookmaker_rating.sql', 'INSERT'),
  ...ALLOWED,
].map((w) => w.toLowerCase()));
const ENGLISH = localeWords('en');

/** The visible text of the page once its content is in. */
async function visibleText(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 15_000 });
  return page.evaluate(() => document.body.innerText);
}

function englishIn(text: string, own: Set<string>): string[] {
  return text.split('\n').flatMap((line) => {
    const found = words(line).filter((w) => {
      const lower = w.toLowerCase();
      return ENGLISH.has(lower) && !own.has(lower) && !NAMES.has(lower) && !/^[A-Z]{2,4}$/.test(w);
    });
    return found.length > 0 ? [`${found.join(', ')} in "${line.trim().slice(0, 120)}"`] : [];
  });
}

const PUBLIC = ['', 'line', 'live', 'casino-lobby', 'promotions', 'rules', 'registration', 'user/login'];
const OFFICE = ['office/account', 'office/responsible', 'office/history', 'office/historypay', 'office/bonuses', 'office/recharge', 'office/settings'];

test.describe('no English left (issue 24)', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const lang of LANGUAGES) {
    test(`every main page in ${lang}: no English word left`, async ({ page }) => {
      const own = localeWords(lang);
      const found: string[] = [];
      const scan = async (url: string) => {
        for (const hit of englishIn(await visibleText(page, url), own)) found.push(`${url}: ${hit}`);
      };
      for (const p of PUBLIC) await scan(`/${lang}/${p}`);
      // A game's page and a casino game's page, as the line and the lobby link them.
      await page.goto(`/${lang}/line`);
      const game = await page.getByTestId('game-row').first().locator('a').first().getAttribute('href');
      if (game) await scan(game);
      await page.goto(`/${lang}/casino-lobby`);
      const casinoGame = await page.locator('main a[href*="/game/"]').first().getAttribute('href');
      if (casinoGame) await scan(casinoGame);
      await registerAndLogin(page);
      for (const p of OFFICE) await scan(`/${lang}/${p}`);
      expect(found).toEqual([]);
    });
  }
});
