import {
  BJ_FLOATS, BJ_RTP, BJ_STAKE_UNIT, blackjackAct, blackjackCost, blackjackDeal, blackjackLegal, blackjackShoe, blackjackStaked, blackjackView,
  type BjAction, type BjState,
} from './blackjack';
import { VP_FLOATS, VP_RTP, VP_STAKE_UNIT, videoPokerDeal, videoPokerDeck, videoPokerDraw, type VpState } from './video-poker';

// The card games as one engine each, for the server's hands (server/casino/card-hands.ts) and the browser's replay of
// a finished hand: the deck shuffled from the round's numbers at the deal, then one action at a time.

export type CardState = BjState | VpState;
export interface CardMove { action: string; held: readonly number[] }

export interface CardEngine {
  readonly rtp: number;
  readonly stakeUnit: number;
  /** Random numbers of one round: its whole deck or shoe. */
  readonly floats: number;
  shuffle(random: () => number): number[];
  deal(deck: readonly number[], stake: number): CardState;
  legal(state: CardState): string[];
  /** The stake a move adds. */
  cost(state: CardState, move: CardMove): number;
  /** The state after a legal move (a RangeError for one that is not). */
  act(deck: readonly number[], state: CardState, move: CardMove): CardState;
  staked(state: CardState): number;
  view(state: CardState): CardState;
}

const bj = (s: CardState) => s as BjState;
const vp = (s: CardState) => s as VpState;

export const CARD_ENGINES: Record<'blackjack' | 'videopoker', CardEngine> = {
  blackjack: {
    rtp: BJ_RTP, stakeUnit: BJ_STAKE_UNIT, floats: BJ_FLOATS, shuffle: blackjackShoe, deal: blackjackDeal,
    legal: (s) => blackjackLegal(bj(s)),
    cost: (s, m) => blackjackCost(bj(s), m.action as BjAction),
    act: (deck, s, m) => blackjackAct(deck, bj(s), m.action as BjAction),
    staked: (s) => blackjackStaked(bj(s)),
    view: (s) => blackjackView(bj(s)),
  },
  videopoker: {
    rtp: VP_RTP, stakeUnit: VP_STAKE_UNIT, floats: VP_FLOATS, shuffle: videoPokerDeck, deal: videoPokerDeal,
    legal: (s) => (s.phase === 'dealt' ? ['draw'] : []),
    cost: () => 0,
    act: (deck, s, m) => {
      if (m.action !== 'draw') throw new RangeError(`${m.action} is not a video poker move`);
      return videoPokerDraw(deck, vp(s), m.held);
    },
    staked: (s) => s.stake,
    view: (s) => s,
  },
};

/** A finished hand replayed from its deck and moves (the provably fair check): the final state. */
export const replayHand = (engine: CardEngine, deck: readonly number[], stake: number, moves: readonly CardMove[]): CardState =>
  moves.reduce((s, m) => engine.act(deck, s, m), engine.deal(deck, stake));
