import { createContext, useCallback, useContext } from 'react';
import { useGameLang } from './games/game-host';
import { formatMinor } from '../../ui/format';
import { chipLabel } from './games/chip-label';

/** The currency a game's amounts are in: the player's account when playing for real, null for play money. */
export const GameCurrency = createContext<string | null>(null);

/** The games' amounts (minor units) as money in the game's currency and the page's language. */
export function useGameMoney(): (minor: number) => string {
  const lang = useGameLang();
  const currency = useContext(GameCurrency);
  return useCallback((minor: number) => formatMinor(minor, currency, lang), [currency, lang]);
}

/** The games' chip labels: the amount short, without the currency (games/chip-label.ts). */
export function useChipMoney(): (minor: number) => string {
  const lang = useGameLang();
  const currency = useContext(GameCurrency);
  return useCallback((minor: number) => chipLabel(minor, currency, lang), [currency, lang]);
}
