import { rankOf, shuffledCards } from './cards';

// Blackjack, hand by hand. Rules (stated on the game page): 6 decks shuffled fresh for every round; the dealer peeks
// for blackjack under an ace or a ten-valued card and stands on every 17, soft 17 included; blackjack pays 3:2;
// double on any first two cards, also after a split; one split per round of two cards of the same value (split aces
// take one card each; 21 after a split is not a blackjack); insurance (half the stake, pays 2:1) when the dealer
// shows an ace; no surrender. A hand reaching 21 stands by itself. Every function is pure: the server plays rounds
// with them and the browser replays a finished round from its seed.

export const BJ_DECKS = 6;
/** Random numbers of a round: one per card of the shoe (the whole shoe order is fixed at the deal). */
export const BJ_FLOATS = BJ_DECKS * 52;
/** Blackjack pays 3:2 and insurance costs half the stake: both are whole at even stakes. */
export const BJ_STAKE_UNIT = 2;
/**
 * The stated RTP in percent: the expectation of basic strategy (the best play for the hand's total) in the infinite-
 * deck approximation, computed exactly under that approximation by tests/streams/blackjack-rtp.test.ts. Six real
 * decks differ from it by a few hundredths of a percent; it is not the six-deck optimal-play figure.
 */
export const BJ_RTP = 99.43;

export type BjAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no_insurance';
export const BJ_ACTIONS: readonly BjAction[] = ['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance'];

export interface BjHand {
  cards: number[];
  /** Minor units on this hand (twice the stake once doubled). */
  stake: number;
  doubled: boolean;
  done: boolean;
}

export interface BjState {
  stake: number;
  /** Index of the next shoe card. */
  next: number;
  /** The dealer's up card first, then the hole card and the cards the dealer drew. */
  dealer: number[];
  hands: BjHand[];
  /** The hand the player acts on. */
  active: number;
  /** The insurance stake (0: none taken). */
  insurance: number;
  phase: 'insurance' | 'player' | 'settled';
  /** Minor units paid back at the settlement (stakes included); 0 before it. */
  returned: number;
}

/** A hand's points (aces count 11 while that does not bust it) and whether an ace still counts 11 (soft). */
export function handValue(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const r = rankOf(c);
    if (r === 0) aces += 1;
    total += r === 0 ? 1 : Math.min(r + 1, 10);
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

const pointsOf = (card: number) => Math.min(rankOf(card) + 1, 10);
export const isBlackjack = (cards: readonly number[]) => cards.length === 2 && handValue(cards).total === 21;

/** The 6-deck shoe of a round, in the order it is dealt. */
export const blackjackShoe = (random: () => number): number[] => shuffledCards(random, BJ_DECKS);

/** The dealer draws to 17 and stands on every 17, soft ones too. */
export function dealerPlay(shoe: readonly number[], dealer: readonly number[], next: number): { dealer: number[]; next: number } {
  const cards = [...dealer];
  let at = next;
  while (handValue(cards).total < 17) cards.push(shoe[at++]!);
  return { dealer: cards, next: at };
}

/** What a hand pays back against the dealer's final cards (its stake included); `split` hands have no blackjack. */
export function handReturn(hand: BjHand, dealer: readonly number[], split: boolean): number {
  const player = handValue(hand.cards).total;
  const dealerBj = isBlackjack(dealer);
  const playerBj = !split && isBlackjack(hand.cards);
  if (player > 21) return 0;
  if (playerBj) return dealerBj ? hand.stake : (hand.stake * 5) / 2;
  if (dealerBj) return 0;
  const d = handValue(dealer).total;
  if (d > 21 || player > d) return hand.stake * 2;
  return player === d ? hand.stake : 0;
}

function settle(shoe: readonly number[], s: BjState): BjState {
  const split = s.hands.length > 1;
  const live = s.hands.some((h) => handValue(h.cards).total <= 21) && !(s.hands.length === 1 && isBlackjack(s.hands[0]!.cards));
  const { dealer, next } = live && !isBlackjack(s.dealer) ? dealerPlay(shoe, s.dealer, s.next) : { dealer: s.dealer, next: s.next };
  const insuranceBack = isBlackjack(dealer) ? s.insurance * 3 : 0;
  const returned = s.hands.reduce((sum, h) => sum + handReturn(h, dealer, split), insuranceBack);
  return { ...s, dealer, next, hands: s.hands.map((h) => ({ ...h, done: true })), phase: 'settled', returned };
}

/** After a peek: a dealer blackjack or a player blackjack ends the round at once, else the player acts. */
function afterPeek(shoe: readonly number[], s: BjState): BjState {
  if (isBlackjack(s.dealer) || isBlackjack(s.hands[0]!.cards)) return settle(shoe, s);
  return { ...s, phase: 'player' };
}

/** The deal: player, dealer (up), player, dealer (hole). */
export function blackjackDeal(shoe: readonly number[], stake: number): BjState {
  const s: BjState = {
    stake, next: 4, dealer: [shoe[1]!, shoe[3]!], hands: [{ cards: [shoe[0]!, shoe[2]!], stake, doubled: false, done: false }],
    active: 0, insurance: 0, phase: 'player', returned: 0,
  };
  return rankOf(s.dealer[0]!) === 0 ? { ...s, phase: 'insurance' } : afterPeek(shoe, s);
}

/** The actions the player may take now. */
export function blackjackLegal(s: BjState): BjAction[] {
  if (s.phase === 'insurance') return ['insurance', 'no_insurance'];
  if (s.phase !== 'player') return [];
  const hand = s.hands[s.active]!;
  const actions: BjAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) actions.push('double');
  if (s.hands.length === 1 && hand.cards.length === 2 && pointsOf(hand.cards[0]!) === pointsOf(hand.cards[1]!)) actions.push('split');
  return actions;
}

