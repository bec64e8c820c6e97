import { useServices } from '../../hooks/services-context';
import { gamesList$ } from '../../../streams/sports/games-list';
import { SportsPageProvider, useFeed, usePrefs, useSportsPage } from './page-context';
import { GameView } from './GamePage';
import { StaleMark } from './SportsShell';
import { champTitle } from './GameList';
import { Seo } from './Seo';
import styles from './sports.module.css';

/** At most this many games side by side. */
export const MULTI_MAX = 4;

/** Multi-live (R04): several live games side by side, each with its score, clock and every market. */
export function MultiPage() {
  return (
    <SportsPageProvider>
      <Multi />
    </SportsPageProvider>
  );
}

function Multi() {
  const { deps, t, store } = useSportsPage();
  const { multi } = usePrefs();
  const { preferences } = useServices().sports;
  const feed = useFeed(() => gamesList$(deps, { mode: 'live', kind: 'all' }), [deps]);
  const live = feed.data?.ids ?? [];
  const chosen = multi.filter((id) => live.includes(id) || feed.data === null);
  const toggle = (id: number) => preferences.set({ multi: chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id].slice(-MULTI_MAX) });
  return (
    <div className={styles.page}>
      <Seo title={t('multi.title')} description={t('multi.description')} route={{ section: 'multi' }} />
      <header className={styles.pageHeader}><h1>{t('multi.title')}</h1>{feed.stale && <StaleMark />}</header>
      <details className={styles.picker} open={chosen.length === 0}>
        <summary>{t('multi.pick', { count: chosen.length, max: MULTI_MAX })}</summary>
        <ul role="list" className={styles.pickList}>
          {live.map((id) => {
            const g = store.game(id);
            if (!g) return null;
            const c = feed.data?.champs.get(g.champId);
            return (
              <li key={id}>
                <label className={styles.check}>
                  <input type="checkbox" checked={chosen.includes(id)} onChange={() => toggle(id)} data-testid="multi-pick" />
                  {g.home} — {g.away} <span className={styles.muted}>{c ? champTitle(c, feed.data?.sports.get(c.sportId)) : ''}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </details>
      {chosen.length === 0 && <p className={styles.muted}>{t('multi.empty')}</p>}
      <div className={styles.multiGrid} data-testid="multi-grid">
        {chosen.map((id) => (
          <div key={id} className={styles.multiCard}>
            <button type="button" className={styles.closeCard} aria-label={t('multi.remove')} onClick={() => toggle(id)}>×</button>
            <GameView id={id} mode="live" pageType="multi" embedded />
          </div>
        ))}
      </div>
    </div>
  );
}
