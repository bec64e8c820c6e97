import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { renderApp } from '../../support/render-app';
import { champ, game, gameFeed, gamesFeed } from '../../streams/sports/fixtures';
import { menuOf, sportsHarness } from '../sports/sports-harness';

// DESIGN.md bar: "leaving a page leaves no subscription behind". Every poll of a page listens to page visibility
// (T23) and every odds button to the coupon's selection, so a poll or a button left running after the page is gone
// shows up as a subscription to one of them that never ends. Each page is opened from a page without polls, then
// left for it again: the counts must come back to where they were.

type Counted = { open: number };

/** Replaces `owner[key]` (an observable) with one that counts its open subscriptions. */
function countSubscriptions<K extends string>(owner: Record<K, Observable<unknown>>, key: K): Counted {
  const source = owner[key];
  const counted: Counted = { open: 0 };
  owner[key] = new Observable((subscriber) => {
    counted.open += 1;
    const inner = source.subscribe(subscriber);
    return () => {
      counted.open -= 1;
      inner.unsubscribe();
    };
  });
  return counted;
}

function instrumented() {
  const harness = sportsHarness({
    menu: () => menuOf({ champs: [champ(), champ({ id: 20, slug: 'europe-champions-league', name: 'Champions League', specialSlug: 'champions-league' })] }),
    game: (_req, id) => gameFeed({ game: game(id, { status: 2, timeSec: 600 }) }),
    games: () => gamesFeed({ games: [game(1, { status: 2, timeSec: 600 }), game(2)] }),
  });
  const { services } = harness;
  const visible = countSubscriptions(services.sports as unknown as Record<'visible$', Observable<unknown>>, 'visible$');
  const selection = countSubscriptions(services.coupon as unknown as Record<'selectedIds$', Observable<unknown>>, 'selectedIds$');
  return { services, visible, selection };
}

// A page of the default layout without polls: the frame (coupon panel, header) stays mounted on both sides.
const NEUTRAL = '/en/casino';

const PAGES = [
  '/en/',
  '/en/line',
  '/en/line/football',
  '/en/live',
  '/en/live/football/10-england-premier-league/1',
  '/en/multi?games=1',
  '/en/results',
  '/en/cyber/real',
  '/en/toto',
  '/en/lotto',
  '/en/statistic',
  '/en/special/champions-league',
];

describe('leaving a page (DESIGN.md bar)', () => {
  it.each(PAGES)('[T23] %s leaves no poll and no odds button subscription behind', async (path) => {
    const { services, visible, selection } = instrumented();
    const { navigate } = await renderApp(NEUTRAL, { services });
    const before = { visible: visible.open, selection: selection.open };

    await act(() => navigate(path));
    // The page is up and polling: it listens to page visibility.
    await waitFor(() => expect(visible.open).toBeGreaterThan(before.visible), { timeout: 4000 });

    await act(() => navigate(NEUTRAL));
    await waitFor(() => expect({ visible: visible.open, selection: selection.open }).toEqual(before), { timeout: 4000 });
  });
});
