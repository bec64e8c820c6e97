import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

// Every string the server accepts, in a JSON body, a parsed multipart body, the query or the path, is checked once
// here before any route runs: control characters never reach the database (PostgreSQL refuses U+0000 in text and
// answered 500) or a page. Tab, line feed and carriage return stay allowed: messages, tickets and ideas are
// multi-line text, and a single-line field that receives one is refused by its own schema or trimmed. Deeply nested
// bodies are refused too, so no route walks an attacker's 10,000-level object.

/** C0 controls but tab, LF and CR; DEL; the C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const MAX_BODY_DEPTH = 20;

type Problem = { code: 'control_characters' | 'body_too_deep'; where: string };

/** The first problem in a value: a string (or object key) with a control character, or nesting deeper than allowed. */
export function findInputProblem(value: unknown, where: string, depth = 0): Problem | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? { code: 'control_characters', where } : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_BODY_DEPTH) return { code: 'body_too_deep', where };
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (FORBIDDEN.test(key)) return { code: 'control_characters', where: `${where} key` };
    const found = findInputProblem(item, where ? `${where}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const problem = findInputProblem(request.params, 'params') ?? findInputProblem(request.query, 'query') ?? findInputProblem(request.body, 'body');
    if (!problem) return;
    if (problem.code === 'body_too_deep') {
      return sendError(reply, 400, 'body_too_deep', 'Invalid request body', `${problem.where}: nested deeper than ${MAX_BODY_DEPTH} levels`);
    }
    return sendError(reply, 400, 'control_characters', 'Invalid characters', `${problem.where}: control characters are not allowed`);
  });
}
