import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCasino } from '../../support/fake-casino';
import { officeServices, renderOffice } from '../office/office-harness';
import { bingoDraw, bingoTicket } from '../../../server/casino/bingo-seed';
import { raceResultOfSeed } from '../../../server/casino/virtual-races';
import { mulberry32 } from '../../../server/seed/prng';
import { prizeBalls } from '../../../streams/schemas/casino-games/bingo';
import { newRaceCard, type RaceCard } from '../../../streams/schemas/casino-games/virtual-race';
import type { SharedFairAnswer } from '../../../streams/schemas/casino-fair-shared';
import { verifierPath } from '../../../src/features/casino/fair/verifier-link';

// Issue 23: bingo rounds and virtual races on the public verifier and in the player's fair-play history. The page
// replays the round from its revealed seed in the browser (jsdom's Web Crypto, the shared rules) and must give the
// server's own draw, ticket and finishing order, with the seed's hash checked against the one committed before.

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const seedOf = (label: string) => sha256(`seed ${label}`);
const services = () => fakeServices({ casino: fakeCasino({ partitions$: () => of([]) }) });
const result = () => findTestId('verifier-result');
const cardOf = (n: number): RaceCard => newRaceCard(mulberry32(n));

describe('bingo and virtual races on the verifier and in the fair-play history', { timeout: 30_000 }, () => {
  it('[R08] a bingo round\'s seed gives the server\'s draw, and a ticket number the server\'s ticket and the balls its prizes came at', async () => {
    for (let i = 0; i < 3; i += 1) {
      const seed = seedOf(`bingo ${i}`);
      const ticket = String(100 + i);
      await renderApp(verifierPath('en', { kind: 'bingo', serverSeed: seed, hash: sha256(seed), ticket }), { services: services() });
      const box = await result();
      expect(within(box).getByTestId('verifier-match').getAttribute('data-ok')).toBe('true');
      const draw = bingoDraw(seed);
      expect(within(box).getByTestId('verifier-bingo-draw').getAttribute('data-balls')).toBe(draw.join(','));
      const numbers = bingoTicket(seed, ticket);
      expect(within(box).getByTestId('verifier-bingo-ticket').getAttribute('data-numbers')).toBe(numbers.flat().filter((n) => n !== 0).join(','));
      const won = prizeBalls(numbers, draw);
      for (const p of ['line', 'twoLines', 'fullHouse'] as const) {
        expect(within(box).getByTestId(`verifier-bingo-${p}`).getAttribute('data-ball')).toBe(won[p] === null ? '' : String(won[p]));
      }
    }
  });

  it('[R08] a race\'s seed and card give the server\'s finishing order; another seed does not match the hash committed before the race', async () => {
    for (let i = 0; i < 4; i += 1) {
      const seed = seedOf(`race ${i}`);
      const card = cardOf(i + 1);
      await renderApp(verifierPath('en', { kind: 'virtualrace', serverSeed: seed, hash: sha256(seed), card }), { services: services() });
      const box = await result();
      expect(within(box).getByTestId('verifier-match').getAttribute('data-ok')).toBe('true');
      expect(within(box).getByTestId('verifier-race-order').getAttribute('data-order')).toBe(raceResultOfSeed(card, seed).order.join(','));
    }
    const seed = seedOf('race 0');
    await renderApp(verifierPath('en', { kind: 'virtualrace', serverSeed: seedOf('other'), hash: sha256(seed), card: cardOf(1) }), { services: services() });
    const match = within(await result()).getByTestId('verifier-match');
    expect([match.getAttribute('data-ok'), match.textContent]).toEqual(['false', 'It does not match the hash shown before the round: this is not the committed seed.']);
  });

  it('[R08] a race card that is not a card of the game is named, and nothing is computed', async () => {
    await renderApp(`/en/provably-fair?kind=virtualrace&serverSeed=${seedOf('x')}&card=1:100,2:100`, { services: services() });
    await findTestId('provably-fair-page');
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual(['A race card is 6 to 8 runners, each as horse:weight, as the race\'s link gives it.']);
    expect(screen.queryByTestId('verifier-result')).toBeNull();
  });

  it('[R08] the history lists tickets and bets with their round\'s hash, the seed sealed while the round runs; a revealed one links to a check that matches', async () => {
    const card = cardOf(7);
    const raceSeed = seedOf('history race');
    const answer: SharedFairAnswer = {
      total: 2,
      items: [
        { id: '41', kind: 'bingo', roundId: '9', gameId: 1700, gameName: 'Bingo Hall', stake: 500, returned: null, currency: 'RUB', playedAt: '2026-11-27T10:00:00.000Z', serverSeedHash: sha256(seedOf('running')) },
        { id: '7', kind: 'virtualrace', roundId: '3', gameId: 1800, gameName: 'Derby Day', stake: 200, returned: 0, currency: 'RUB', playedAt: '2026-11-27T09:00:00.000Z', runner: 2, card, serverSeedHash: sha256(raceSeed), serverSeed: raceSeed },
      ],
    };
    const office = officeServices({});
    Object.assign(office, { casino$: of(fakeCasino({ seeds$: () => of({ active: { serverSeedHash: 'a'.repeat(64), clientSeed: 'mine', nonce: 0 }, nextServerSeedHash: 'b'.repeat(64) }), fairHistory$: () => of({ total: 0, rounds: [] }), sharedFairHistory$: () => of(answer) })) });
    await renderOffice('/en/office/fair-play', office);
    await screen.findByRole('heading', { name: 'Bingo tickets and race bets' });
    const [ticket, bet] = await screen.findAllByTestId('shared-fair-item');
    expect(ticket!.textContent).toContain('Bingo Hall · round 9');
    expect(ticket!.textContent).toContain('Ticket 41');
    expect(ticket!.textContent).toContain('revealed when the round is over');
    expect(within(ticket!).getByTitle(sha256(seedOf('running')))).toBeTruthy();
    expect(within(ticket!).queryByTestId('shared-fair-check')).toBeNull();
    expect(bet!.textContent).toContain(`No. 3`);
    expect(within(bet!).getByTestId('shared-fair-seed').textContent).toBe(raceSeed);
    const href = within(bet!).getByTestId('shared-fair-check').getAttribute('href')!;
    await renderApp(href, { services: services() });
    const box = await result();
    expect(within(box).getByTestId('verifier-match').getAttribute('data-ok')).toBe('true');
    expect(within(box).getByTestId('verifier-race-order').getAttribute('data-order')).toBe(raceResultOfSeed(card, raceSeed).order.join(','));
  });
});
