import { useState } from 'react';
import { formatDateTime } from '../../ui/format';
import { useParams } from 'react-router-dom';
import type { ResultGame } from '../../../streams/schemas/sports-pages';
import { menu$ } from '../../../streams/sports/sports-pages-polls';
import { SportsPageProvider, useFeed, usePrefs, useSportsPage } from './page-context';
import { PageNotFoundError, isNotFound } from '../../routing/not-found';
import { champStatistic$, gameStatistic$ } from './statistic-feed';
import { Form, StandingsTable } from './SectionPage';
import { Seo } from './Seo';
import { useSportsPagesDeps } from './use-sports-pages-deps';
import styles from './sports.module.css';
import pageStyles from './sports-pages.module.css';
import resultStyles from './sports-results.module.css';

/** statistic (R07; the route guard makes it 404 when the config flag is off): standings and form by championship. */
export function StatisticPage() {
  return (
    <SportsPageProvider pageTexts>
      <Statistic />
    </SportsPageProvider>
  );
}

function Statistic() {
  const { t } = useSportsPage();
  const deps = useSportsPagesDeps();
  const { api$ } = deps;
  const menu = useFeed(() => menu$(deps, { mode: 'line', kind: 'all' }), [deps]);
  const champs = (menu.data?.champs ?? []).filter((c) => ['goals', 'points'].includes(menu.data?.sports.find((s) => s.id === c.sportId)?.scoreModel ?? ''));
  const [picked, setPicked] = useState<number | null>(null);
  const champId = picked ?? champs.find((c) => c.isTop)?.id ?? champs[0]?.id ?? null;
  const stat = useFeed(() => champStatistic$({ api$ }, champId), [api$, champId]);
  return (
    <div className={pageStyles.page}>
      <Seo title={t('statistic.title')} description={t('statistic.description')} route={{ section: 'statistic' }} />
      <header className={pageStyles.pageHeader}><h1>{t('statistic.title')}</h1></header>
      <label className={pageStyles.prefs}>
        <span>{t('statistic.champ')}</span>
        <select value={champId ?? ''} onChange={(e) => setPicked(Number(e.target.value))} data-testid="statistic-champ">
          {champs.map((c) => <option key={c.id} value={c.id}>{[menu.data?.sports.find((s) => s.id === c.sportId)?.name, c.country, c.name].filter(Boolean).join(' · ')}</option>)}
        </select>
      </label>
      {/* A menu without a championship that keeps standings (goals or points) has nothing to ask for. */}
      {!stat.data && (
        <p className={styles.muted} data-testid="statistic-pending">
          {menu.data && champs.length === 0 ? t('statistic.noChamps') : stat.error ? t('statistic.loadFailed') : t('loading')}
        </p>
      )}
      {stat.data && <StandingsTable rows={stat.data.standings} />}
      {stat.data && <Recent games={stat.data.recent} />}
    </div>
  );
}


function Recent({ games }: { games: readonly ResultGame[] }) {
  const { t, lang } = useSportsPage();
  const prefs = usePrefs();
  if (games.length === 0) return null;
  return (
    <section className={styles.panel}>
      <h2>{t('statistic.recent')}</h2>
      <ul role="list" className={resultStyles.results}>
        {games.map((g) => <li key={g.id}><span className={styles.muted}>{formatDateTime(g.startAt, lang, prefs, 'dayMonth')}</span> {g.home} <b>{g.score.home}:{g.score.away}</b> {g.away}</li>)}
      </ul>
    </section>
  );
}

/** statisticpopup/* (R07): a game's statistics in the empty layout (statisticpopup/game/{id}). */
export function StatisticPopupPage() {
  const { '*': splat = '' } = useParams();
  const m = /^game\/(\d{1,10})$/.exec(splat);
  if (!m) throw new PageNotFoundError(splat);
  return (
    <SportsPageProvider pageTexts>
      <GameStatistic id={Number(m[1])} />
    </SportsPageProvider>
  );
}

function GameStatistic({ id }: { id: number }) {
  const { t, lang } = useSportsPage();
  const { api$ } = useSportsPagesDeps();
  const prefs = usePrefs();
  const stat = useFeed(() => gameStatistic$({ api$ }, id), [api$, id]);
  if (isNotFound(stat.error)) throw new PageNotFoundError(`game ${id}`);
  const s = stat.data;
  // A failed answer says so (and the popup is still not indexed) instead of "loading" for ever.
  if (!s) {
    return (
      <>
        <Seo title={t('statistic.title')} description={t('statistic.description')} route={{ section: 'statisticpopup' }} />
        <p className={styles.muted} data-testid="statistic-popup-pending">{stat.error ? t('statistic.loadFailed') : t('loading')}</p>
      </>
    );
  }
  return (
    <div className={resultStyles.popup} data-testid="statistic-popup">
      <Seo title={`${s.game.home} — ${s.game.away}: ${t('statistic.title')}`} description={t('statistic.description')} route={{ section: 'statisticpopup' }} />
      <h1>{s.game.home} — {s.game.away}</h1>
      <p className={styles.muted}>{[s.sport.name, s.champ.country, s.champ.name].filter(Boolean).join(' · ')} · {formatDateTime(s.game.startAt, lang, prefs, 'dayMonth')}</p>
      <div className={styles.homeGrid}>
        {[s.home, s.away].map((side) => (
          <section key={side.team} className={styles.panel}>
            <h2>{side.team}</h2>
            <p>{t('statistic.form')}: <Form form={side.form} /></p>
            <ul role="list" className={resultStyles.results}>{side.last.map((g) => <li key={g.id}>{g.home} <b>{g.score.home}:{g.score.away}</b> {g.away}</li>)}</ul>
          </section>
        ))}
      </div>
      <section className={styles.panel}>
        <h2>{t('statistic.h2h')}</h2>
        {s.headToHead.length === 0 ? <p className={styles.muted}>{t('statistic.noH2h')}</p> : (
          <ul role="list" className={resultStyles.results}>{s.headToHead.map((g) => <li key={g.id}>{formatDateTime(g.startAt, lang, prefs, 'dayMonth')} {g.home} <b>{g.score.home}:{g.score.away}</b> {g.away}</li>)}</ul>
        )}
      </section>
      <StandingsTable rows={s.standings} />
    </div>
  );
}
