import { memo, useMemo } from 'react';
import { formatDateTime } from '../../ui/format';
import { Link } from 'react-router-dom';
import { useObservableEagerState } from 'observable-hooks';
import type { Game, Market, Sport } from '../../../streams/schemas/sports';
import { type ClockAnchor, gameClock$ } from '../../../streams/sports/game-clock';
import { usePrefs, useSportsPage, type PageType } from './page-context';
import { clockText, gameTitle, periodLabel, periodWord, shortOutcomeLabel } from './format';
import { OddButton } from './OddButton';
import styles from './sports.module.css';

/** The running clock of a live game (run on locally from its anchor between answers, T18). */
export function GameClock({ game }: { game: ClockAnchor }) {
  const { clockTick$, store } = useSportsPage();
  // Eager: the clock's reading now is drawn in the first render (the anchor may be minutes old). The game object is
  // new only when the store's game changed.
  const sec = useObservableEagerState(useMemo(() => gameClock$(game, store.serverNow, clockTick$), [game, store, clockTick$]));
  if (sec === null || sec === undefined) return null;
  return <span className={styles.clock} data-testid="game-clock" data-sec={sec}>{clockText(sec)}</span>;
}

/** Status, period and clock of a game, or its start time. */
export function GameStatus({ game, sport }: { game: Game; sport: Sport | undefined }) {
  const { t, lang } = useSportsPage();
  const prefs = usePrefs();
  const word = periodWord(sport?.scoreModel ?? 'goals', game.periods, sport?.isCyber ?? false);
  if (game.status === 1) {
    return (
      <span className={styles.start}>
        <time dateTime={game.startAt}>{formatDateTime(game.startAt, lang, prefs, 'time')}</time>
        <span className={styles.muted}>{formatDateTime(game.startAt, lang, prefs, 'dayMonth')}</span>
      </span>
    );
  }
  if (game.status >= 4) return <span className={styles.finished}>{t(game.status === 5 ? 'status.cancelled' : 'status.finished')}</span>;
  return (
    <span className={styles.liveStatus}>
      <span className={styles.liveDot} aria-hidden="true" />
      <span>{game.status === 3 ? t('status.break') : game.period > game.periods && game.periods > 0 ? t('status.overtime') : periodLabel(t, word, game.period)}</span>
      {game.status === 2 && game.round !== undefined && <span data-testid="game-round">{periodLabel(t, 'round', game.round)}</span>}
      {game.status === 2 && <GameClock game={game} />}
    </span>
  );
}

/** The score, with the periods in small print. */
export function Score({ game }: { game: Game }) {
  if (game.status === 1 || game.kind === 1) return null;
  return (
    <span className={styles.score} data-testid="game-score">
      <b>{game.score.home}:{game.score.away}</b>
      {game.score.periods.length > 0 && <small className={styles.periods}>({game.score.periods.map((p) => `${p[0]}:${p[1]}`).join(' ')})</small>}
    </span>
  );
}

/** The main markets of a game as the list columns: result, total, handicap (or what the sport has). */
export function MainMarkets({ markets, pageType, max = 3 }: { markets: readonly Market[]; pageType: PageType; max?: number }) {
  const { t } = useSportsPage();
  const { viewType } = usePrefs();
  // B25: the Asian view puts handicaps and totals before the result.
  const order = (k: number) => (viewType === 1 ? ({ 4: 0, 3: 1 } as Record<number, number>)[k] ?? 2 : 0);
  const main = markets.filter((m) => m.isMain).sort((a, b) => order(a.kind) - order(b.kind)).slice(0, max);
  return (
    <div className={styles.mainMarkets}>
      {main.map((m) => (
        <div key={m.id} className={styles.marketCol} data-type={m.typeId}>
          {m.param !== null && m.typeId !== 29 && <span className={styles.line}>{m.param}</span>}
          {(m.outcomes.length > 3 ? m.outcomes.slice(0, 3) : m.outcomes).map((o) => (
            <OddButton key={o.id} outcomeId={o.id} pageType={pageType} label={shortOutcomeLabel(t, m, o)} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** A game's page link: {section}/{sport}/{champId-slug}/{gameId}. */
export function gameHref(lang: string, mode: 'line' | 'live', sportSlug: string, champ: { id: number; slug: string }, gameId: number): string {
  return `/${lang}/${mode}/${sportSlug}/${champ.id}-${champ.slug}/${gameId}`;
}

/**
 * One game of a list: it listens to its own game in the page's store (score, clock, status); its odds buttons
 * listen to their own outcomes.
 */
export const GameRow = memo(function GameRow({ gameId, pageType, hrefOf, markets = 3 }: { gameId: number; pageType: PageType; hrefOf: (game: Game) => string; markets?: number }) {
  const { store, t } = useSportsPage();
  const game = useObservableEagerState(useMemo(() => store.game$(gameId), [store, gameId]));
  const { compactView: compact } = usePrefs();
  if (!game) return null;
  const sport = store.sport(game.sportId);
  return (
    <div className={`${styles.row} ${compact ? styles.compact : ''}`} data-testid="game-row" data-game-id={game.id}>
      <div className={styles.rowTime}><GameStatus game={game} sport={sport} /></div>
      <Link className={styles.teams} to={hrefOf(game)}>
        <span className={styles.team}>{game.kind === 0 ? <><Crest team={game.home} />{game.home}</> : gameTitle(t, game, store.champ(game.champId)?.name)}</span>
        {game.kind === 0 && <span className={styles.team}><Crest team={game.away} />{game.away}</span>}
        {game.hasVideo && <span className={styles.video} title={t('video')} aria-label={t('video')}>▶</span>}
      </Link>
      <Score game={game} />
      <MainMarkets markets={game.markets} pageType={pageType} max={markets} />
      <Link className={styles.more} to={hrefOf(game)} aria-label={t('allMarkets', { count: game.marketCount })}>+{game.marketCount}</Link>
    </div>
  );
});

/**
 * A team's crest, drawn by the server from its name (issue 24): one URL per team, cached for a year, loaded lazily.
 * Decorative: the team's name is written beside it.
 */
export function Crest({ team, size = 16 }: { team: string; size?: number }) {
  return <img className={styles.crest} src={`/web-api/sports/crest?team=${encodeURIComponent(team)}`} alt="" width={size} height={Math.round((size * 9) / 8)} loading="lazy" data-testid="team-crest" />;
}

/** A quiet mark that the data shown is the last good answer (the newest one failed). */
export function StaleMark() {
  const { t } = useSportsPage();
  return <span className={styles.stale} role="status" data-testid="stale" title={t('stale.hint')}>{t('stale.text')}</span>;
}
