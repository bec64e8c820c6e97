import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { of } from 'rxjs';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCasino } from '../../support/fake-casino';
import { decideRound } from '../../../server/casino/rounds';
import { demoSeed, type FairSeed } from '../../../server/casino/fair';
import { crashPointOf } from '../../../server/casino/crash';
import { ROUND_GAMES, type RoundKind } from '../../../streams/schemas/casino-games/round-games';

// The public verifier page (/{lang}/provably-fair) against rounds the server's own code decided: it reads the round
// from its query string, recomputes it in the browser (jsdom's Web Crypto) and must agree with the server on the
// seed's hash, the outcome and the win; a tampered seed shows a mismatch; a crash seed gives the server's crash point.

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const CHOICES: Record<RoundKind, { picks: number[]; level: number }> = {
  slot: { picks: [], level: 0 }, keno: { picks: [4, 8, 15, 16, 23, 42], level: 0 }, scratch: { picks: [], level: 0 }, fortuna: { picks: [], level: 0 },
  chest: { picks: [2], level: 0 }, memory: { picks: [1, 5, 9], level: 0 }, safe: { picks: [3, 7], level: 0 }, lottery: { picks: [9, 9, 1], level: 0 },
  dragon: { picks: [4], level: 3 },
  sicbo: { picks: [0, 0, 16, 45, 33], level: 0 }, moneywheel: { picks: [0, 3, 5, 5], level: 0 }, dragontiger: { picks: [0, 2], level: 0 },
};
const services = () => fakeServices({ casino: fakeCasino({ partitions$: () => of([]) }) });

/** The query of a round as the site links it: the stake as an amount, picks by commas. */
function queryOf(kind: RoundKind, seed: FairSeed, stake: number, extra: Record<string, string> = {}) {
  const q = new URLSearchParams({ kind, serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: String(seed.nonce), stake: (stake / 100).toFixed(2) });
  if (CHOICES[kind].picks.length > 0) q.set('picks', CHOICES[kind].picks.join(','));
  if (CHOICES[kind].level > 0) q.set('level', String(CHOICES[kind].level));
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q.toString();
}

const result = () => findTestId('verifier-result');

