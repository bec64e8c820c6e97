import { defer, of, type Observable } from 'rxjs';
import { CARD_ENGINES, type CardMove, type CardState } from '../../../../streams/schemas/casino-games/card-games';
import type { CardHand, CardKind } from '../../../../streams/schemas/casino-cards';

// Demo hands of the card games, played in the browser by the very rules the server plays (play money: no request,
// no balance, no seed pair). Each deal shuffles a fresh deck from the browser's cryptographic random numbers; the
// deck stays in this table, so the cards to come are not shown before they are drawn.

export type CardStep = { type: 'deal'; stake: number } | { type: 'act'; move: CardMove };

const DEMO_HASH = '0'.repeat(64);

export function createDemoTable(kind: CardKind): { step$(step: CardStep): Observable<CardHand> } {
  const engine = CARD_ENGINES[kind];
  let deck: number[] = [];
  let state: CardState | null = null;
  let moves: CardMove[] = [];
  let rounds = 0;
  const answer = (s: CardState): CardHand => {
    const legal = engine.legal(s);
    return {
      roundId: `demo-${rounds}`, kind, state: engine.view(s), legal, settled: legal.length === 0, staked: engine.staked(s),
      win: legal.length === 0 ? s.returned : 0, balance: null, actions: moves.map((m) => ({ action: m.action, held: [...m.held] })),
      fair: { serverSeedHash: DEMO_HASH, clientSeed: 'demo', nonce: rounds },
    };
  };
  return {
    step$: (step) => defer(() => {
      if (step.type === 'deal') {
        const numbers = crypto.getRandomValues(new Uint32Array(engine.floats));
        let i = 0;
        deck = engine.shuffle(() => numbers[i++]! / 2 ** 32);
        rounds += 1;
        moves = [];
        state = engine.deal(deck, step.stake);
      } else {
        if (!state) throw new RangeError('no hand dealt');
        state = engine.act(deck, state, step.move);
        moves = [...moves, step.move];
      }
      return of(answer(state));
    }),
  };
}
