import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { of } from 'rxjs';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCasino } from '../../support/fake-casino';
import { decideRound } from '../../../server/casino/rounds';
import { createFairSeeds } from '../../../server/casino/fair';
import { ROUND_GAMES, type RoundKind } from '../../../streams/schemas/casino-games/round-games';
import { verifyRound } from '../../../src/features/casino/games/verify-round';
import type { CasinoGameDetail, RoundAnswer } from '../../../streams/casino/casino-types';

// The verify panel recomputes a round in the browser (jsdom's Web Crypto) from the revealed seed, against rounds
// the server's own code decided: every game kind matches, a tampered seed, outcome or win does not.

const seeds = createFairSeeds(new TextEncoder().encode('test-secret'));
const CHOICES: Record<RoundKind, { picks: number[]; level: number }> = {
  slot: { picks: [], level: 0 }, keno: { picks: [4, 8, 15, 16, 23, 42], level: 0 }, scratch: { picks: [], level: 0 }, fortuna: { picks: [], level: 0 },
  chest: { picks: [2], level: 0 }, memory: { picks: [1, 5, 9], level: 0 }, safe: { picks: [3, 7], level: 0 }, lottery: { picks: [9, 9, 1], level: 0 },
  dragon: { picks: [4], level: 3 },
};

function serverRound(kind: RoundKind, clientSeed = 'browser-seed') {
  const { seedId, serverSeedHash } = seeds.commit();
  const played = decideRound(kind, 500, CHOICES[kind], seeds.seed(seedId, clientSeed, 7));
  return { seedId, shownHash: serverSeedHash, played };
}

describe('provably fair verification in the browser', () => {
  it('[R08] every game kind\'s round recomputes to the same outcome from its revealed seed, which hashes to the hash shown before', async () => {
    for (const kind of Object.keys(ROUND_GAMES) as RoundKind[]) {
      const { shownHash, played } = serverRound(kind);
      const verdict = await verifyRound({ kind, stake: 500, ...CHOICES[kind], win: played.win, outcome: played.outcome, fair: played.fair, shownHash });
      expect(verdict, kind).toEqual({ hashMatches: true, outcomeMatches: true });
    }
  });

  it('[R08] a tampered seed, outcome, win or shown hash is caught', async () => {
    const { shownHash, played } = serverRound('keno');
    const base = { kind: 'keno' as const, stake: 500, ...CHOICES.keno, win: played.win, outcome: played.outcome, fair: played.fair, shownHash };
    const seed = played.fair.serverSeed;
    const tampered = `${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`;
    expect(await verifyRound({ ...base, fair: { ...played.fair, serverSeed: tampered } })).toEqual({ hashMatches: false, outcomeMatches: false });
    const drawn = [...(played.outcome['drawn'] as number[])];
    drawn[0] = drawn[0] === 1 ? 2 : 1;
    expect(await verifyRound({ ...base, outcome: { ...played.outcome, drawn } })).toEqual({ hashMatches: true, outcomeMatches: false });
    expect(await verifyRound({ ...base, win: played.win + 1 })).toEqual({ hashMatches: true, outcomeMatches: false });
    expect(await verifyRound({ ...base, shownHash: '0'.repeat(64) })).toEqual({ hashMatches: false, outcomeMatches: true });
  });

  const keno: CasinoGameDetail = { id: 1500, name: 'Lucky Keno', route: 'lucky-keno', provider: 'aurora-reels', categories: ['keno'], thumbnail: '/t.svg', kind: 'keno', rtp: 95, minStake: 10, maxStake: 10_000, stakeUnit: 10, related: [] };
  const frameWith = (answer: (round: ReturnType<typeof serverRound>) => RoundAnswer) => {
    const round = serverRound('keno');
    const sent: unknown[] = [];
    const services = fakeServices({
      casino: fakeCasino({
        game$: () => of(keno),
        commit$: () => of({ seedId: round.seedId, serverSeedHash: round.shownHash }),
        play$: (_id, body) => { sent.push(body); return of(answer(round)); },
      }),
    });
    return { round, sent, services };
  };
  const answerOf = (r: ReturnType<typeof serverRound>, stake = 500): RoundAnswer => ({ roundId: 'r1', stake, win: r.played.win, balance: null, outcome: r.played.outcome, fair: r.played.fair });
  const playKeno = async () => {
    for (const n of CHOICES.keno.picks) fireEvent.click(await findTestId(`keno-${n}`));
    fireEvent.change(screen.getAllByRole('combobox')[0]!, { target: { value: '500' } });
    fireEvent.click(await findTestId('keno-draw'));
    await findTestId('keno-result');
    fireEvent.click(await findTestId('fair-verify'));
  };

  it('[R08] the keno page shows the next round\'s hash, plays on its seed id and verifies the revealed seed', { timeout: 15_000 }, async () => {
    const { round, sent, services } = frameWith((r) => answerOf(r));
    await renderApp('/en/casino-frame/1500?mode=demo', { services });
    expect((await screen.findByText(round.shownHash)).getAttribute('data-testid')).toBe('fair-next-hash');
    await playKeno();
    expect(sent[0]).toMatchObject({ stake: 500, mode: 'demo', picks: CHOICES.keno.picks, seedId: round.seedId, clientSeed: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect((await findTestId('fair-server-seed')).textContent).toBe(round.played.fair.serverSeed);
    const verdict = await screen.findByText('Verified: the seed matches the hash shown before the round and gives exactly this outcome.', {}, { timeout: 5000 });
    expect(verdict.getAttribute('data-ok')).toBe('true');
  });

  it('[R08] a round whose revealed seed is not the committed one is shown as a mismatch', { timeout: 15_000 }, async () => {
    const other = serverRound('keno');
    const { services } = frameWith(() => answerOf(other));
    await renderApp('/en/casino-frame/1500?mode=demo', { services });
    await playKeno();
    const verdict = await screen.findByText('Mismatch: this seed does not match the hash shown before the round.', {}, { timeout: 5000 });
    expect(verdict.getAttribute('data-ok')).toBe('false');
  });
});
