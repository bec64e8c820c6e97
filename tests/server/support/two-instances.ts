import { afterAll, beforeAll } from 'vitest';
import { deposit } from './coupon-fixture.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { registerTestUser } from './users.ts';

// The shared rounds' API tests (crash, live tables, bingo, virtual races) run two instances of the site on one
// database, as a cluster does: what one instance takes, the other shows, and the leader's tick runs on either.

export interface Cluster { readonly a: TestApp; readonly b: TestApp }

/** Two instances on one database, made before the file's tests and closed after them. */
export function twoInstances(): Cluster {
  const apps: { a?: TestApp; b?: TestApp } = {};
  beforeAll(async () => {
    apps.a = await createTestApp();
    apps.b = await createTestApp({ db: apps.a.db });
  });
  afterAll(async () => {
    await apps.b?.close();
    await apps.a?.close();
  });
  return { get a() { return apps.a!; }, get b() { return apps.b!; } };
}

/** The leader's log in a test: anything it reports fails the test. */
export const failOnLog = (message: string, err?: unknown) => { throw new Error(`${message}: ${String(err)}`); };

/** A new RUB player with `amount` on the account. */
export async function fundedPlayer(cluster: Cluster, amount = 10_000_000) {
  const u = await registerTestUser(cluster.a.app, { currency: 'RUB' });
  return { u, accountId: await deposit(cluster.a.db, u.userId, amount) };
}

/** Moves a shared round game's rounds in time (its table and the column of a round's opening: buying_from, betting_from). */
export function roundClock(cluster: Cluster, rounds: string, opensAt: string) {
  return {
    /** Moves the game's newest round into the past until its `moment` (closes_at, result_at) was 100 ms ago. */
    reach: (game: { id: number }, moment: 'closes_at' | 'result_at') => cluster.a.db.query(
      `UPDATE ${rounds} SET ${opensAt} = ${opensAt} - d, closes_at = closes_at - d, result_at = result_at - d, ends_at = ends_at - d
         FROM (SELECT id AS last, ${moment} - clock_timestamp() + interval '100 milliseconds' AS d FROM ${rounds} WHERE game_id = $1 ORDER BY id DESC LIMIT 1) x
        WHERE id = x.last`, [game.id]),
    /** Ends the game's rounds a minute ago, so the leader's next tick opens a fresh one. */
    endRounds: (game: { id: number }) => cluster.a.db.query(
      `UPDATE ${rounds} SET ends_at = least(ends_at, now() - interval '1 minute'), closes_at = least(closes_at, now() - interval '1 minute'),
              result_at = least(result_at, now() - interval '1 minute'), ${opensAt} = least(${opensAt}, now() - interval '2 minutes')
        WHERE game_id = $1`, [game.id]),
  };
}
