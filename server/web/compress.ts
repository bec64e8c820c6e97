import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

// Answers made per request (API JSON, the HTML page with its preloaded config) are compressed on the way out. The
// answers many clients poll (the sports feeds) are compressed once per version by web/answer-cache.ts and leave here
// as they are, like the hashed build files the build compressed once (web/site.ts) and streams (files).

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE_TYPE = /^(application\/([\w.+-]+\+)?json|text\/(html|plain|css|javascript))\b/i;
/** Below this a compressed answer is hardly smaller and costs more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/**
 * How hard to compress: `request` for an answer made for one request (the fastest settings: on the 650 kB football
 * line feed they give 78 kB brotli or 83 kB gzip in 2-3 ms), `shared` for one compressed once and sent to many
 * (brotli 5 is about twice as small as brotli 1 for ~2 ms on a 150 kB feed).
 */
export type Effort = 'request' | 'shared';
const BROTLI_QUALITY: Record<Effort, number> = { request: 1, shared: 5 };
const GZIP_LEVEL: Record<Effort, number> = { request: 1, shared: 6 };

/**
 * Encoders at work at once. Each holds its window and tables (~0.6 MB for brotli) from its creation until it is done,
 * and the memory allocator keeps what they freed: 500 compressions started together left the process 300 MB bigger
 * for good (issue 21: RSS 687 -> 1,325 MB under the feed load, never coming back). As many as the thread pool runs
 * (4) compress as fast; the rest wait their turn holding only their input.
 */
const MAX_ENCODERS = 4;
let encoders = 0;
const waiting: Array<() => void> = [];

async function withEncoder<T>(work: () => Promise<T>): Promise<T> {
  if (encoders >= MAX_ENCODERS) await new Promise<void>((resolve) => waiting.push(resolve));
  encoders += 1;
  try {
    return await work();
  } finally {
    encoders -= 1;
    waiting.shift()?.();
  }
}

/** The body compressed with `encoding`. */
export function compress(raw: Buffer, encoding: Encoding, effort: Effort): Promise<Buffer> {
  return withEncoder(() => (encoding === 'br'
    ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort], [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzipAsync(raw, { level: GZIP_LEVEL[effort] })));
}

/** The encoding to use for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses one). */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

export function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) void reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || !COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    addVary(reply);
    const raw = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (raw.length < MIN_COMPRESS_BYTES) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = await compress(raw, encoding, 'request');
    void reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
