import { describe, expect, it } from 'vitest';
import { lastValueFrom } from 'rxjs';
import { demoSeed, fairRandom } from '../../../server/casino/fair';
import { CARD_ENGINES, replayHand, type CardMove } from '../../../streams/schemas/casino-games/card-games';
import type { BjState } from '../../../streams/schemas/casino-games/blackjack';
import { verifyCardHand } from '../../../src/features/casino/games/verify-round';
import { createDemoTable } from '../../../src/features/casino/games/card-demo';

// The browser's check of a card hand: it shuffles the whole deck again from the revealed seed with Web Crypto, deals
// and replays the hand's actions, and must get the hand the server settled (shuffled with node's HMAC). A tampered
// card, action or seed fails. Demo hands are played in the browser by the same rules.

const seed = { ...demoSeed('cards-client'), nonce: 12 };

function serverHand(kind: 'blackjack' | 'videopoker', moves: CardMove[]) {
  const engine = CARD_ENGINES[kind];
  const deck = engine.shuffle(fairRandom(seed));
  return replayHand(engine, deck, 100, moves);
}

describe('card hands checked in the browser', () => {
  it('a video poker hand replays from its seed; a tampered card or hold does not', async () => {
    const moves = [{ action: 'draw', held: [0, 4] }];
    const state = serverHand('videopoker', moves);
    const hand = { kind: 'videopoker' as const, state, actions: moves, fair: seed, shownHash: seed.serverSeedHash };
    expect(await verifyCardHand(hand)).toEqual({ hashMatches: true, outcomeMatches: true });
    expect((await verifyCardHand({ ...hand, actions: [{ action: 'draw', held: [0] }] })).outcomeMatches).toBe(false);
    expect((await verifyCardHand({ ...hand, state: { ...state, returned: state.returned + 100 } })).outcomeMatches).toBe(false);
    expect((await verifyCardHand({ ...hand, fair: { ...seed, serverSeed: demoSeed('x').serverSeed } })).hashMatches).toBe(false);
  });

  it('a blackjack hand replays its whole shoe from its seed', async () => {
    const engine = CARD_ENGINES.blackjack;
    const deck = engine.shuffle(fairRandom(seed));
    let state = engine.deal(deck, 100);
    const moves: CardMove[] = [];
    while (engine.legal(state).length > 0) {
      const move = { action: engine.legal(state).includes('no_insurance') ? 'no_insurance' : 'stand', held: [] };
      moves.push(move);
      state = engine.act(deck, state, move);
    }
    const hand = { kind: 'blackjack' as const, state, actions: moves, fair: seed, shownHash: seed.serverSeedHash };
    expect(await verifyCardHand(hand)).toEqual({ hashMatches: true, outcomeMatches: true });
    const dealer = (state as BjState).dealer;
    expect((await verifyCardHand({ ...hand, state: { ...(state as BjState), dealer: [...dealer.slice(0, -1), (dealer.at(-1)! + 1) % 52] } })).outcomeMatches).toBe(false);
  });

  it('a demo table deals, refuses a move not allowed and settles, with no balance', async () => {
    const table = createDemoTable('videopoker');
    await expect(lastValueFrom(table.step$({ type: 'act', move: { action: 'draw', held: [] } }))).rejects.toThrow(RangeError);
    const dealt = await lastValueFrom(table.step$({ type: 'deal', stake: 50 }));
    expect(dealt).toMatchObject({ settled: false, legal: ['draw'], staked: 50, balance: null });
    const drawn = await lastValueFrom(table.step$({ type: 'act', move: { action: 'draw', held: [1, 2] } }));
    expect(drawn.settled).toBe(true);
    expect(drawn.win).toBe(drawn.state.returned);
    await expect(lastValueFrom(table.step$({ type: 'act', move: { action: 'draw', held: [] } }))).rejects.toThrow(RangeError);
  });
});
