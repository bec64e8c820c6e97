import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser, userOf } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import { catalog, type CatalogGame } from '../../casino/catalog.ts';
import { actOnHand, dealHand, openHand } from '../../casino/card-hands.ts';
import { ApiError } from '../../errors.ts';
import { idempotencyKey, once, requestFingerprint } from '../../money/idempotency.ts';
import { parseInput } from '../../validate.ts';
import { CardActionBodySchema, CardDealBodySchema, isCardKind, type CardKind } from '../../../streams/schemas/casino-cards.ts';

// The card games (issue 23: blackjack, video poker), played hand by hand for real money: the deal, one action per
// request (each once per Idempotency-Key), and the open hand to continue (after a reload or a restart). Demo hands
// are played in the browser by the same rules (src/features/casino/games/card-demo.ts) and never reach here.

const API = '/web-api/casino/games/:gameId/hand';
const Params = v.object({ gameId: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });

export function registerCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const cardGame = (params: unknown): CatalogGame & { kind: CardKind } => {
    const { gameId } = parseInput(Params, params, 'params');
    const game = catalog().byId.get(gameId);
    if (!game) throw new ApiError(404, 'not_found', 'Not found', 'No such game');
    if (!isCardKind(game.kind)) throw new ApiError(400, 'wrong_game', 'Not a card game', 'This game is not played hand by hand');
    return game as CatalogGame & { kind: CardKind };
  };
  const auth = { preHandler: requireUser };

  app.get(API, auth, async (request, reply) => {
    const game = cardGame(request.params);
    void reply.header('cache-control', 'no-store');
    return { hand: await openHand(db, userOf(request).id, game.id) };
  });

  app.post(API, auth, async (request, reply) => {
    const game = cardGame(request.params);
    const body = parseInput(CardDealBodySchema, request.body, 'body');
    const userId = userOf(request).id;
    const answer = await once(db, { userId, scope: 'card_deal', key: idempotencyKey(request.headers), fingerprint: requestFingerprint({ gameId: game.id, ...body }) },
      async (tx) => ({ statusCode: 201, body: await dealHand(tx, { userId, game, kind: game.kind, stakeMinor: body.stake }) }));
    if (answer.replayed) void reply.header('idempotent-replayed', 'true');
    return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
  });

  app.post(`${API}/action`, auth, async (request, reply) => {
    const game = cardGame(request.params);
    const move = parseInput(CardActionBodySchema, request.body, 'body');
    const userId = userOf(request).id;
    const answer = await once(db, { userId, scope: 'card_action', key: idempotencyKey(request.headers), fingerprint: requestFingerprint({ gameId: game.id, ...move }) },
      async (tx) => ({ statusCode: 200, body: await actOnHand(tx, { userId, game, move }) }));
    if (answer.replayed) void reply.header('idempotent-replayed', 'true');
    return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
  });
}
