import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { parseInput, PathIdSchema } from '../../validate.ts';
import { readStoredConfig } from '../../services/settings.ts';
import { identityVerified } from '../../services/identity-checks.ts';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, type UserDocument } from '../../../streams/schemas/office.ts';

// Documents for verification and identification (office/verification, office/identification): uploaded as
// multipart/form-data (fields purpose, kind and one file), checked by their bytes (PNG, JPEG, WebP or PDF, at most
// 5 MB), kept in the database. A small multipart parser instead of a plugin: one file, buffered, size-capped.

export type DocumentMime = UserDocument['mime'];

/** The file type from its first bytes; null for anything else (a renamed .exe stays refused). */
export function sniffMime(bytes: Uint8Array): DocumentMime | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16));
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (b.length >= 5 && b.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

/** Splits a multipart/form-data body into its parts; throws on a malformed body. */
export function parseMultipart(body: Buffer, contentType: string): MultipartPart[] {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2]?.trim();
  if (!boundary) throw new Error('no boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let pos = body.indexOf(delimiter);
  if (pos < 0) throw new Error('no first boundary');
  while (true) {
    pos += delimiter.length;
    if (body.subarray(pos, pos + 2).toString('latin1') === '--') break; // closing boundary
    if (body.subarray(pos, pos + 2).toString('latin1') !== '\r\n') throw new Error('bad boundary line');
    pos += 2;
    const headerEnd = body.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0) throw new Error('no part headers');
    const headers = body.subarray(pos, headerEnd).toString('utf8').split('\r\n');
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) throw new Error('unterminated part');
    let name = '';
    let filename: string | null = null;
    let partType: string | null = null;
    for (const h of headers) {
      const [key, ...rest] = h.split(':');
      const value = rest.join(':').trim();
      if (key?.toLowerCase() === 'content-disposition') {
        name = /\bname="([^"]*)"/i.exec(value)?.[1] ?? '';
        const fn = /\bfilename="([^"]*)"/i.exec(value);
        filename = fn ? fn[1]! : null;
      } else if (key?.toLowerCase() === 'content-type') {
        partType = value;
      }
    }
    parts.push({ name, filename, contentType: partType, data: body.subarray(headerEnd + 4, next) });
    pos = next + 2;
  }
  return parts;
}

const IdParams = v.object({ id: PathIdSchema });
const PurposeQuery = v.object({ purpose: v.optional(v.picklist(['verification', 'identification'])) });
const UploadFields = v.object({
  purpose: v.picklist(['verification', 'identification'], 'required'),
  kind: v.picklist(DOCUMENT_KINDS, 'document_kind'),
});

const fileError = (key: string, status = 400) => new ApiError(status, 'invalid_file', 'Invalid file', `file: ${key}`);

interface DocRow {
  id: number;
  purpose: UserDocument['purpose'];
  doc_kind: UserDocument['kind'];
  file_name: string;
  mime: DocumentMime;
  size_bytes: number;
  status: 0 | 1 | 2;
  created_at: Date;
}
const docView = (d: DocRow): UserDocument => ({
  id: d.id, purpose: d.purpose, kind: d.doc_kind, fileName: d.file_name, mime: d.mime, size: d.size_bytes, status: d.status,
  createdAt: new Date(d.created_at).toISOString(),
});

/** A file name safe to show and to send back in Content-Disposition. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[^\p{L}\p{N}._ -]/gu, '_').replace(/^\.+/, '').slice(0, 120);
  return clean || 'document';
}

/**
 * The office's verification status: 2 verified (a document accepted, or a passed identity check on
 * verification/sumsub), 1 a document under review, 3 every document rejected, 0 nothing sent.
 */
export function verificationStatusOf(documents: readonly { purpose: string; status: number }[], identityChecked: boolean): 0 | 1 | 2 | 3 {
  const verification = documents.filter((d) => d.purpose === 'verification');
  if (identityChecked || verification.some((d) => d.status === 1)) return 2;
  if (verification.some((d) => d.status === 0)) return 1;
  return verification.length > 0 ? 3 : 0;
}

