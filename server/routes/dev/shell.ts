import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import { sendError } from '../../errors.ts';
import { parseInput } from '../../validate.ts';
import { SITE_LANGUAGES } from '../../../streams/schemas/site-config.ts';
import { Id } from '../../../streams/schemas/numbers.ts';

// Dev/QA endpoints of the site shell (issue 16), registered with the other dev routes:
//  POST /web-api/dev/app-version   { version: 'index-new' | null }  the version /web-api/app/version reports, standing
//                                  for a build deployed under running pages (T29); null: the real build's again
//  POST /web-api/dev/user-messages { userId, title, body }          an operator message to one player (T22)

const VersionBody = v.strictObject({ version: v.nullable(v.pipe(v.string(), v.regex(/^[\w.-]{1,100}$/, 'a version is 1-100 letters, digits, "_", "-" or "."'))) });
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const MessageBody = v.strictObject({
  userId: Id,
  /** One text for every language, or one per language ({ en, ru, ... }; English is the fallback). */
  title: v.union([Text(200), v.record(v.picklist(SITE_LANGUAGES), Text(200))]),
  body: v.union([Text(2000), v.record(v.picklist(SITE_LANGUAGES), Text(2000))]),
});

const perLanguage = (text: string | Record<string, string>) => JSON.stringify(typeof text === 'string' ? { en: text } : text);

export function registerDevShellRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/web-api/dev/app-version', async (request) => {
    const { version } = parseInput(VersionBody, request.body, 'body');
    ctx.build.overrideVersion(version);
    request.log.info({ version }, 'dev: reported build version changed');
    return { version: await ctx.build.version() };
  });

  app.post('/web-api/dev/user-messages', async (request, reply) => {
    const body = parseInput(MessageBody, request.body, 'body');
    const row = await ctx.db.one<{ id: number }>(
      `INSERT INTO user_messages (user_id, title, body) SELECT id, $2::jsonb, $3::jsonb FROM users WHERE id = $1 RETURNING id`,
      [body.userId, perLanguage(body.title), perLanguage(body.body)],
    );
    if (!row) return sendError(reply, 404, 'not_found', 'Not found', `No user ${body.userId}`);
    return reply.code(201).send({ id: row.id });
  });
}
