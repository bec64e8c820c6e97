import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { ApiError } from '../../errors.ts';
import { parseInput } from '../../validate.ts';
import { listBets, readBet } from '../../coupon/views.ts';
import { BetHistoryQuerySchema, type BetHistoryAnswer, type PlacedCoupon } from '../../../streams/schemas/coupon.ts';

// The bet history (office/history, C13) and one bet (print-coupon/{id}); only the owner sees a bet.
//   GET /web-api/bets/history?accountId=&isIncludeArchive=false&pageNumber=1&dateFrom=&dateTo=&status=all
//   GET /web-api/bets/:id

export const HISTORY_PAGE_SIZE = 20;

export function registerBetsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/web-api/bets/history', { preHandler: requireUser }, async (request, reply): Promise<BetHistoryAnswer> => {
    const q = parseInput(BetHistoryQuerySchema, request.query, 'query');
    if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) throw new ApiError(400, 'invalid_query', 'Invalid request query', 'dateFrom is after dateTo');
    const pageNumber = Math.max(1, Number(q.pageNumber));
    const { bets, total } = await listBets(db, {
      userId: userOf(request).id,
      ...(q.accountId ? { accountId: Number(q.accountId) } : {}),
      ...(q.dateFrom ? { dateFrom: q.dateFrom } : {}),
      ...(q.dateTo ? { dateTo: q.dateTo } : {}),
      status: q.status,
      includeArchive: q.isIncludeArchive === 'true',
      pageNumber,
      pageSize: HISTORY_PAGE_SIZE,
    });
    void reply.header('cache-control', 'no-store');
    return { bets, pageNumber, pageSize: HISTORY_PAGE_SIZE, total };
  });

  app.get('/web-api/bets/:id', { preHandler: requireUser }, async (request, reply): Promise<{ bet: PlacedCoupon }> => {
    const { id } = parseInput(v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,15}$/)) }), request.params, 'params');
    const bet = await readBet(db, Number(id), userOf(request).id);
    if (!bet) throw new ApiError(404, 'not_found', 'Bet not found', `No bet ${id} of yours`);
    void reply.header('cache-control', 'no-store');
    return { bet };
  });
}
