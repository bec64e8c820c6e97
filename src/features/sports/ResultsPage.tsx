import { useState } from 'react';
import { formatDateTime } from '../../ui/format';
import { asyncScheduler } from 'rxjs';
import { Link, useParams } from 'react-router-dom';
import type { ResultGame, Results } from '../../../streams/schemas/sports-pages';
import { results$ } from '../../../streams/sports/sports-pages-polls';
import { SportsPageProvider, useFeed, usePrefs, useSportsPage } from './page-context';
import { PageNotFoundError, isNotFound } from '../../routing/not-found';
import { FeedList } from './FeedList';
import { StaleMark } from './GameBits';
import { dayOf } from './format-pages';
import { champTitle } from './GameList';
import { Seo } from './Seo';
import { useSportsPagesDeps } from './use-sports-pages-deps';
import styles from './sports.module.css';
import pageStyles from './sports-pages.module.css';
import resultStyles from './sports-results.module.css';

/** results/{live|zone?} (R07): results by championship and date; live results; results by zone (country). */
export function ResultsPage() {
  const { type } = useParams();
  if (type !== undefined && type !== 'live' && type !== 'zone') throw new PageNotFoundError(type);
  return (
    <SportsPageProvider pageTexts>
      <ResultsView type={(type ?? 'all') as 'all' | 'live' | 'zone'} />
    </SportsPageProvider>
  );
}

function ResultsView({ type, champId }: { type: 'all' | 'live' | 'zone'; champId?: number }) {
  const { t, lang } = useSportsPage();
  const deps = useSportsPagesDeps();
  const prefs = usePrefs();
  const today = dayOf(asyncScheduler.now(), prefs.timeZone);
  const [date, setDate] = useState(today);
  const [sport, setSport] = useState('');
  const feed = useFeed(() => results$(deps, { type, tz: prefs.timeZone, ...(type === 'live' ? {} : { date }), ...(sport ? { sport } : {}), ...(champId ? { champ: champId } : {}) }),
    [deps, type, date, sport, prefs.timeZone, champId]);
  if (isNotFound(feed.error)) throw new PageNotFoundError(`champ ${champId}`);
  const data = feed.data;
  const title = t(`results.${type}`);
  return (
    <div className={pageStyles.page}>
      <Seo title={title} description={t('results.description')} route={{ section: 'results' }} />
      <header className={pageStyles.pageHeader}><h1>{title}</h1>{feed.stale && <StaleMark />}</header>
      <nav className={pageStyles.chips} aria-label={t('results.types')}>
        {(['all', 'live', 'zone'] as const).map((x) => <Link key={x} to={`/${lang}/results${x === 'all' ? '' : `/${x}`}`} className={x === type ? pageStyles.chipActive : pageStyles.chip}>{t(`results.${x}`)}</Link>)}
      </nav>
      <div className={pageStyles.prefs}>
        {type !== 'live' && (
          <label><span>{t('results.date')}</span><input type="date" value={date} max={today} onChange={(e) => setDate(e.target.value || today)} data-testid="results-date" /></label>
        )}
        <label>
          <span>{t('results.sport')}</span>
          <select value={sport} onChange={(e) => setSport(e.target.value)}>
            <option value="">{t('results.allSports')}</option>
            {data?.sports.map((s) => <option key={s.id} value={s.slug}>{s.name}</option>)}
          </select>
        </label>
      </div>
      {!data && <p className={styles.muted}>{feed.error ? t('loadFailed') : t('loading')}</p>}
      {data && data.games.length === 0 && <p className={styles.muted}>{t('results.none')}</p>}
      {data && <ResultTable data={data} byZone={type === 'zone'} />}
    </div>
  );
}

function ResultTable({ data, byZone }: { data: Results; byZone: boolean }) {
  const { t, lang } = useSportsPage();
  const prefs = usePrefs();
  const groups = new Map<string, ResultGame[]>();
  for (const g of data.games) {
    const c = data.champs.find((x) => x.id === g.champId);
    const key = byZone ? (c?.country ?? t('results.international')) : String(g.champId);
    groups.set(key, [...(groups.get(key) ?? []), g]);
  }
  return (
    <div data-testid="results">
      {[...groups].map(([key, games]) => {
        const c = byZone ? undefined : data.champs.find((x) => String(x.id) === key);
        return (
          <section key={key} className={resultStyles.resultGroup}>
            <h2>{c ? <Link to={`/${lang}/champs/${c.id}`}>{champTitle(c, data.sports.find((s) => s.id === c.sportId))}</Link> : key}</h2>
            <table className={resultStyles.table}>
              <tbody>
                {games.map((g) => (
                  <tr key={g.id} data-testid="result-row">
                    <td className={styles.muted}>{formatDateTime(g.startAt, lang, prefs, 'time')}</td>
                    <td>{g.home}</td>
                    <td className={resultStyles.resultScore}><b>{g.score.home}:{g.score.away}</b>{g.score.periods.length > 0 && <small> ({g.score.periods.map((p) => p.join(':')).join(', ')})</small>}</td>
                    <td>{g.away}</td>
                    <td className={styles.muted}>{g.status === 4 ? t('status.finished') : g.status === 5 ? t('status.cancelled') : t('status.live')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}

/** champs/{champId?} (R04): a championship's results and coming games; without an id, today's results. */
export function ChampsPage() {
  const { champId } = useParams();
  if (champId !== undefined && !/^\d{1,10}$/.test(champId)) throw new PageNotFoundError(champId);
  return (
    <SportsPageProvider pageTexts>
      {champId === undefined ? <ResultsView type="all" /> : <ChampView id={Number(champId)} />}
    </SportsPageProvider>
  );
}

function ChampView({ id }: { id: number }) {
  const { t } = useSportsPage();
  return (
    <div className={pageStyles.page}>
      <ResultsView type="all" champId={id} />
      <FeedList query={{ mode: 'line', champ: id, kind: 'all' }} pageType="line" title={t('champ.upcoming')} />
    </div>
  );
}
