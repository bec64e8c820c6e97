import { memo, useMemo, useState } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import type { CouponSelection } from '../../../streams/schemas/coupon-selection';
import type { OutcomeEntry, SportsStore } from '../../../streams/sports/sports-store';
import { formatOdds } from '../../../streams/sports/odds-format';
import { type PageType, usePrefs, useSportsPage } from './page-context';
import { marketLabel, outcomeLabel, periodWord } from './format';
import styles from './sports.module.css';

/** How long an odds change is shown (up or down): the CSS animation of .oddUp / .oddDown (sports.module.css). */
export const ODDS_FLASH_MS = 3_000;

/** The coupon's view of an outcome (streams/schemas/coupon-selection.ts), from the page's store. */
export function selectionOf(store: SportsStore, entry: OutcomeEntry, pageType: PageType, t: (k: string, o?: Record<string, unknown>) => string): CouponSelection | null {
  const game = store.game(entry.gameId);
  if (!game) return null;
  const sport = store.sport(game.sportId);
  const champ = store.champ(game.champId);
  const word = periodWord(sport?.scoreModel ?? 'goals', game.periods, sport?.isCyber ?? false);
  const isLive = game.status === 2 || game.status === 3;
  return {
    outcomeId: entry.outcome.id,
    market: {
      id: entry.market.id, kind: entry.market.kind, typeId: entry.market.typeId,
      name: marketLabel(t, entry.market, word), outcomeName: outcomeLabel(t, entry.market, entry.outcome, game),
      coef: entry.outcome.coef, sportId: game.sportId, sportName: sport?.name ?? '', champId: game.champId, champName: champ?.name ?? '',
      gameId: game.id, isLive, opponents: [game.home, game.away],
    },
    blockId: entry.market.blockId,
    statusId: -2,
    gameStatusId: game.status,
    gameStartDateTime: game.startAt,
    gameTimeSec: game.timeSec,
    score: game.status === 1 ? null : `${game.score.home}:${game.score.away}`,
    isBlocked: entry.outcome.status !== 1 || entry.market.status !== 1,
    isDepend: false,
    isBannedExpress: entry.market.kind === 7,
    isDisabledBanker: false,
    pageType,
  };
}

export interface OddButtonProps {
  outcomeId: number;
  pageType: PageType;
  /** The label shown above the price ('1', 'X', 'Over 2.5'); none in compact columns. */
  label?: string | undefined;
}

/**
 * One clickable price (data-testid="odd", data-odd-id): it listens to its own outcome in the page's store and to
 * its own "in the coupon" flag, so an odds change re-renders this button only. A change is shown up or down for
 * ODDS_FLASH_MS; suspended and settled outcomes are disabled buttons.
 */
export const OddButton = memo(function OddButton({ outcomeId, pageType, label }: OddButtonProps) {
  const { store, coupon, t } = useSportsPage();
  const { oddsFormat } = usePrefs();
  const entry = useObservableEagerState(useMemo(() => store.outcome$(outcomeId), [store, outcomeId]));
  const selected = useObservableEagerState(useMemo(() => coupon.selected$(outcomeId), [coupon, outcomeId]));
  const coef = entry?.outcome.coef ?? 0;
  // The direction of the last change, worked out in the same render (no extra commit); the flash itself is a CSS
  // animation of ODDS_FLASH_MS, restarted by keying the price on the coefficient.
  const [last, setLast] = useState(coef);
  const [direction, setDirection] = useState<'up' | 'down' | null>(null);
  if (coef !== last) {
    setLast(coef);
    if (last > 0 && coef > 0) setDirection(coef > last ? 'up' : 'down');
  }
  if (!entry) return <button type="button" className={styles.odd} data-testid="odd" data-odd-id={outcomeId} disabled>—</button>;
  const { outcome, market } = entry;
  const settled = outcome.status >= 3;
  const open = outcome.status === 1 && market.status === 1;
  const cls = [styles.odd, selected && styles.oddSelected, direction === 'up' && styles.oddUp, direction === 'down' && styles.oddDown,
    !open && styles.oddLocked, settled && styles[`oddResult${outcome.status}`]].filter(Boolean).join(' ');
  const price = settled ? t(`result.${outcome.status}`) : formatOdds(outcome.coef, oddsFormat);
  return (
    <button
      type="button"
      className={cls}
      data-testid="odd"
      data-odd-id={outcomeId}
      data-coef={outcome.coef}
      data-status={outcome.status}
      data-direction={direction ?? undefined}
      aria-pressed={selected}
      disabled={!open}
      title={open ? undefined : t(settled ? 'odd.settled' : 'odd.suspended')}
      onClick={() => {
        const selection = selectionOf(store, entry, pageType, t);
        if (selection) coupon.toggle(selection);
      }}
    >
      {label !== undefined && <span className={styles.oddLabel}>{label}</span>}
      <span key={coef} className={styles.oddPrice}>{open || settled ? price : <LockIcon label={t('odd.suspended')} />}</span>
      {direction && <span className={styles.visuallyHidden}>{t(direction === 'up' ? 'odd.up' : 'odd.down')}</span>}
    </button>
  );
});

function LockIcon({ label }: { label: string }) {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" role="img" aria-label={label} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
