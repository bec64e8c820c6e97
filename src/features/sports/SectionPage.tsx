import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useObservableEagerState } from 'observable-hooks';
import { type Observable, map } from 'rxjs';
import type { FeedState } from '../../../streams/sports/poll-feed';
import { callPagesApi, type SportsPagesDeps } from '../../../streams/sports/sports-pages-polls';
import type { Game } from '../../../streams/schemas/sports';
import type { Standing } from '../../../streams/schemas/sports-pages';
import { topGames$ } from '../../../streams/sports/widgets';
import { formatOdds } from '../../../streams/sports/odds-format';
import { productCoef } from '../../../streams/schemas/coupon-math';
import { SportsPageProvider, useFeed, usePrefs, useSportsPage } from './page-context';
import { PageNotFoundError } from '../../routing/not-found';
import { FeedList } from './FeedList';
import { GameRow } from './GameBits';
import { selectionOf } from './OddButton';
import { hrefIn } from './HomePage';
import { Seo } from './Seo';
import { useServices } from '../../hooks/services-context';
import { gameStatistic$ } from './statistic-feed';
import { useSportsPagesDeps } from './use-sports-pages-deps';
import styles from './sports.module.css';
import pageStyles from './sports-pages.module.css';
import resultStyles from './sports-results.module.css';

/** Home-page sections (R03): home, betsonyour, topgame, marble (live only), team, ufc, politics. */
export function SectionPage() {
  const { pathname } = useLocation();
  const section = pathname.split('/').filter(Boolean)[1] ?? 'home';
  return (
    <SportsPageProvider pageTexts>
      <Section section={section} />
    </SportsPageProvider>
  );
}

function Section({ section }: { section: string }) {
  const { t } = useSportsPage();
  const title = t(`section.${section}.title`);
  return (
    <div className={pageStyles.page}>
      <Seo title={title} description={t(`section.${section}.text`)} route={{ section }} />
      <header className={pageStyles.pageHeader}><h1>{title}</h1><span className={styles.muted}>{t(`section.${section}.text`)}</span></header>
      {section === 'betsonyour' ? <Accumulator /> : section === 'team' ? <TeamOfTheDay /> : (
        <>
          <FeedList query={{ mode: 'live', section, kind: 'all' }} pageType="home" title={t('nav.live')} emptyText={t('noLiveGames')} />
          {section !== 'marble' && <FeedList query={{ mode: 'line', section, kind: 'all' }} pageType="home" title={t('nav.line')} />}
        </>
      )}
    </div>
  );
}

/** betsonyour: the accumulator of the day, the favourites of the top games, added to the coupon at once. */
function Accumulator() {
  const { deps, t, store, coupon, lang } = useSportsPage();
  const { oddsFormat } = usePrefs();
  const services = useServices();
  const selected = useObservableEagerState(services.coupon.selectedIds$);
  const feed = useFeed(() => topGames$(deps, 'line'), [deps]);
  const picks = useMemo(() => (feed.data?.games ?? []).filter((g) => g.kind === 0).slice(0, 4).flatMap((g) => {
    const m = g.markets.find((x) => x.isMain && x.kind === 1);
    const fav = m?.outcomes.filter((o) => o.status === 1).sort((a, b) => a.coef - b.coef)[0];
    return fav ? [{ game: g, outcomeId: fav.id, coef: fav.coef }] : [];
  }), [feed.data]);
  // The express coefficient the coupon will price (a float product can round the other way: 1.05 x 2.55 is 2.6774999... in floats).
  const total = productCoef(picks.map((p) => p.coef));
  return (
    <section className={styles.panel} data-testid="accumulator">
      <h2>{t('accumulator.title')}</h2>
      {picks.map((p) => <GameRow key={p.game.id} gameId={p.game.id} pageType="home" hrefOf={(g: Game) => hrefIn(lang, feed.data, g)} />)}
      {picks.length > 1 && (
        <p className={resultStyles.total}>
          {t('accumulator.total')} <b data-testid="accumulator-total">{formatOdds(total, oddsFormat)}</b>{' '}
          <button type="button" className={resultStyles.primaryButton} onClick={() => {
            for (const p of picks) {
              const entry = store.outcome(p.outcomeId);
              const sel = entry && !selected.has(p.outcomeId) ? selectionOf(store, entry, 'home', t) : null;
              if (sel) coupon.toggle(sel);
            }
          }}>{t('accumulator.add')}</button>
        </p>
      )}
    </section>
  );
}

