import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { of, Subject } from 'rxjs';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCasino } from '../../support/fake-casino';
import { decideRound } from '../../../server/casino/rounds';
import { demoSeed, type FairSeed } from '../../../server/casino/fair';
import { ROUND_GAMES, type RoundKind } from '../../../streams/schemas/casino-games/round-games';
import { verifyRound } from '../../../src/features/casino/games/verify-round';
import type { CasinoGameDetail, CrashState, FairSeeds, RoundAnswer, SeedRotation } from '../../../streams/casino/casino-types';

// The browser's check recomputes rounds the server's own code decided (server/casino/fair.ts's seeds and
// fairRandom through decideRound): every game kind matches its seed, a tampered seed, outcome or win does not. The
// game frame's panel shows the player's seed pair, keeps the seed of a real round sealed until the player changes
// seeds, then checks the round against the hash it showed before it; a demo round is checked at once.

const CHOICES: Record<RoundKind, { picks: number[]; level: number }> = {
  slot: { picks: [], level: 0 }, keno: { picks: [4, 8, 15, 16, 23, 42], level: 0 }, scratch: { picks: [], level: 0 }, fortuna: { picks: [], level: 0 },
  chest: { picks: [2], level: 0 }, memory: { picks: [1, 5, 9], level: 0 }, safe: { picks: [3, 7], level: 0 }, lottery: { picks: [9, 9, 1], level: 0 },
  dragon: { picks: [4], level: 3 },
  sicbo: { picks: [0, 0, 16, 45, 33], level: 0 }, moneywheel: { picks: [0, 3, 5, 5], level: 0 }, dragontiger: { picks: [0, 2], level: 0 },
};
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** A server seed pair at `nonce`, as the server keeps it (a fresh random seed, its hash). */
const pairAt = (nonce: number, clientSeed = 'browser-seed'): FairSeed => ({ ...demoSeed(clientSeed), nonce });

function serverRound(kind: RoundKind, seed = pairAt(7)) {
  return { seed, played: decideRound(kind, 500, CHOICES[kind], seed) };
}

describe('provably fair verification in the browser', () => {
  it('[R08] every game kind\'s round recomputes to the same outcome from its seed, which hashes to the hash shown before', async () => {
    for (const kind of Object.keys(ROUND_GAMES) as RoundKind[]) {
      const { seed, played } = serverRound(kind);
      const verdict = await verifyRound({ kind, stake: 500, ...CHOICES[kind], win: played.win, outcome: played.outcome, fair: seed, shownHash: seed.serverSeedHash });
      expect(verdict, kind).toEqual({ hashMatches: true, outcomeMatches: true });
    }
  });

  it('[R08] a tampered seed, nonce, outcome, win or shown hash is caught', async () => {
    const { seed, played } = serverRound('keno');
    const base = { kind: 'keno' as const, stake: 500, ...CHOICES.keno, win: played.win, outcome: played.outcome, fair: seed, shownHash: seed.serverSeedHash };
    const tampered = `${seed.serverSeed.slice(0, -1)}${seed.serverSeed.endsWith('0') ? '1' : '0'}`;
    expect(await verifyRound({ ...base, fair: { ...seed, serverSeed: tampered } })).toEqual({ hashMatches: false, outcomeMatches: false });
    expect(await verifyRound({ ...base, fair: { ...seed, nonce: 8 } })).toEqual({ hashMatches: true, outcomeMatches: false });
    const drawn = [...(played.outcome['drawn'] as number[])];
    drawn[0] = drawn[0] === 1 ? 2 : 1;
    expect(await verifyRound({ ...base, outcome: { ...played.outcome, drawn } })).toEqual({ hashMatches: true, outcomeMatches: false });
    expect(await verifyRound({ ...base, win: played.win + 1 })).toEqual({ hashMatches: true, outcomeMatches: false });
    expect(await verifyRound({ ...base, shownHash: '0'.repeat(64) })).toEqual({ hashMatches: false, outcomeMatches: true });
  });
});

const keno: CasinoGameDetail = { id: 1500, name: 'Lucky Keno', route: 'lucky-keno', provider: 'aurora-reels', categories: ['keno'], thumbnail: '/t.svg', kind: 'keno', rtp: 95, minStake: 10, maxStake: 10_000, stakeUnit: 10, related: [] };
const seedsOf = (pair: FairSeed, next: FairSeed): FairSeeds => ({ active: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce }, nextServerSeedHash: next.serverSeedHash });

/**
 * A player's keno frame for real money over fake casino services that decide rounds as the server does: the active
 * pair answers its hash, client seed and nonce (never the seed); rotate$ reveals `revealAs` (the pair's own seed, or
 * another one to play a cheating server) and activates the next seed with the chosen client seed.
 */
