import { memo, useMemo } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import type { CouponSelection } from '../../../streams/schemas/coupon-selection';
import type { OutcomeEntry, SportsStore } from '../../../streams/sports/sports-store';
import { oddView$ } from '../../../streams/sports/odd-view';
import { formatOdds } from '../../../streams/sports/odds-format';
import { type PageType, usePrefs, useSportsPage } from './page-context';
import { marketLabel, outcomeLabel, periodWord } from './format';
import styles from './sports.module.css';

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
 * its own "in the coupon" flag (one stream, streams/sports/odd-view.ts), so an odds change re-renders this button
 * only, once. A change is shown up or down for 3 s (.oddUp/.oddDown in sports.module.css, a CSS flash that needs no frame-by-frame work);
 * suspended and settled outcomes are disabled buttons.
 */
export const OddButton = memo(function OddButton({ outcomeId, pageType, label }: OddButtonProps) {
  const { store, coupon, t, oddTexts } = useSportsPage();
  const { oddsFormat } = usePrefs();
  const view = useObservableEagerState(useMemo(() => oddView$(store.outcome$(outcomeId), coupon.selected$(outcomeId)), [store, coupon, outcomeId]));
  const { entry, selected, direction, changes } = view;
  if (!entry) return <button type="button" className={styles.odd} data-testid="odd" data-odd-id={outcomeId} disabled>—</button>;
  const { outcome, market } = entry;
  const settled = outcome.status >= 3;
  const open = outcome.status === 1 && market.status === 1;
  // Two flash classes per direction, taken in turn: a second change the same way restarts the flash.
  const flash = direction === null ? '' : styles[`odd${direction === 'up' ? 'Up' : 'Down'}${changes % 2 === 0 ? 'Again' : ''}`];
  let cls = styles.odd;
  if (selected) cls += ` ${styles.oddSelected}`;
  if (flash) cls += ` ${flash}`;
  if (!open) cls += ` ${styles.oddLocked}`;
  if (settled) cls += ` ${styles[`oddResult${outcome.status}`]}`;
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
      // An open price's tooltip is its label, which a narrow list cuts short (a club's name in an outright).
      title={open ? (label !== undefined && label.length > 3 ? label : undefined) : settled ? oddTexts.settled : oddTexts.suspended}
      onClick={() => {
        // The newest price: a batched change may not have reached this button yet (sports-store.ts).
        const selection = selectionOf(store, store.outcome(outcomeId) ?? entry, pageType, t);
        if (selection) coupon.toggle(selection);
      }}
    >
      {label !== undefined && <span className={styles.oddLabel}>{label}</span>}
      <span className={styles.oddPrice}>
        {settled ? oddTexts.result[outcome.status] : open ? formatOdds(outcome.coef, oddsFormat) : <span className={styles.lock} role="img" aria-label={oddTexts.suspended} />}
      </span>
      {direction && <span className={styles.visuallyHidden}>{direction === 'up' ? oddTexts.up : oddTexts.down}</span>}
    </button>
  );
});