/** team: the team of the day (the first top game's home side) with its next game, form and last results. */
function TeamOfTheDay() {
  const { deps, t, lang } = useSportsPage();
  const pagesDeps = useSportsPagesDeps();
  const feed = useFeed(() => topGames$(deps, 'line'), [deps]);
  const game = feed.data?.games.find((g) => g.kind === 0);
  const stats = useFeed(() => gameStatistic$(pagesDeps, game?.id ?? null), [pagesDeps.api$, game?.id]);
  if (!game) return <p className={styles.muted}>{t('loading')}</p>;
  const s = stats.data;
  return (
    <section className={styles.panel} data-testid="team-of-the-day">
      <h2>{game.home}</h2>
      <GameRow gameId={game.id} pageType="home" hrefOf={(g) => hrefIn(lang, feed.data, g)} />
      {s && (
        <>
          {s.home.form.length === 0 ? <p className={styles.muted}>{t('statistic.noResults')}</p> : (
            <>
              <p>{t('statistic.form')}: <Form form={s.home.form} /></p>
              <ul role="list" className={resultStyles.results}>
                {s.home.last.map((g) => <li key={g.id}>{g.home} {g.score.home}:{g.score.away} {g.away}</li>)}
              </ul>
            </>
          )}
          {/* Where the team stands: its championship's table (a fresh season's first games are on it too). */}
          <h3>{t('statistic.table', { champ: s.champ.name })}</h3>
          <StandingsTable rows={s.standings} />
        </>
      )}
    </section>
  );
}


/** A team's latest results as W/D/L marks (the statistic pages and the team of the day). */
export function Form({ form }: { form: ReadonlyArray<'W' | 'D' | 'L'> }) {
  const { t } = useSportsPage();
  return <span className={resultStyles.form}>{form.map((f, i) => <abbr key={i} className={resultStyles[`form${f}`]} title={t(`form.${f}`)}>{t(`formShort.${f}`)}</abbr>)}</span>;
}

/** A championship's standings, or a note that it has no finished games yet. */
export function StandingsTable({ rows }: { rows: readonly Standing[] }) {
  const { t } = useSportsPage();
  if (rows.length === 0) return <p className={styles.muted}>{t('statistic.noTable')}</p>;
  return (
    <table className={resultStyles.table} data-testid="standings">
      <thead>
        <tr>
          <th>#</th><th>{t('statistic.team')}</th><th>{t('statistic.played')}</th><th>{t('statistic.won')}</th><th>{t('statistic.drawn')}</th>
          <th>{t('statistic.lost')}</th><th>{t('statistic.goals')}</th><th>{t('statistic.points')}</th><th>{t('statistic.form')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.team}>
            <td>{i + 1}</td><td>{r.team}</td><td>{r.played}</td><td>{r.won}</td><td>{r.drawn}</td><td>{r.lost}</td>
            <td>{r.scored}:{r.conceded}</td><td><b>{r.points}</b></td><td><Form form={r.form} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Special championship pages (R04): special/{champ}/{home|game|final}. */
export function SpecialPage() {
  const { champSlug = '', page = 'home' } = useParams();
  if (!['home', 'game', 'final'].includes(page)) throw new PageNotFoundError(page);
  return (
    <SportsPageProvider pageTexts>
      <Special slug={champSlug} page={page as 'home' | 'game' | 'final'} />
    </SportsPageProvider>
  );
}

function Special({ slug, page }: { slug: string; page: 'home' | 'game' | 'final' }) {
  const { t, lang } = useSportsPage();
  const known = useSpecialChamp(slug);
  if (known === null) throw new PageNotFoundError(slug);
  if (known === undefined) return <p className={styles.muted}>{t('loading')}</p>;
  const title = t(`special.${page}`, { champ: known.name });
  return (
    <div className={pageStyles.page}>
      <Seo title={title} description={t('special.description', { champ: known.name })} route={{ section: 'special' }} />
      <header className={pageStyles.pageHeader}><h1>{title}</h1></header>
      <nav className={pageStyles.chips}>
        {(['home', 'game', 'final'] as const).map((p) => <Link key={p} className={p === page ? pageStyles.chipActive : pageStyles.chip} to={`/${lang}/special/${slug}/${p}`}>{t(`special.tab.${p}`)}</Link>)}
      </nav>
      {page !== 'final' && <FeedList query={{ mode: 'live', champ: known.id, kind: 'all' }} pageType="home" title={t('nav.live')} emptyText={t('noLiveGames')} />}
      {/* The final page: who wins the championship (its outright markets) above the matches still to play. */}
      {page === 'final' && <FeedList query={{ mode: 'line', champ: known.id, kind: 'all', section: 'outrights' }} pageType="home" title={t('special.outrights')} />}
      <FeedList query={{ mode: 'line', champ: known.id, kind: 'all', ...(page === 'game' ? { limit: 1 } : {}), ...(page === 'final' ? { section: 'matches' } : {}) }} pageType="home" title={page === 'final' ? t('special.matches') : t('nav.line')} />
    </div>
  );
}

/** The championship behind a special page (undefined while loading, null when there is none). */
function useSpecialChamp(slug: string): { id: number; name: string } | null | undefined {
  const deps = useSportsPagesDeps();
  const feed = useFeed(() => specialChamp$(deps, slug), [deps.api$, slug]);
  return feed.data === null && feed.error === null ? undefined : feed.data ?? null;
}

function specialChamp$(deps: Pick<SportsPagesDeps, 'api$'>, slug: string): Observable<FeedState<{ id: number; name: string } | null>> {
  return callPagesApi(deps, (api) => api.menu$({ mode: 'line', kind: 'all' })).pipe(map((menu) => {
    const c = menu.champs.find((x) => x.specialSlug === slug);
    return { data: c ? { id: c.id, name: c.name } : null, stale: false, error: c ? null : { status: 404 } };
  }));
}