export function registerOfficeDocumentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const auth = { preHandler: requireUser };

  async function list(userId: number, purpose?: 'verification' | 'identification') {
    const rows = await db.query<DocRow>(
      `SELECT id, purpose, doc_kind, file_name, mime, size_bytes, status, created_at FROM user_documents
        WHERE user_id = $1 ${purpose ? 'AND purpose = $2' : ''} ORDER BY id DESC`,
      purpose ? [userId, purpose] : [userId],
    );
    const all = purpose ? await db.query<{ purpose: string; status: number }>('SELECT purpose, status FROM user_documents WHERE user_id = $1', [userId]) : rows.map((r) => ({ purpose: r.purpose, status: r.status }));
    const verificationStatus = verificationStatusOf(all, await identityVerified(db, userId));
    return { documents: rows.map(docView), verificationStatus, identified: all.some((d) => d.purpose === 'identification' && d.status === 1) };
  }

  app.get('/web-api/office/documents', auth, async (request, reply) => {
    const q = parseInput(PurposeQuery, request.query, 'query');
    void reply.header('cache-control', 'no-store');
    return list(userOf(request).id, q.purpose);
  });

  app.get('/web-api/office/documents/:id/file', auth, async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const row = await db.one<{ file_name: string; mime: string; data: Uint8Array }>(
      'SELECT file_name, mime, data FROM user_documents WHERE id = $1 AND user_id = $2', [id, userOf(request).id],
    );
    if (!row) throw new ApiError(404, 'document_not_found', 'Document not found', `No document ${id}`);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${encodeURIComponent(row.file_name)}"`)
      .type(row.mime)
      .send(Buffer.from(row.data));
  });

  app.delete('/web-api/office/documents/:id', auth, async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const userId = userOf(request).id;
    const gone = await db.query('DELETE FROM user_documents WHERE id = $1 AND user_id = $2 AND status = 0 RETURNING id', [id, userId]);
    if (gone.length === 0) throw new ApiError(409, 'document_not_removable', 'Document cannot be removed', 'Only a document under review can be removed');
    void reply.header('cache-control', 'no-store');
    return list(userId);
  });

  // The upload route lives in its own scope so its multipart parser and larger body limit touch nothing else.
  void app.register(async (scope) => {
    const limit = DOCUMENT_MAX_BYTES * 2;
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: limit }, (_request, body, done) => done(null, body));
    scope.post('/web-api/office/documents', { ...auth, bodyLimit: limit }, async (request, reply) => {
      const userId = userOf(request).id;
      let parts: MultipartPart[];
      try {
        parts = parseMultipart(request.body as Buffer, String(request.headers['content-type'] ?? ''));
      } catch {
        throw new ApiError(400, 'invalid_body', 'Invalid request body', 'file: file_missing');
      }
      const text = (name: string) => parts.find((p) => p.name === name && p.filename === null)?.data.toString('utf8');
      const fields = parseInput(UploadFields, { purpose: text('purpose'), kind: text('kind') }, 'body');
      if (fields.purpose === 'identification' && !(await readStoredConfig(db)).features.identification) {
        throw new ApiError(404, 'identification_off', 'Identification is not available', 'Identification is switched off');
      }
      const file = parts.find((p) => p.name === 'file' && p.filename !== null);
      if (!file || file.data.length === 0) throw fileError('file_missing');
      if (file.data.length > DOCUMENT_MAX_BYTES) throw fileError('file_too_large', 413);
      const mime = sniffMime(file.data);
      if (!mime) throw fileError('file_type', 415);
      const count = await db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM user_documents WHERE user_id = $1', [userId]);
      if ((count?.n ?? 0) >= 30) throw fileError('too_many_files', 409);
      const row = await db.one<DocRow>(
        `INSERT INTO user_documents (user_id, purpose, doc_kind, file_name, mime, size_bytes, sha256, data)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         RETURNING id, purpose, doc_kind, file_name, mime, size_bytes, status, created_at`,
        [userId, fields.purpose, fields.kind, safeFileName(file.filename ?? ''), mime, file.data.length,
          crypto.createHash('sha256').update(file.data).digest('hex'), new Uint8Array(file.data)],
      );
      void reply.code(201).header('cache-control', 'no-store');
      return { document: docView(row!), ...(await list(userId, fields.purpose)) };
    });
  });

  if (ctx.env.devApi) {
    // QA: accept or reject a document as the verification team would.
    const Review = v.object({ status: v.picklist([1, 2]) });
    app.post('/web-api/dev/documents/:id/review', async (request) => {
      const { id } = parseInput(IdParams, request.params, 'params');
      const { status } = parseInput(Review, request.body, 'body');
      const done = await db.query('UPDATE user_documents SET status = $2 WHERE id = $1 RETURNING id', [id, status]);
      if (done.length === 0) throw new ApiError(404, 'document_not_found', 'Document not found', `No document ${id}`);
      return { ok: true };
    });
  }
}
