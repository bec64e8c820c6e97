import { describe, expect, it } from 'vitest';
import {
  blackjackAct, blackjackCost, blackjackDeal, blackjackLegal, blackjackShoe, blackjackStaked, blackjackView, dealerPlay, handValue,
} from '../../../streams/schemas/casino-games/blackjack';
import { CARD_ENGINES, replayHand } from '../../../streams/schemas/casino-games/card-games';
import { listRandom } from '../../../streams/schemas/casino-games/fair-random';
import { VP_PAYS, videoPokerDeal, videoPokerDeck, videoPokerDraw, vpHandOf } from '../../../streams/schemas/casino-games/video-poker';

// The card games' rules, one behaviour at a time, on hand-made shoes.

const RANKS = 'A23456789TJQK';
/** A card by rank letter and suit (0-3). */
const card = (rank: string, suit = 0) => suit * 13 + RANKS.indexOf(rank);
const cards = (text: string) => text.split(' ').map((t) => card(t[0]!, 'cdhs'.indexOf(t[1] ?? 'c')));
/** A shoe dealing player a, b and dealer up, hole, then `rest` (padded with fours). */
const shoe = (a: string, up: string, b: string, hole: string, ...rest: string[]) => [...[a, up, b, hole, ...rest].map((r) => card(r)), ...new Array(20).fill(card('4'))];

describe('blackjack hand values', () => {
  it('counts an ace as 11 while that does not bust the hand (soft), else 1', () => {
    expect(handValue(cards('A 6'))).toEqual({ total: 17, soft: true });
    expect(handValue(cards('A 6 9'))).toEqual({ total: 16, soft: false });
    expect(handValue(cards('A A 9'))).toEqual({ total: 21, soft: true });
    expect(handValue(cards('K Q 2'))).toEqual({ total: 22, soft: false });
    expect(handValue(cards('A K'))).toEqual({ total: 21, soft: true });
  });
});

describe('blackjack dealer', () => {
  it('stands on soft 17 and hits soft 16', () => {
    expect(dealerPlay(cards('9 9 9'), cards('A 6'), 0).dealer).toEqual(cards('A 6'));
    expect(dealerPlay(cards('2 9'), cards('A 5'), 0).dealer).toEqual(cards('A 5 2'));
    expect(dealerPlay(cards('5 K'), cards('T 2'), 0).dealer).toEqual(cards('T 2 5'));
  });
});

describe('blackjack rounds', () => {
  it('pays a blackjack 3:2 at once, and a blackjack only pushes the dealer blackjack', () => {
    const bj = blackjackDeal(shoe('A', '9', 'K', '7'), 100);
    expect(bj.phase).toBe('settled');
    expect(bj.returned).toBe(250);
    const both = blackjackAct(shoe('A', 'A', 'K', 'K'), blackjackDeal(shoe('A', 'A', 'K', 'K'), 100), 'no_insurance');
    expect(both.returned).toBe(100);
  });

  it('pays a three-card 21 even money and loses it to a dealer blackjack found at the peek', () => {
    const s = shoe('7', '9', '4', '8', 'K');
    const played = blackjackAct(s, blackjackDeal(s, 100), 'hit');
    expect(handValue(played.hands[0]!.cards).total).toBe(21);
    expect(played.phase).toBe('settled');
    expect(played.returned).toBe(200);
    const peek = blackjackDeal(shoe('7', 'K', '4', 'A'), 100);
    expect(peek.phase).toBe('settled');
    expect(peek.returned).toBe(0);
  });

  it('doubles the stake for one card', () => {
    const s = shoe('6', '6', '5', 'T', 'T', 'T');
    const dealt = blackjackDeal(s, 100);
    expect(blackjackCost(dealt, 'double')).toBe(100);
    const doubled = blackjackAct(s, dealt, 'double');
    expect(doubled.hands[0]!.cards).toHaveLength(3);
    expect(doubled.hands[0]!.stake).toBe(200);
    // Player 21 against the dealer's 6 + 10 + 10 = bust.
    expect(doubled.returned).toBe(400);
    expect(blackjackStaked(doubled)).toBe(200);
  });

  it('splits a pair once into two hands of the stake each, and a split 21 is not a blackjack', () => {
    const s = shoe('8', '7', '8', 'T', 'K', '3', 'A');
    const dealt = blackjackDeal(s, 100);
    expect(blackjackLegal(dealt)).toContain('split');
    const split = blackjackAct(s, dealt, 'split');
    expect(split.hands.map((h) => h.cards)).toEqual([cards('8 K'), cards('8 3')]);
    expect(blackjackLegal(split)).not.toContain('split');
    const second = blackjackAct(s, split, 'stand');
    expect(second.active).toBe(1);
    const done = blackjackAct(s, blackjackAct(s, second, 'hit'), 'stand');
    // 18 and 8-3-A = 12 against the dealer's 17: one won, one lost.
    expect(done.returned).toBe(200);
    const aces = shoe('A', '7', 'A', 'T', 'K', 'Q');
    const splitAces = blackjackAct(aces, blackjackDeal(aces, 100), 'split');
    expect(splitAces.phase).toBe('settled');
    expect(splitAces.returned).toBe(400);
  });

  it('offers insurance under an ace: it pays 2:1 when the dealer has blackjack and is lost otherwise', () => {
    const bj = shoe('9', 'A', '8', 'K');
    const dealt = blackjackDeal(bj, 100);
    expect(blackjackLegal(dealt)).toEqual(['insurance', 'no_insurance']);
    expect(blackjackCost(dealt, 'insurance')).toBe(50);
    const insured = blackjackAct(bj, dealt, 'insurance');
    expect(insured.phase).toBe('settled');
    expect(insured.returned).toBe(150);
    const noBj = shoe('9', 'A', '8', '5', 'T');
    const lost = blackjackAct(noBj, blackjackAct(noBj, blackjackDeal(noBj, 100), 'insurance'), 'stand');
    // 17 against A-5-10 = 16 -> dealer draws the padding 4: 20. Insurance and hand lost.
    expect(lost.returned).toBe(0);
    expect(blackjackStaked(lost)).toBe(150);
  });

  it('refuses an action that is not legal now and hides the hole card until the end', () => {
    const s = shoe('T', '9', '9', '7');
    const dealt = blackjackDeal(s, 100);
    expect(() => blackjackAct(s, dealt, 'split')).toThrow(RangeError);
    expect(() => blackjackAct(s, dealt, 'insurance')).toThrow(RangeError);
    expect(blackjackView(dealt).dealer).toEqual([card('9')]);
    const over = blackjackAct(s, dealt, 'stand');
    expect(blackjackLegal(over)).toEqual([]);
    expect(blackjackView(over).dealer).toEqual(cards('9 7 4'));
    expect(replayHand(CARD_ENGINES.blackjack, s, 100, [{ action: 'stand', held: [] }])).toEqual(over);
  });

  it('shuffles 6 full decks from 312 numbers', () => {
    const floats = Array.from({ length: 312 }, (_, i) => ((i * 7919) % 312) / 312);
    const shoeOrder = blackjackShoe(listRandom(floats));
    expect(shoeOrder).toHaveLength(312);
    const counts = new Map<number, number>();
    for (const c of shoeOrder) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 6) && counts.size === 52).toBe(true);
  });
});