/** The stake an action adds (taken from the balance before it is played). */
export function blackjackCost(s: BjState, action: BjAction): number {
  if (action === 'double') return s.hands[s.active]!.stake;
  if (action === 'split') return s.stake;
  if (action === 'insurance') return s.stake / 2;
  return 0;
}

/** Moves to the next hand that still acts, or settles when none does. */
function nextHand(shoe: readonly number[], s: BjState): BjState {
  const open = s.hands.findIndex((h) => !h.done);
  return open < 0 ? settle(shoe, s) : { ...s, active: open };
}

/** A hand after a card: done when it busts, reaches 21, was doubled, or is a split ace. */
function withCard(hand: BjHand, card: number, finished: boolean): BjHand {
  const cards = [...hand.cards, card];
  return { ...hand, cards, done: finished || handValue(cards).total >= 21 };
}

/** One action of the player (it must be legal: blackjackLegal). */
export function blackjackAct(shoe: readonly number[], s: BjState, action: BjAction): BjState {
  if (!blackjackLegal(s).includes(action)) throw new RangeError(`${action} is not legal now`);
  if (action === 'insurance' || action === 'no_insurance') {
    return afterPeek(shoe, { ...s, insurance: action === 'insurance' ? s.stake / 2 : 0, phase: 'player' });
  }
  const hands = [...s.hands];
  const hand = hands[s.active]!;
  let next = s.next;
  if (action === 'stand') hands[s.active] = { ...hand, done: true };
  if (action === 'hit') hands[s.active] = withCard(hand, shoe[next++]!, false);
  if (action === 'double') hands[s.active] = withCard({ ...hand, stake: hand.stake * 2, doubled: true }, shoe[next++]!, true);
  if (action === 'split') {
    const aces = rankOf(hand.cards[0]!) === 0;
    const first = withCard({ ...hand, cards: [hand.cards[0]!] }, shoe[next++]!, aces);
    const second = withCard({ cards: [hand.cards[1]!], stake: s.stake, doubled: false, done: false }, shoe[next++]!, aces);
    hands.splice(s.active, 1, first, second);
  }
  return nextHand(shoe, { ...s, hands, next });
}

/** All the stakes of the round so far. */
export const blackjackStaked = (s: BjState): number => s.hands.reduce((sum, h) => sum + h.stake, s.insurance);

/** What the player may see: the dealer's hole card only once the round is settled. */
export const blackjackView = (s: BjState): BjState => (s.phase === 'settled' ? s : { ...s, dealer: s.dealer.slice(0, 1) });
