import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerAndLogin } from './support/users';
import { fund } from './support/betting';

// Provably fair against the real server (issue 20 #1): a real round answers its seed pair's hash, client seed and
// nonce and never the seed; changing seeds in the game's panel reveals it and the browser verifies the round against
// the hash shown before it; the office's fair-play page lists the round with its seed, and its check on the public
// verifier page agrees.

interface Game { id: number; kind?: string }

test('[R08] a real keno round: no seed until the seeds change, then it verifies in the panel, in the office and on the verifier page', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndLogin(page);
  await fund(page.request, 1000);
  const res = await page.request.get('/web-api/casino/games?category=keno&limit=200');
  const game = ((await res.json()) as { items: Game[] }).items.find((g) => g.kind === 'keno')!;
  await page.goto(`/en/slots/game/${game.id}/x`);
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'real');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await frame.getByText('Provably fair').click();
  const activeHash = frame.getByTestId('fair-active-hash');
  await expect(activeHash).toHaveText(/^[0-9a-f]{64}$/);
  const shownHash = (await activeHash.textContent())!;
  await expect(frame.getByTestId('fair-nonce')).toHaveText('0');

  for (const n of [5, 17, 29, 41, 63]) await frame.getByTestId(`keno-${n}`).click();
  const answer = page.waitForResponse((r) => r.url().includes(`/web-api/casino/games/${game.id}/round`));
  await frame.getByTestId('keno-draw').click();
  const round = (await (await answer).json()) as { roundId: string; win: number; fair: Record<string, unknown> };
  // The answer names the pair and the round's nonce, never the seed.
  expect(round.fair).toEqual({ serverSeedHash: shownHash, clientSeed: expect.stringMatching(/^[0-9a-f]{16}$/), nonce: 1 });
  await expect(frame.getByTestId('keno-result')).toHaveAttribute('data-round', round.roundId);
  await expect(frame.getByTestId('fair-last-round')).toContainText('Its server seed is revealed when you change seeds');
  await expect(frame.getByTestId('fair-server-seed')).toHaveCount(0);
  await expect(frame.getByTestId('fair-nonce')).toHaveText('1');

  // Changing seeds reveals the seed; it hashes to the hash shown before the round and replays the round.
  await frame.getByTestId('fair-new-client-seed').fill('e2e-client-seed');
  await frame.getByTestId('fair-rotate').click();
  const revealed = frame.getByTestId('fair-revealed-seed');
  await expect(revealed).toHaveText(/^[0-9a-f]{64}$/);
  const seed = (await revealed.textContent())!;
  expect(crypto.createHash('sha256').update(seed).digest('hex')).toBe(shownHash);
  await expect(frame.getByTestId('fair-verdict')).toHaveAttribute('data-ok', 'true');
  await expect(frame.getByTestId('fair-verdict')).toContainText('Verified');
  await expect(frame.getByTestId('fair-client-seed')).toHaveText('e2e-client-seed');
  await expect(frame.getByTestId('fair-nonce')).toHaveText('0');

  // The frame's link opens the office's fair-play page around it.
  await frame.getByTestId('fair-history-link').click();
  await expect(page).toHaveURL(/\/en\/office\/fair-play$/);
  const row = page.locator(`[data-testid="fair-round"][data-round="${round.roundId}"]`);
  await expect(row.getByTestId('fair-round-seed')).toHaveText(seed);
  await row.getByTestId('fair-round-check').click();

  await expect(page).toHaveURL(/\/en\/provably-fair\?/);
  const result = page.getByTestId('verifier-result');
  await expect(result.getByTestId('verifier-hash')).toHaveText(shownHash);
  await expect(result.getByTestId('verifier-match')).toHaveAttribute('data-ok', 'true');
  await expect(result.getByTestId('verifier-match')).toHaveText('It matches the hash shown before the round.');
  await expect(result.getByTestId('verifier-win')).toHaveAttribute('data-win', String(round.win));
});

test('[R08] a crash round shows its hash before it runs and its seed after it crashed; the verifier gives its crash point', async ({ page }) => {
  // A crash round runs until its crash point: rarely, a minute or more.
  test.setTimeout(240_000);
  const res = await page.request.get('/web-api/casino/games?category=crash&limit=200');
  const game = ((await res.json()) as { items: Game[] }).items.find((g) => g.kind === 'crash')!;
  await page.goto(`/en/slots/game/${game.id}/x`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  // One look at the round before it crashed: its phase, hash and (absent) seed together.
  const look = () => frame.getByTestId('crash-fair').evaluate((el) => ({
    phase: el.closest('[data-phase]')?.getAttribute('data-phase'),
    hash: el.querySelector('[data-testid="crash-hash"]')?.textContent ?? '',
    seed: el.querySelector('[data-testid="crash-seed"]')?.textContent ?? null,
  }));
  let before = await look();
  await expect.poll(async () => (before = await look()).phase, { timeout: 60_000 }).toMatch(/^(betting|running)$/);
  const { hash } = before;
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(before.seed).toBeNull();
  await expect(frame.getByTestId('crash-game')).toHaveAttribute('data-phase', 'crashed', { timeout: 150_000 });
  // The crashed round shows for a few seconds before the next one takes bets: read it at once.
  const [crashedAt, shown, seed, check] = await Promise.all([
    frame.getByTestId('crash-multiplier').getAttribute('data-multiplier'), frame.getByTestId('crash-hash').textContent(),
    frame.getByTestId('crash-seed').textContent(), frame.getByTestId('crash-check').getAttribute('href'),
  ]);
  expect(shown).toBe(hash);
  expect(crypto.createHash('sha256').update(seed!).digest('hex')).toBe(hash);
  await page.goto(check!);
  await expect(page).toHaveURL(/\/en\/provably-fair\?kind=crash/);
  await expect(page.getByTestId('verifier-match')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('verifier-crash-point')).toHaveAttribute('data-value', String(Number(crashedAt)));
});