function realFrame(options: { revealAs?: (pair: FairSeed) => string } = {}) {
  let pair = pairAt(0, 'first-client');
  const next = pairAt(0);
  const sent: unknown[] = [];
  const rotations: string[] = [];
  const casino = fakeCasino({
    game$: () => of(keno),
    seeds$: () => of(seedsOf(pair, next)),
    play$: (_id, body) => {
      sent.push(body);
      pair = { ...pair, nonce: pair.nonce + 1 };
      const played = decideRound('keno', body.stake, { picks: body['picks'] as number[], level: 0 }, pair);
      const answer: RoundAnswer = { roundId: `r${pair.nonce}`, stake: body.stake, win: played.win, balance: 1000, outcome: played.outcome, fair: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce } };
      return of(answer);
    },
    rotate$: (clientSeed) => {
      rotations.push(clientSeed);
      const revealed = { serverSeed: options.revealAs?.(pair) ?? pair.serverSeed, serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, rounds: pair.nonce };
      pair = { ...next, clientSeed, nonce: 0 };
      const answer: SeedRotation = { revealed, seeds: seedsOf(pair, pairAt(0)) };
      return of(answer);
    },
  });
  return { services: fakeServices({ casino, session: { userId: 7, banLevel: 0 } }), sent, rotations, firstPair: () => pair, next };
}

/** The panel shows the player's seeds once they are asked for. */
const seedsShown = () => waitFor(() => expect(screen.getByTestId('fair-active-hash').textContent).toMatch(/^[0-9a-f]{64}$/), { timeout: 3000 });

const playKeno = async () => {
  for (const n of CHOICES.keno.picks) fireEvent.click(await findTestId(`keno-${n}`));
  fireEvent.change(screen.getAllByRole('combobox')[0]!, { target: { value: '500' } });
  fireEvent.click(await findTestId('keno-draw'));
  await findTestId('keno-result');
};