describe('the provably fair page', { timeout: 30_000 }, () => {
  it('[R08] it explains the scheme and is linked from the casino menu', async () => {
    await renderApp('/en/provably-fair', { services: services() });
    await findTestId('provably-fair-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Provably fair' })).toBeTruthy();
    for (const step of ['The server seed comes first', 'You add your client seed', 'Each round has its number', 'Random numbers from HMAC-SHA256',
      'The game\'s rules make the outcome', 'Changing seeds reveals the old one', 'Demo rounds', 'Crash rounds']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeTruthy();
    }
    const menu = screen.getByRole('navigation', { name: 'Casino sections' });
    expect(within(menu).getByRole('link', { name: 'Provably fair' }).getAttribute('href')).toBe('/en/provably-fair');
    expect(screen.queryByTestId('verifier-result')).toBeNull();
  });

  it('[R08] a round of every kind read from the query gives the server\'s outcome and win, and its seed matches the hash shown', async () => {
    for (const kind of Object.keys(ROUND_GAMES) as RoundKind[]) {
      const seed = { ...demoSeed('player-seed'), nonce: 12 };
      const played = decideRound(kind, 700, CHOICES[kind], seed);
      await renderApp(`/en/provably-fair?${queryOf(kind, seed, 700, { hash: seed.serverSeedHash })}`, { services: services() });
      const box = await result();
      expect(within(box).getByTestId('verifier-hash').textContent, kind).toBe(sha256(seed.serverSeed));
      expect(within(box).getByTestId('verifier-match').getAttribute('data-ok'), kind).toBe('true');
      expect(within(box).getByTestId('verifier-match').textContent).toBe('It matches the hash shown before the round.');
      expect(within(box).getByTestId('verifier-win').getAttribute('data-win'), kind).toBe(String(played.win));
    }
  });

  it('[R08] a keno round shows the numbers the server drew, the hits and the win in readable form', async () => {
    const seed = { ...demoSeed('abc'), nonce: 3 };
    const played = decideRound('keno', 500, CHOICES.keno, seed);
    await renderApp(`/en/provably-fair?${queryOf('keno', seed, 500, { hash: seed.serverSeedHash })}`, { services: services() });
    const box = await result();
    const drawn = within(box).getByText('Drawn:').parentElement!;
    expect([...drawn.querySelectorAll('b')].map((b) => Number(b.textContent))).toEqual(played.outcome['drawn']);
    expect(box.textContent).toContain(`Hits: ${String(played.outcome['hits'])}`);
    expect(within(box).getByTestId('verifier-win').textContent).toBe(played.win > 0 ? `Win: ${(played.win / 100).toFixed(2)}` : 'No win');
  });

  it('[R08] a tampered seed does not match the hash shown before the round', async () => {
    const seed = { ...demoSeed('abc'), nonce: 1 };
    const tampered = { ...seed, serverSeed: `${seed.serverSeed.slice(0, -1)}${seed.serverSeed.endsWith('0') ? '1' : '0'}` };
    await renderApp(`/en/provably-fair?${queryOf('slot', tampered, 100, { hash: seed.serverSeedHash })}`, { services: services() });
    const match = within(await result()).getByTestId('verifier-match');
    expect(match.getAttribute('data-ok')).toBe('false');
    expect(match.textContent).toBe('It does not match the hash shown before the round: this is not the committed seed.');
  });

  it('[R08] a crash round\'s seed gives the server\'s crash point', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { serverSeed, serverSeedHash } = demoSeed('x');
      await renderApp(`/en/provably-fair?kind=crash&serverSeed=${serverSeed}&hash=${serverSeedHash}`, { services: services() });
      const box = await result();
      expect(Number(within(box).getByTestId('verifier-crash-point').getAttribute('data-value'))).toBe(crashPointOf(serverSeed));
      expect(within(box).getByTestId('verifier-match').getAttribute('data-ok')).toBe('true');
    }
  });

  it('[R08] the form checks a round typed in and puts it in the address, so the check can be linked', async () => {
    const seed = { ...demoSeed('typed-seed'), nonce: 4 };
    const played = decideRound('lottery', 250, { picks: [1, 2, 3], level: 0 }, seed);
    const app = await renderApp('/en/provably-fair', { services: services() });
    await findTestId('provably-fair-page');
    fireEvent.change(screen.getByTestId('verifier-kind'), { target: { value: 'lottery' } });
    fireEvent.change(screen.getByTestId('verifier-serverSeed'), { target: { value: seed.serverSeed.toUpperCase() } });
    fireEvent.change(screen.getByTestId('verifier-clientSeed'), { target: { value: 'typed-seed' } });
    fireEvent.change(screen.getByTestId('verifier-nonce'), { target: { value: '4' } });
    fireEvent.change(screen.getByTestId('verifier-stake'), { target: { value: '2,50' } });
    fireEvent.change(screen.getByTestId('verifier-picks'), { target: { value: '1, 2, 3' } });
    fireEvent.click(screen.getByTestId('verifier-submit'));
    const box = await result();
    expect(within(box).getByTestId('verifier-win').getAttribute('data-win')).toBe(String(played.win));
    expect(within(box).getByTestId('verifier-match').getAttribute('data-ok')).toBe('none');
    const query = new URLSearchParams(app.location().split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ kind: 'lottery', serverSeed: seed.serverSeed.toUpperCase(), clientSeed: 'typed-seed', nonce: '4', stake: '2,50', picks: '1, 2, 3' });
  });

  it('[R08] fields that do not parse are named, and nothing is computed', async () => {
    await renderApp('/en/provably-fair?kind=chest&serverSeed=xyz&clientSeed=a%20b&nonce=-1&stake=0&picks=5&hash=12', { services: services() });
    await findTestId('provably-fair-page');
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual([
      'A server seed is 64 hex digits (0-9, a-f).',
      'A client seed is 1 to 64 letters, digits, - or _.',
      'A whole number from 0.',
      'An amount such as 5.00.',
      'These picks do not fit the rules of this game.',
      'A hash is 64 hex digits (0-9, a-f).',
    ]);
    await waitFor(() => expect(screen.queryByTestId('verifier-result')).toBeNull());
  });
});
