import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sendError } from '../../errors.ts';

// GET /health                     -> { status: 'ok', db, uptimeSec, leader, pid } (503 in the error shape when the db fails)
// GET /web-api/policy/logo.agif   -> the support request endpoint (C16): a 1x1 transparent GIF, never cached

/** A 1x1 transparent GIF (42 bytes). */
export const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/health', async (request, reply) => {
    try {
      await ctx.db.query('SELECT 1');
    } catch (err) {
      request.log.error({ err }, 'health: database check failed');
      return sendError(reply, 503, 'db_unavailable', 'Service unavailable', 'The database does not answer.');
    }
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, db: ctx.db.kind, uptimeSec: Math.floor((Date.now() - ctx.startedAt) / 1000), leader: ctx.isLeader(), pid: process.pid };
  });

  app.get('/web-api/policy/logo.agif', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').type('image/gif').send(TRANSPARENT_GIF);
  });
}
