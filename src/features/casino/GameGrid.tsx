import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useState } from 'react';
import { useObservable, useObservableState } from 'observable-hooks';
import { EMPTY, Observable, switchMap } from 'rxjs';
import { debouncedResize$ } from '../../../streams/core/debounced-resize';
import type { CasinoGame } from '../../../streams/casino/casino-types';
import { GameTile } from './GameTile';
import { useFavorites } from './use-casino';
import styles from './casino.module.css';

const GAP = 12;
/** Tile text under the 4:3 thumbnail. */
const TILE_TEXT = 52;

/** Columns for the grid's width: 6 on a wide page, 5 beside the coupon at 1366 px, fewer below. */
const columnsFor = (width: number) => (width >= 1150 ? 6 : width >= 900 ? 5 : width >= 700 ? 4 : width >= 480 ? 3 : 2);

/** An element's resizes (none where the browser has no ResizeObserver). */
const resizesOf$ = (el: Element) => new Observable<void>((subscriber) => {
  if (typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() => subscriber.next());
  observer.observe(el);
  return () => observer.disconnect();
});

const measure = (el: HTMLElement) => ({ top: el.getBoundingClientRect().top + window.scrollY, width: el.clientWidth || 1100, height: el.clientHeight });

/** A long grid of games, virtualised by rows of tiles against the window scroll. */
export function GameGrid({ games, lang }: { games: readonly CasinoGame[]; lang: string }) {
  const favorites = useFavorites();
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  // T28: the columns follow the grid's width once a resize has settled for 100 ms, not on every frame of a drag.
  const box$ = useObservable(
    (inputs$) => inputs$.pipe(switchMap(([node]) => (node ? debouncedResize$({ resize$: resizesOf$(node), viewport: () => measure(node) }) : EMPTY))),
    [el],
  );
  const box = useObservableState(box$, { top: 0, width: 1100, height: 0 });
  const cols = columnsFor(box.width);
  const tileWidth = (box.width - GAP * (cols - 1)) / cols;
  const rowHeight = Math.round(tileWidth * 0.75 + TILE_TEXT + GAP);
  const rows = Math.ceil(games.length / cols);
  const virtualizer = useWindowVirtualizer({ count: rows, estimateSize: () => rowHeight, overscan: 3, scrollMargin: box.top });
  return (
    <div ref={setEl} style={{ position: 'relative', height: virtualizer.getTotalSize() }} data-testid="game-grid" data-count={games.length}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={`${row.key}-${cols}`}
          className={styles.grid}
          style={{ position: 'absolute', left: 0, right: 0, top: 0, transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, ['--cols' as string]: cols }}
        >
          {games.slice(row.index * cols, row.index * cols + cols).map((g) => (
            <GameTile key={g.id} game={g} lang={lang} favorite={favorites.includes(g.id)} />
          ))}
        </div>
      ))}
    </div>
  );
}
