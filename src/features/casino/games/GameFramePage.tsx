import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { tellPage } from '../frame-messages';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAuthorized } from '../../../hooks/use-session';
import { useServices } from '../../../hooks/services-context';
import { GameCurrency } from '../game-money';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import { Loaded } from '../../../ui/Loaded';
import { useCasino } from '../use-casino';
import { useCall } from '../../../hooks/use-call';
import { useLang } from '../../../hooks/use-language';
import { GameHost, useGameCasino } from './game-host';
import { SlotGame } from './SlotGame';
import { CrashGame } from './CrashGame';
import { KenoGame } from './KenoGame';
import { ScratchGame } from './ScratchGame';
import { FortunaGame } from './FortunaGame';
import { LotteryGame } from './LotteryGame';
import { PickGame, type PickKind } from './PickGame';
import { TableGame } from './TableGame';
import { BlackjackGame } from './BlackjackGame';
import { VideoPokerGame } from './VideoPokerGame';
import { SicBoGame } from './SicBoGame';
import { MoneyWheelGame } from './MoneyWheelGame';
import { DragonTigerGame } from './DragonTigerGame';
import { FitToFrame } from './FitToFrame';
import { frameDemoBalance$ } from './frame-demo-balance';
import styles from './games.module.css';

/** The bingo room, fetched when a bingo game opens. */
const BingoGame = lazy(() => import('./BingoGame').then((m) => ({ default: m.BingoGame })));
/** Virtual horse racing loads with its first race (its track, card and rules are a chunk of their own). */
const VirtualRaceGame = lazy(() => import('./VirtualRaceGame'));

/**
 * The game frame as a route of the site (its services at hand): what the sandboxed frame shows (game-frame/), for a
 * game page's tests and a direct look. Real money only for a logged-in player who asked for it, else play money.
 */
export function GameFramePage() {
  const { gameId = '' } = useParams();
  const [search] = useSearchParams();
  const authorized = useAuthorized();
  const mode = authorized && search.get('mode') === 'real' ? 'real' : 'demo';
  // Real money is the active account's, as the page's header shows it.
  const active = useObservableEagerState(useServices().accounts.active$);
  return (
    <GameHost casino={useCasino()} lang={useLang()}>
      <GameFrame gameId={Number(gameId)} mode={mode} currency={mode === 'real' ? (active?.iso ?? null) : null} />
    </GameHost>
  );
}

/** The frame's content under a GameHost: the game's own UI once its details are in, in its currency (null: play money). */
export function GameFrame({ gameId, mode, currency }: { gameId: number; mode: 'real' | 'demo'; currency: string | null }) {
  const { t } = useTranslation('casino');
  const game = useCall(useGameCasino(), (c) => c.game$(gameId), [gameId]);
  // Listens for the demo balance from the first render on, before the frame says it is ready and the page answers.
  useObservableState(frameDemoBalance$, null);
  return (
    <div className={styles.frame} data-mode={mode}>
      <meta name="robots" content="noindex" />
      <Loaded ns="casino" state={game}>
        {(value) => (
          <>
            <title>{t('game.title', { name: value.name })}</title>
            <FrameReady />
            <GameCurrency.Provider value={currency}><FitToFrame><GameUi game={value} mode={mode} /></FitToFrame></GameCurrency.Provider>
          </>
        )}
      </Loaded>
    </div>
  );
}

/** Tells the page around the frame that the game rendered. */
function FrameReady() {
  useEffect(() => {
    tellPage({ type: 'casino:ready' });
  }, []);
  return null;
}

const PICK_KINDS: readonly string[] = ['chest', 'memory', 'safe', 'dragon'] satisfies PickKind[];

/** The UI of a game's kind; every other catalogue game plays the 5x3 slot. */
function GameUi({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  if (game.kind === 'crash') return <CrashGame game={game} mode={mode} />;
  if (game.kind === 'roulette' || game.kind === 'baccarat') return <TableGame game={game} mode={mode} />;
  if (game.kind === 'keno') return <KenoGame game={game} mode={mode} />;
  if (game.kind === 'scratch') return <ScratchGame game={game} mode={mode} />;
  if (game.kind === 'fortuna') return <FortunaGame game={game} mode={mode} />;
  if (game.kind === 'lottery') return <LotteryGame game={game} mode={mode} />;
  if (game.kind === 'blackjack') return <BlackjackGame game={game} mode={mode} />;
  if (game.kind === 'videopoker') return <VideoPokerGame game={game} mode={mode} />;
  if (game.kind === 'sicbo') return <SicBoGame game={game} mode={mode} />;
  if (game.kind === 'moneywheel') return <MoneyWheelGame game={game} mode={mode} />;
  if (game.kind === 'dragontiger') return <DragonTigerGame game={game} mode={mode} />;
  if (game.kind === 'bingo') return <Suspense fallback={null}><BingoGame game={game} mode={mode} /></Suspense>;
  if (game.kind === 'virtualrace') return <Suspense fallback={null}><VirtualRaceGame game={game} mode={mode} /></Suspense>;
  if (game.kind && PICK_KINDS.includes(game.kind)) return <PickGame kind={game.kind as PickKind} game={game} mode={mode} />;
  return <SlotGame game={game} mode={mode} />;
}
