import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { of } from 'rxjs';
import { officeServices, renderOffice } from '../office/office-harness';
import { fakeCasino } from '../../support/fake-casino';
import type { FairHistoryPage, FairSeeds, SeedRotation } from '../../../streams/casino/casino-types';

// The office's fair-play page (issue 20): the player's seeds with the same rotation control as the game frame, and
// every real round with its seeds; a round of a revealed pair shows its seed and links to its check, filled in.

const H = (c: string) => c.repeat(64);
const seeds = (hash: string, clientSeed: string, nonce: number, next: string): FairSeeds => ({ active: { serverSeedHash: H(hash), clientSeed, nonce }, nextServerSeedHash: H(next) });
const round = (id: number, over: { serverSeed?: string; hash?: string; nonce?: number } = {}): FairHistoryPage['rounds'][number] => ({
  roundId: String(id), gameId: 1500, gameName: 'Lucky Keno', kind: 'keno', stake: 500, win: 1900, currency: 'RUB', playedAt: '2026-11-20T10:00:00.000Z',
  picks: [4, 8, 15], level: 0, outcome: {},
  fair: { serverSeedHash: H(over.hash ?? 'a'), clientSeed: 'mine', nonce: over.nonce ?? id, ...(over.serverSeed ? { serverSeed: over.serverSeed } : {}) },
});

function servicesWith(history: (page: { offset: number; limit: number }, call: number) => FairHistoryPage) {
  const pages: Array<{ offset: number; limit: number }> = [];
  const rotations: string[] = [];
  let rotated = false;
  const services = officeServices({});
  Object.assign(services, {
    casino$: of(fakeCasino({
      seeds$: () => of(seeds('a', 'mine', 2, 'b')),
      fairHistory$: (page) => { pages.push(page); return of(history(page, pages.length)); },
      rotate$: (clientSeed) => {
        rotations.push(clientSeed);
        rotated = true;
        return of<SeedRotation>({ revealed: { serverSeed: H('5'), serverSeedHash: H('a'), clientSeed: 'mine', rounds: 2 }, seeds: seeds('b', clientSeed, 0, 'c') });
      },
    })),
  });
  return { services, pages, rotations, rotated: () => rotated };
}

describe('the office fair-play page', { timeout: 15_000 }, () => {
  it('[R08] it lists the real rounds with their seeds, sealed until the seeds change; changing seeds reveals them with a filled-in check', async () => {
    const fake = servicesWith(() => ({
      total: 2,
      rounds: fake.rotated() ? [round(2, { serverSeed: H('5') }), round(1, { serverSeed: H('5') })] : [round(2), round(1)],
    }));
    await renderOffice('/en/office/fair-play', fake.services);
    await screen.findByRole('heading', { level: 1, name: 'Fair play' });
    const rows = await screen.findAllByTestId('fair-round');
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    expect(first.textContent).toContain('Lucky Keno');
    expect(within(first).getByTitle(H('a'))).toBeTruthy();
    expect(first.textContent).toContain('revealed when you change seeds');
    expect(within(first).queryByTestId('fair-round-check')).toBeNull();
    // The player's seeds and the rotation control the game frame shows.
    await waitFor(() => expect(screen.getByTestId('fair-active-hash').textContent).toBe(H('a')));
    expect(screen.getByTestId('fair-nonce').textContent).toBe('2');
    fireEvent.change(screen.getByTestId('fair-new-client-seed'), { target: { value: 'next-one' } });
    fireEvent.click(screen.getByTestId('fair-rotate'));
    expect(fake.rotations).toEqual(['next-one']);
    expect((await screen.findByTestId('fair-revealed-seed')).textContent).toBe(H('5'));
    // The rounds are read again: the revealed seed shows on them, each with its check on the verifier page.
    await waitFor(() => expect(screen.getAllByTestId('fair-round-seed')).toHaveLength(2));
    expect(fake.pages).toHaveLength(2);
    const check = screen.getAllByTestId('fair-round-check')[0]!;
    expect(check.textContent).toBe('Check');
    const query = new URL(check.getAttribute('href')!, 'http://x');
    expect(query.pathname).toBe('/en/provably-fair');
    expect(Object.fromEntries(query.searchParams)).toEqual({ kind: 'keno', serverSeed: H('5'), clientSeed: 'mine', nonce: '2', stake: '5.00', picks: '4,8,15', hash: H('a') });
    expect(screen.getByTestId('fair-active-hash').textContent).toBe(H('b'));
  });

  it('[R08] the rounds come 20 to a page', async () => {
    const fake = servicesWith((page) => ({ total: 25, rounds: Array.from({ length: page.offset === 0 ? 20 : 5 }, (_, i) => round(25 - page.offset - i)) }));
    await renderOffice('/en/office/fair-play', fake.services);
    expect(await screen.findAllByTestId('fair-round')).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('fair-round')).toHaveLength(5));
    expect(fake.pages).toEqual([{ offset: 0, limit: 20 }, { offset: 20, limit: 20 }]);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('[R08] no rounds yet says so', async () => {
    const fake = servicesWith(() => ({ total: 0, rounds: [] }));
    await renderOffice('/en/office/fair-play', fake.services);
    expect(await screen.findByText('No real-money rounds yet.')).toBeTruthy();
  });
});
