import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Champ, Game, Sport } from '../../../streams/schemas/sports';
import type { GamesListState } from '../../../streams/sports/games-list';
import { usePrefs, useSportsPage, type PageType } from './page-context';
import { GameRow } from './GameBits';
import pageStyles from './sports-pages.module.css';

type Item = { kind: 'champ'; champ: Champ; sport: Sport | undefined } | { kind: 'game'; id: number };

/**
 * A long list of games, grouped by championship (B25 "group by category") or by start time, virtualised with
 * @tanstack/react-virtual: only the rows on screen are mounted, so a line page of 500 games renders fast.
 */
export function GameList({ state, pageType, hrefOf, champHrefOf, empty, headingLevel }: {
  state: GamesListState;
  pageType: PageType;
  hrefOf: (game: Game) => string;
  champHrefOf?: (champ: Champ, sport: Sport | undefined) => string;
  empty: string;
  /** The championship headings' level: one below the heading the list sits under (the page's h1 or a section's h2). */
  headingLevel: 2 | 3;
}) {
  const { store } = useSportsPage();
  const ChampHeading = `h${headingLevel}` as const;
  const { groupByCategory, compactView: compact } = usePrefs();
  const items = useMemo<Item[]>(() => {
    if (!groupByCategory) return state.ids.map((id) => ({ kind: 'game', id }));
    const byChamp = new Map<number, number[]>();
    for (const id of state.ids) {
      const g = store.game(id);
      if (!g) continue;
      const list = byChamp.get(g.champId) ?? [];
      list.push(id);
      byChamp.set(g.champId, list);
    }
    const out: Item[] = [];
    for (const [champId, ids] of byChamp) {
      const champ = state.champs.get(champId);
      if (champ) out.push({ kind: 'champ', champ, sport: state.sports.get(champ.sportId) });
      for (const id of ids) out.push({ kind: 'game', id });
    }
    return out;
  }, [state, store, groupByCategory]);

  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const rowHeight = compact ? 44 : 60;
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (i) => (items[i]?.kind === 'champ' ? 36 : rowHeight),
    overscan: 8,
    scrollMargin: offset,
    getItemKey: (i) => {
      const it = items[i]!;
      return it.kind === 'champ' ? `c${it.champ.id}` : `g${it.id}`;
    },
  });
  if (items.length === 0) return <p className={pageStyles.empty}>{empty}</p>;
  return (
    <div ref={listRef} className={pageStyles.list} style={{ height: virtualizer.getTotalSize() }} data-testid="game-list" data-count={state.ids.length}>
      {virtualizer.getVirtualItems().map((v) => {
        const item = items[v.index]!;
        return (
          <div key={v.key} className={pageStyles.virtualRow} style={{ transform: `translateY(${v.start - virtualizer.options.scrollMargin}px)`, height: v.size }}>
            {item.kind === 'champ' ? (
              <ChampHeading className={pageStyles.champHeader}>
                {champHrefOf ? <Link to={champHrefOf(item.champ, item.sport)}>{champTitle(item.champ, item.sport)}</Link> : champTitle(item.champ, item.sport)}
              </ChampHeading>
            ) : (
              <GameRow gameId={item.id} pageType={pageType} hrefOf={hrefOf} />
            )}
          </div>
        );
      })}
    </div>
  );
}

export function champTitle(champ: Champ, sport?: Sport): string {
  return [sport?.name, champ.country, champ.name].filter(Boolean).join(' · ');
}

/** A championship's page link: {section}/{sport}/{champId-slug} (a game's is gameHref, GameBits.tsx). */
export function champHref(lang: string, mode: 'line' | 'live', sportSlug: string, champ: { id: number; slug: string }): string {
  return `/${lang}/${mode}/${sportSlug}/${champ.id}-${champ.slug}`;
}
