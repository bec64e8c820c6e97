import { memo, useMemo, useState } from 'react';
import { formatDateTime } from '../../ui/format';
import { Link } from 'react-router-dom';
import { useObservableEagerState } from 'observable-hooks';
import { of } from 'rxjs';
import { gameFeed$ } from '../../../streams/sports/game-feed';
import { marketSuspended$ } from '../../../streams/sports/market-listing';
import { timeline$ } from '../../../streams/sports/sports-pages-polls';
import { useServices, useSiteConfig } from '../../hooks/services-context';
import { useFeed, usePrefs, useSportsPage, type PageType } from './page-context';
import { PageNotFoundError, isNotFound } from '../../routing/not-found';
import { Crest, GameStatus, Score, StaleMark } from './GameBits';
import { champHref } from './GameList';
import { OddButton } from './OddButton';
import { SportsFrame, SportsMenu } from './SportsShell';
import { clockText, gameTitle, marketLabel, outcomeLabel, periodWord } from './format';
import { Seo } from './Seo';
import { useSportsPagesDeps } from './use-sports-pages-deps';
import styles from './sports.module.css';
import pageStyles from './sports-pages.module.css';
import gameStyles from './sports-game.module.css';

/** Market kinds in the order the page groups them (migration 020). */
const KIND_ORDER = [1, 2, 3, 4, 10, 9, 5, 6, 11, 8, 7];

/**
 * One game with every market grouped by kind (R04): the score and clock move, odds flash up or down, suspended
 * outcomes are locked; when the game finishes its markets close and the page says so (the game-over panel, T18).
 */
export const GameView = memo(function GameView({ id, mode, pageType = 'game', embedded = false }: { id: number; mode: 'line' | 'live'; pageType?: PageType; embedded?: boolean }) {
  const { t, lang } = useSportsPage();
  const deps = useSportsPagesDeps();
  const prefs = usePrefs();
  const config = useSiteConfig();
  const feed = useFeed(() => gameFeed$(deps, id), [deps, id]);
  if (isNotFound(feed.error)) throw new PageNotFoundError(`game ${id}`);
  const state = feed.data;
  if (!state) {
    const body = feed.error !== null ? <p className={pageStyles.error}>{t('loadFailed')}</p> : <p className={styles.muted}>{t('loading')}</p>;
    return embedded ? body : <SportsFrame label={t(`menu.${mode}`)} menu={<SportsMenu mode={mode} />}>{body}</SportsFrame>;
  }
  const { game, sport, champ } = state;
  const word = periodWord(sport.scoreModel, game.periods, sport.isCyber);
  const title = gameTitle(t, game, champ.name);
  const over = game.status >= 4;
  const body = (
    <article className={gameStyles.gamePage} data-testid="game-page" data-game-id={game.id} data-status={game.status}>
      {!embedded && <Seo title={`${title} · ${champ.name}`} description={t('seo.gameDescription', { game: title, champ: champ.name, sport: sport.name, date: formatDateTime(game.startAt, lang, prefs, 'dayMonthTime') })} route={{ section: pageType === 'cyber' ? 'cyber' : mode, sport, champ, game }} />}
      <header className={gameStyles.scoreboard}>
        <Link className={styles.muted} to={champHref(lang, game.status === 2 || game.status === 3 ? 'live' : 'line', sport.slug, champ)}>
          {[sport.name, champ.country, champ.name].filter(Boolean).join(' · ')}
        </Link>
        <h1 className={styles.gameTitle}>
          <span className={gameStyles.team}>{game.kind === 0 ? <><Crest team={game.home} size={40} />{game.home}</> : title}</span>
          {game.kind === 0 && <Score game={game} />}
          {game.kind === 0 && <span className={gameStyles.team}><Crest team={game.away} size={40} />{game.away}</span>}
        </h1>
        <div className={gameStyles.gameMeta}>
          <GameStatus game={game} sport={sport} />
          {game.status === 1 && <span>{formatDateTime(game.startAt, lang, prefs, 'dayMonthTime')}</span>}
          {game.hasVideo && <span className={styles.video}>{t('video')}</span>}
          {feed.stale && <StaleMark />}
          {config.features.statistic && game.kind === 0 && (
            <a href={`/${lang}/statisticpopup/game/${game.id}`} target="_blank" rel="noopener" className={styles.link}>{t('statistic.open')}</a>
          )}
        </div>
      </header>
      {over && (
        <section className={gameStyles.gameOver} role="status" data-testid="game-over">
          <h2>{t(game.status === 5 ? 'gameOver.cancelled' : 'gameOver.title')}</h2>
          <p>{t('gameOver.text', { score: `${game.score.home}:${game.score.away}` })}</p>
        </section>
      )}
      {game.status !== 1 && game.kind === 0 && <Timeline gameId={game.id} home={game.home} away={game.away} live={!over} />}
      <Markets marketIds={state.marketIds} word={word} pageType={pageType} home={game.home} away={game.away} />
    </article>
  );
  return embedded ? body : <SportsFrame label={t(game.status === 2 || game.status === 3 ? 'menu.live' : 'menu.line')} menu={<SportsMenu mode={game.status === 2 || game.status === 3 ? 'live' : 'line'} activeSport={sport.slug} />}>{body}</SportsFrame>;
});

