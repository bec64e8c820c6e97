import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../hooks/services-context';
import { type GamesListState, gamesList$ } from '../../../streams/sports/games-list';
import { SportsPageProvider, useFeed, usePrefs, useSportsPage } from './page-context';
import { GameView } from './GamePage';
import { StaleMark } from './GameBits';
import { champTitle } from './GameList';
import { Seo } from './Seo';
import { useSportsPagesDeps } from './use-sports-pages-deps';
import styles from './sports.module.css';
import pageStyles from './sports-pages.module.css';
import gameStyles from './sports-game.module.css';

/** At most this many games side by side. */
export const MULTI_MAX = 4;

/** Multi-live (R04): several live games side by side, each with its score, clock and every market. */
export function MultiPage() {
  return (
    <SportsPageProvider pageTexts>
      <Multi />
    </SportsPageProvider>
  );
}

function Multi() {
  const { t } = useSportsPage();
  const deps = useSportsPagesDeps();
  const { multi } = usePrefs();
  const { preferences } = useServices();
  const feed = useFeed(() => gamesList$(deps, { mode: 'live', kind: 'all' }), [deps]);
  const state = feed.data;
  const live = state?.ids ?? [];
  const chosen = multi.filter((id) => live.includes(id) || state === null);
  // Open at first when nothing is chosen yet; then the user opens and closes it (it stays open while picking).
  const [pickerOpen] = useState(() => multi.length === 0);
  // One toggle for every pick, reading the choice of the last render: a list that gains or loses a game re-renders
  // the new picks only, not the hundred others (nor the cards).
  const latest = useRef(chosen);
  useEffect(() => {
    latest.current = chosen;
  });
  const toggle = useCallback((id: number) => {
    const now = latest.current;
    preferences.set({ multi: now.includes(id) ? now.filter((x) => x !== id) : [...now, id].slice(-MULTI_MAX) });
  }, [preferences]);
  return (
    <div className={pageStyles.page}>
      <Seo title={t('multi.title')} description={t('multi.description')} route={{ section: 'multi' }} />
      <header className={pageStyles.pageHeader}><h1>{t('multi.title')}</h1>{feed.stale && <StaleMark />}</header>
      <details className={gameStyles.picker} open={pickerOpen} data-testid="multi-picker">
        <summary>{t('multi.pick', { count: chosen.length, max: MULTI_MAX })}</summary>
        <ul role="list" className={gameStyles.pickList}>
          {state && live.map((id) => <Pick key={id} id={id} checked={chosen.includes(id)} onToggle={toggle} state={state} />)}
        </ul>
      </details>
      {chosen.length === 0 && <p className={styles.muted}>{t('multi.empty')}</p>}
      <div className={gameStyles.multiGrid} data-testid="multi-grid">
        {chosen.map((id) => (
          <div key={id} className={gameStyles.multiCard}>
            <button type="button" className={gameStyles.closeCard} aria-label={t('multi.remove')} onClick={() => toggle(id)}>×</button>
            <GameView id={id} mode="live" pageType="multi" embedded />
          </div>
        ))}
      </div>
    </div>
  );
}

/** One live game of the picker: its teams, championship and number of markets. */
const Pick = memo(function Pick({ id, checked, onToggle, state }: { id: number; checked: boolean; onToggle: (id: number) => void; state: GamesListState }) {
  const { store, t } = useSportsPage();
  const g = store.game(id);
  if (!g) return null;
  const c = state.champs.get(g.champId);
  return (
    <li>
      <label className={pageStyles.check}>
        <input type="checkbox" checked={checked} onChange={() => onToggle(id)} value={id} data-testid="multi-pick" data-markets={g.marketCount} />
        {g.home} — {g.away} <span className={styles.muted}>{c ? champTitle(c, state.sports.get(c.sportId)) : ''}</span>
        <span className={pageStyles.count} aria-label={t('allMarkets', { count: g.marketCount })}>+{g.marketCount}</span>
      </label>
    </li>
  );
}, (a, b) => a.id === b.id && a.checked === b.checked && a.onToggle === b.onToggle);
