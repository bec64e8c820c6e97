import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser, userOf } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import { rotateSeeds, seedsOf } from '../../casino/fair.ts';
import { fairRoundsOf } from '../../casino/fair-history.ts';
import { sharedFairRoundsOf } from '../../casino/shared-fair-history.ts';
import { parseInput } from '../../validate.ts';
import { RotateSeedsBodySchema } from '../../../streams/schemas/casino-fair.ts';

// Provably fair (issue 20 #1): the player's seeds, their rotation, and the round history to check rounds with.
// Every answer is the player's own and no-store.

const API = '/web-api/casino/fair';
const Page = v.object({
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number)), '0'),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)), '20'),
});

export function registerFairRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const auth = { preHandler: requireUser };
  app.get(`${API}/seeds`, auth, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return seedsOf(db, userOf(request).id);
  });
  app.post(`${API}/rotate`, auth, async (request, reply) => {
    const { clientSeed } = parseInput(RotateSeedsBodySchema, request.body, 'body');
    const userId = userOf(request).id;
    const revealed = await db.transaction((tx) => rotateSeeds(tx, userId, clientSeed));
    void reply.header('cache-control', 'no-store');
    return { revealed, seeds: await seedsOf(db, userId) };
  });
  app.get(`${API}/rounds`, auth, async (request, reply) => {
    const page = parseInput(Page, request.query, 'query');
    void reply.header('cache-control', 'no-store');
    return fairRoundsOf(db, userOf(request).id, page);
  });
  // Bingo tickets and virtual race bets: their round's seed once the round is over.
  app.get(`${API}/shared-rounds`, auth, async (request, reply) => {
    const page = parseInput(Page, request.query, 'query');
    void reply.header('cache-control', 'no-store');
    return sharedFairRoundsOf(db, userOf(request).id, Date.now(), page);
  });
}