/**
 * The markets of a game, grouped by kind, with the kind tabs and the filter of kinds shown (B25). It renders again
 * only when the game's list of markets changes (or the tab, the filter, the team names): a poll that moves prices
 * re-renders the moved buttons only, and a market whose line, name or status changes re-renders its own block.
 */
const Markets = memo(function Markets({ marketIds, word, pageType, home, away }: {
  marketIds: readonly number[]; word: string; pageType: PageType; home: string; away: string;
}) {
  const { store, t } = useSportsPage();
  const prefs = usePrefs();
  const { preferences } = useServices();
  const [tab, setTab] = useState<number | 'all'>('all');
  const groups = useMemo(() => {
    // A market's kind never changes: the store's market of each id tells its group.
    const byKind = new Map<number, number[]>();
    for (const id of marketIds) {
      const kind = store.market(id)?.kind;
      if (kind !== undefined) byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
    }
    return KIND_ORDER.filter((k) => byKind.has(k)).map((k) => ({ kind: k, ids: byKind.get(k)! }));
  }, [marketIds, store]);
  const visible = groups.filter((g) => !prefs.filteredMarkets.includes(g.kind));
  const shown = tab === 'all' ? visible : visible.filter((g) => g.kind === tab);
  return (
    <>
      <div className={gameStyles.tabs} role="tablist" aria-label={t('markets.label')}>
        <button type="button" role="tab" aria-selected={tab === 'all'} className={tab === 'all' ? gameStyles.tabActive : gameStyles.tab} onClick={() => setTab('all')}>
          {t('markets.all', { count: marketIds.length })}
        </button>
        {visible.map((g) => (
          <button key={g.kind} type="button" role="tab" aria-selected={tab === g.kind} className={tab === g.kind ? gameStyles.tabActive : gameStyles.tab} onClick={() => setTab(g.kind)}>
            {t(`kind.${g.kind}`)}
          </button>
        ))}
      </div>
      <details className={gameStyles.filter}>
        <summary>{t('markets.filter')}</summary>
        {groups.map((g) => (
          <label key={g.kind} className={pageStyles.check}>
            <input type="checkbox" checked={!prefs.filteredMarkets.includes(g.kind)}
              onChange={(e) => preferences.set({ filteredMarkets: e.target.checked ? prefs.filteredMarkets.filter((k) => k !== g.kind) : [...prefs.filteredMarkets, g.kind] })} />
            {t(`kind.${g.kind}`)}
          </label>
        ))}
      </details>
      {shown.map((g) => (
        <section key={g.kind} className={gameStyles.marketGroup} aria-label={t(`kind.${g.kind}`)}>
          <h2>{t(`kind.${g.kind}`)}</h2>
          <div className={gameStyles.marketGrid}>
            {g.ids.map((mid) => <MarketBlock key={mid} marketId={mid} word={word} pageType={pageType} home={home} away={away} />)}
          </div>
        </section>
      ))}
    </>
  );
});

/** One market: it listens to its own market's layout in the page's store (streams/sports/sports-store.ts). */
const MarketBlock = memo(function MarketBlock({ marketId, word, pageType, home, away }: { marketId: number; word: string; pageType: PageType; home: string; away: string }) {
  const { store, t, oddTexts } = useSportsPage();
  const market = useObservableEagerState(useMemo(() => store.market$(marketId), [store, marketId]));
  const suspended = useObservableEagerState(useMemo(() => (market ? marketSuspended$(store, market) : of(false)), [store, market]));
  if (!market) return null;
  // A suspended market collapses to its title, as the leaders show it, instead of a row of padlocks. Its buttons stay
  // mounted, hidden: when it reopens at new prices each one flashes its change from the price before the goal (a
  // button mounted again would have no price to compare with).
  return (
    <div className={suspended ? gameStyles.marketSuspended : gameStyles.market} data-testid="market" data-market-id={market.id} data-suspended={suspended || undefined}>
      <h3>{marketLabel(t, market, word)}</h3>
      {suspended && <span className={gameStyles.suspendedNote}><span className={styles.lock} aria-hidden="true" /> {oddTexts.suspended}</span>}
      <div className={market.outcomes.length > 3 ? gameStyles.outcomesWide : gameStyles.outcomes} hidden={suspended}>
        {market.outcomes.map((o) => <OddButton key={o.id} outcomeId={o.id} pageType={pageType} label={outcomeLabel(t, market, o, { home, away })} />)}
      </div>
    </div>
  );
});

/** The live timeline: goals, periods, the end (T22: polled every 60 s). */
function Timeline({ gameId, home, away, live }: { gameId: number; home: string; away: string; live: boolean }) {
  const { t } = useSportsPage();
  const deps = useSportsPagesDeps();
  const feed = useFeed(() => timeline$(deps, gameId), [deps, gameId]);
  const events = feed.data?.events.filter((e) => e.type !== 'period_start') ?? [];
  if (events.length === 0) return null;
  return (
    <section className={gameStyles.timeline} aria-label={t('timeline.title')} data-live={live}>
      <h2>{t('timeline.title')}</h2>
      <ol>
        {events.slice(-12).reverse().map((e) => (
          <li key={e.id}>
            <span className={styles.muted}>{clockText(e.timeSec)}</span>{' '}
            {t(`event.${e.type}`, { team: e.side === 'home' ? home : e.side === 'away' ? away : '' })}
            {e.player ? ` — ${e.player}` : ''}{e.score ? ` (${e.score})` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