describe('video poker hands', () => {
  it.each([
    ['Ts Js Qs Ks As', 'royal_flush'], ['9h Th Jh Qh Kh', 'straight_flush'], ['Ad 2d 3d 4d 5d', 'straight_flush'],
    ['7c 7d 7h 7s 2c', 'four_of_a_kind'], ['3c 3d 3h 9s 9c', 'full_house'], ['2h 7h 9h Jh Kh', 'flush'],
    ['Tc Jd Qh Ks Ac', 'straight'], ['Ac 2d 3h 4s 5c', 'straight'], ['Qc Kd Ah 2s 3c', 'nothing'], ['5c 5d 5h Ks 2c', 'three_of_a_kind'],
    ['5c 5d 9h 9s Kc', 'two_pair'], ['Jc Jd 2h 7s 9c', 'jacks_or_better'], ['Ac Ad 2h 7s 9c', 'jacks_or_better'], ['Tc Td 2h 7s 9c', 'nothing'],
    ['2c 4d 6h 8s Tc', 'nothing'],
  ])('%s is %s', (hand, rank) => {
    expect(vpHandOf(cards(hand))).toBe(rank);
  });

  it('pays the 9/6 table', () => {
    expect(VP_PAYS).toMatchObject({ royal_flush: 800, straight_flush: 50, four_of_a_kind: 25, full_house: 9, flush: 6, straight: 4, three_of_a_kind: 3, two_pair: 2, jacks_or_better: 1, nothing: 0 });
  });

  it('draws the next cards of the deck for the cards not held, and pays by the final hand', () => {
    const deck = [...cards('Jc Jd 2h 7s 9c Jh 3c Js'), ...cards('4c 5c 6c 7c 8c 9d Td Qd Kd Ad')];
    const dealt = videoPokerDeal(deck, 10);
    expect(dealt.hand).toBe('jacks_or_better');
    const drawn = videoPokerDraw(deck, dealt, [0, 1]);
    expect(drawn.cards).toEqual(cards('Jc Jd Jh 3c Js'));
    expect(drawn.hand).toBe('four_of_a_kind');
    expect(drawn.returned).toBe(250);
    expect(() => videoPokerDraw(deck, drawn, [])).toThrow(RangeError);
    expect(() => videoPokerDraw(deck, dealt, [0, 0])).toThrow(RangeError);
    expect(videoPokerDeck(listRandom(Array.from({ length: 52 }, (_, i) => i / 52))).slice().sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });
});
