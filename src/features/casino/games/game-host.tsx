import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoServices } from '../../../../streams/casino/casino-types';

/**
 * The casino calls a game's UI makes. In the sandboxed frame they go to the page around it (frame-casino.ts), which
 * fixes the game (every game id passed here is ignored there); in a page of the site they are the casino services.
 */
export type GameCasino = Pick<CasinoServices,
  'game$' | 'seeds$' | 'rotate$' | 'play$' | 'hand$' | 'deal$' | 'handAction$' | 'crash$' | 'crashBet$' | 'crashCashout$'
  | 'table$' | 'tableBet$' | 'bingo$' | 'bingoBuy$' | 'race$' | 'raceBet$'>;

const GameCasinoContext = createContext<GameCasino | null>(null);
const GameLangContext = createContext<string | null>(null);

/** What the games below read instead of the site's services: their casino calls and the page's language. */
export function GameHost({ casino, lang, children }: { casino: GameCasino; lang: string; children: ReactNode }) {
  return (
    <GameCasinoContext.Provider value={casino}>
      <GameLangContext.Provider value={lang}>{children}</GameLangContext.Provider>
    </GameCasinoContext.Provider>
  );
}

export function useGameCasino(): GameCasino {
  const casino = useContext(GameCasinoContext);
  if (casino === null) throw new Error('useGameCasino outside a GameHost');
  return casino;
}

/**
 * The language a game's amounts are written in: its host's. The site's pages that show a round outside a game (the
 * verifier, the fair-play history) have no host: there it is i18next's, which follows the page's language.
 */
export function useGameLang(): string {
  const hosted = useContext(GameLangContext);
  const { i18n } = useTranslation();
  return hosted ?? i18n.language;
}
