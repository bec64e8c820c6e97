import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Encoding, MIN_COMPRESS_BYTES, addVary, compress, pickEncoding } from './compress.ts';

// Answers many clients poll that change only with their data (the sports feeds, issue 21): each is made once per
// version of the data and query variant, compressed once per encoding (the first client to take one pays for it), and
// sent to every poller with a strong ETag; a poller that sends it back in If-None-Match gets 304 and no body.
// `Cache-Control: no-cache` lets a browser keep an answer and ask again with its ETag (a 304 reaches the page as the
// kept answer).
//
// An answer's `version` and `at` say when it was made, not what it says: when a new version of the data leaves an
// answer saying the same (a quiet championship, a menu whose counts did not move, a `since` answer with nothing new),
// the body already sent is kept, with its ETag and its compressed copies, so its pollers keep getting 304. Its older
// `version` is as good a `since` as the new one for them (nothing they were sent changed in between). A body is kept
// so for at most `keepMs`, so the `at` clients read the server's time from stays recent.

export interface AnswerCacheOptions {
  /** Entries kept at most (the least recently used go first). */
  maxEntries?: number;
  /** Bytes kept at most, raw and compressed bodies together. */
  maxBytes?: number;
  /** How long one body may be sent (then it is made again, with a new `at`). */
  keepMs?: number;
  now?: () => number;
}

export interface AnswerCacheStats {
  entries: number;
  bytes: number;
  /** Bodies made (a new ETag) since start. */
  builds: number;
  /** Answers made again for a new version that said the same: the body sent before was kept. */
  unchanged: number;
  /** Bodies compressed since start. */
  compressions: number;
  /** 304 answers since start. */
  notModified: number;
}

interface Entry {
  madeAt: number;
  /** The data version the body was made or last found the same at. */
  version: number;
  /** A hash of what the answer says (without its `version` and `at`). */
  says: string;
  raw: Buffer;
  /** The ETag of the raw body, without quotes; an encoded body adds its encoding. */
  tag: string;
  encoded: Map<Encoding, Promise<Buffer>>;
  bytes: number;
  /** Still in the cache (its compressed bodies count in the cache's bytes). */
  kept: boolean;
}

export interface AnswerCache {
  /**
   * Sends the answer of `key` at `version`, made by `make` (synchronously, so concurrent requests never make it twice)
   * unless kept: 304 when If-None-Match names its ETag, else the body compressed as the client takes it.
   */
  send(request: FastifyRequest, reply: FastifyReply, key: string, version: number, make: () => object): Promise<FastifyReply>;
  stats(): AnswerCacheStats;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for If-None-Match). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag);
}

export function createAnswerCache(options: AnswerCacheOptions = {}): AnswerCache {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const keepMs = options.keepMs ?? 30_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const counts = { builds: 0, unchanged: 0, compressions: 0, notModified: 0 };
  const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('base64url');

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.bytes;
    e.kept = false;
  };
  const touch = (key: string, e: Entry) => {
    // Most recently used last: eviction takes from the front.
    entries.delete(key);
    entries.set(key, e);
  };

  function entry(key: string, version: number, make: () => object): Entry {
    const t = now();
    const hit = entries.get(key);
    const fresh = hit !== undefined && t - hit.madeAt < keepMs;
    if (fresh && hit.version === version) {
      touch(key, hit);
      return hit;
    }
    const answer = make();
    const { version: _version, at: _at, ...content } = answer as { version?: unknown; at?: unknown };
    const says = sha1(JSON.stringify(content));
    if (fresh && hit.says === says) {
      hit.version = version;
      counts.unchanged += 1;
      touch(key, hit);
      return hit;
    }
    drop(key);
    const raw = Buffer.from(JSON.stringify(answer));
    counts.builds += 1;
    const made: Entry = { madeAt: t, version, says, raw, tag: sha1(raw), encoded: new Map(), bytes: raw.length, kept: true };
    entries.set(key, made);
    bytes += made.bytes;
    for (const old of entries.keys()) {
      if ((entries.size <= maxEntries && bytes <= maxBytes) || old === key) break;
      drop(old);
    }
    return made;
  }

  function encoded(e: Entry, encoding: Encoding): Promise<Buffer> {
    let body = e.encoded.get(encoding);
    if (!body) {
      counts.compressions += 1;
      body = compress(e.raw, encoding, 'shared').then((b) => {
        if (e.kept) {
          e.bytes += b.length;
          bytes += b.length;
        }
        return b;
      }, (err: unknown) => {
        e.encoded.delete(encoding); // the next request tries again
        throw err;
      });
      e.encoded.set(encoding, body);
    }
    return body;
  }

  return {
    async send(request, reply, key, version, make) {
      const e = entry(key, version, make);
      const encoding = e.raw.length >= MIN_COMPRESS_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
      const etag = `"${e.tag}${encoding ? `-${encoding}` : ''}"`;
      void reply.header('etag', etag).header('cache-control', 'no-cache');
      addVary(reply);
      if (ifNoneMatch(request.headers['if-none-match'], etag)) {
        counts.notModified += 1;
        return reply.code(304).send();
      }
      void reply.type('application/json; charset=utf-8');
      if (!encoding) return reply.send(e.raw);
      const body = await encoded(e, encoding);
      return reply.header('content-encoding', encoding).send(body);
    },
    stats: () => ({ entries: entries.size, bytes, ...counts }),
  };
}