describe('the game frame\'s provably fair panel', { timeout: 15_000 }, () => {
  it('[R08] a real round shows the active pair and no seed; changing seeds reveals it and the round verifies against the hash shown before it', async () => {
    const frame = realFrame();
    const pair = frame.firstPair();
    await renderApp('/en/casino-frame/1500?mode=real', { services: frame.services });
    await findTestId('fair-active-hash');
    await seedsShown();
    expect(screen.getByTestId('fair-active-hash').textContent).toBe(pair.serverSeedHash);
    expect((await findTestId('fair-client-seed')).textContent).toBe('first-client');
    expect((await findTestId('fair-nonce')).textContent).toBe('0');
    expect((await findTestId('fair-next-hash')).textContent).toBe(frame.next.serverSeedHash);
    await playKeno();
    // The round names no seed id and no client seed: the server plays it on the player's active pair.
    expect(frame.sent).toEqual([{ stake: 500, mode: 'real', picks: CHOICES.keno.picks, level: 0 }]);
    const last = await findTestId('fair-last-round');
    expect(last.textContent).toContain('Its server seed is revealed when you change seeds');
    expect(screen.queryByTestId('fair-server-seed')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('fair-nonce').textContent).toBe('1'));

    const input = screen.getByTestId('fair-new-client-seed') as HTMLInputElement;
    expect(input.value).toMatch(/^[0-9a-f]{16}$/);
    fireEvent.change(input, { target: { value: 'my-lucky_seed' } });
    fireEvent.click(screen.getByTestId('fair-rotate'));
    expect(frame.rotations).toEqual(['my-lucky_seed']);
    expect((await findTestId('fair-revealed-seed')).textContent).toBe(pair.serverSeed);
    expect((await findTestId('fair-server-seed')).textContent).toBe(pair.serverSeed);
    const verdict = await screen.findByText('Verified: the seed matches the hash shown before the round and gives exactly this outcome.', {}, { timeout: 5000 });
    expect(verdict.getAttribute('data-ok')).toBe('true');
    // The next pair is active with the chosen client seed; its hash was the "next" one shown before.
    expect(screen.getByTestId('fair-active-hash').textContent).toBe(frame.next.serverSeedHash);
    expect(screen.getByTestId('fair-client-seed').textContent).toBe('my-lucky_seed');
    // The round's check on the verifier page, filled in, opens in the page around the frame.
    const check = screen.getByTestId('fair-check-link');
    expect(check.getAttribute('target')).toBe('_top');
    const query = new URL(check.getAttribute('href')!, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ kind: 'keno', serverSeed: pair.serverSeed, clientSeed: 'first-client', nonce: '1', stake: '5.00', picks: CHOICES.keno.picks.join(','), hash: pair.serverSeedHash });
    expect(screen.getByTestId('fair-history-link').getAttribute('href')).toBe('/en/office/fair-play');
  });

  it('[R08] a revealed seed that is not the one committed to is shown as a mismatch', async () => {
    const frame = realFrame({ revealAs: () => pairAt(0).serverSeed });
    await renderApp('/en/casino-frame/1500?mode=real', { services: frame.services });
    await findTestId('fair-active-hash');
    await seedsShown();
    await playKeno();
    fireEvent.click(screen.getByTestId('fair-rotate'));
    const verdict = await screen.findByText('Mismatch: this seed gives a different outcome.', {}, { timeout: 5000 });
    expect(verdict.getAttribute('data-ok')).toBe('false');
  });

  it('[R08] a client seed the server would refuse cannot be sent, and says why', async () => {
    const frame = realFrame();
    await renderApp('/en/casino-frame/1500?mode=real', { services: frame.services });
    await findTestId('fair-active-hash');
    await seedsShown();
    fireEvent.change(screen.getByTestId('fair-new-client-seed'), { target: { value: 'not allowed!' } });
    expect((screen.getByTestId('fair-rotate') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Use 1 to 64 letters, digits, - or _.');
    fireEvent.submit(screen.getByTestId('fair-rotate').closest('form')!);
    expect(frame.rotations).toEqual([]);
  });

  it('[R08] a failed rotation says so and keeps the seeds', async () => {
    const failing = new Subject<SeedRotation>();
    const casino = fakeCasino({ game$: () => of(keno), seeds$: () => of(seedsOf(pairAt(2), pairAt(0))), rotate$: () => failing });
    await renderApp('/en/casino-frame/1500?mode=real', { services: fakeServices({ casino, session: { userId: 7, banLevel: 0 } }) });
    await findTestId('fair-active-hash');
    await seedsShown();
    fireEvent.click(screen.getByTestId('fair-rotate'));
    await waitFor(() => expect((screen.getByTestId('fair-rotate') as HTMLButtonElement).disabled).toBe(true));
    failing.error(new Error('offline'));
    expect((await findTestId('fair-rotate-failed')).textContent).toBe('The seeds could not be changed. Please try again.');
    expect(screen.getByTestId('fair-nonce').textContent).toBe('2');
  });

  it('[R08] a demo round asks for no seeds and is checked at once with its own throwaway seed', async () => {
    let seedsAsked = 0;
    const sent: Array<Record<string, unknown>> = [];
    const casino = fakeCasino({
      game$: () => of(keno),
      seeds$: () => { seedsAsked += 1; return of(seedsOf(pairAt(0), pairAt(0))); },
      play$: (_id, body) => {
        sent.push(body);
        const seed = demoSeed(String(body['clientSeed']));
        const played = decideRound('keno', body.stake, { picks: body['picks'] as number[], level: 0 }, seed);
        return of<RoundAnswer>({ roundId: 'demo-1', stake: body.stake, win: played.win, balance: null, outcome: played.outcome, fair: seed });
      },
    });
    await renderApp('/en/casino-frame/1500?mode=demo', { services: fakeServices({ casino }) });
    expect((await findTestId('fair-panel')).textContent).toContain('Demo rounds are decided by a throwaway demo seed');
    await playKeno();
    expect(sent[0]).toMatchObject({ mode: 'demo', clientSeed: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const verdict = await screen.findByText(/^Verified with the round's own demo seed/, {}, { timeout: 5000 });
    expect(verdict.getAttribute('data-ok')).toBe('true');
    expect(within(screen.getByTestId('fair-verify')).getByText('Demo seed (not committed)')).toBeTruthy();
    expect(screen.queryByTestId('fair-seeds')).toBeNull();
    expect(screen.queryByTestId('fair-history-link')).toBeNull();
    expect(seedsAsked).toBe(0);
  });
});

describe('the crash game\'s seed', { timeout: 15_000 }, () => {
  const crashGame: CasinoGameDetail = { ...keno, id: 1600, name: 'Rocket', route: 'rocket', kind: 'crash' };
  const round = { roundId: 'c-1', multiplier: 1, startsInMs: 3000, history: [], myBet: null };

  it('[R08] the round\'s hash is shown before it runs, its seed once it crashed, with its check on the verifier page', async () => {
    const seed = pairAt(0).serverSeed;
    const rounds = new Subject<CrashState>();
    const casino = fakeCasino({ game$: () => of(crashGame), crash$: () => rounds });
    await renderApp('/en/casino-frame/1600?mode=demo', { services: fakeServices({ casino }) });
    await findTestId('crash-game');
    rounds.next({ ...round, phase: 'betting', serverSeedHash: sha256(seed) });
    expect((await findTestId('crash-hash')).textContent).toBe(sha256(seed));
    expect(screen.queryByTestId('crash-seed')).toBeNull();
    expect(screen.getByTestId('crash-fair').textContent).toContain('Revealed when the round has crashed');
    rounds.next({ ...round, phase: 'crashed', multiplier: 2.5, serverSeedHash: sha256(seed), serverSeed: seed });
    expect((await findTestId('crash-seed')).textContent).toBe(seed);
    const check = screen.getByTestId('crash-check');
    expect(check.getAttribute('target')).toBe('_top');
    expect(check.getAttribute('href')).toBe(`/en/provably-fair?kind=crash&serverSeed=${seed}&hash=${sha256(seed)}`);
  });
});
