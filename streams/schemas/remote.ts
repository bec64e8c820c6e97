import * as v from 'valibot';
import { INT4_MAX, Int4, int } from './numbers';

// The remote-view protocol (C06, SPEC.md sections 3 and 7): what a remote front-end app answers to
// GET {remote url}{route path} (headers mf-render-mode: json, mf-api-version: v2, force-spa optional) and to the same
// URL by POST with a components body. The server's remote apps build their answers against these schemas too.

export const REMOTE_APP_NAME = /^[a-z][a-z0-9-]{0,39}$/;
const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const RemoteViewSchema = v.object({
  appName: v.pipe(v.string(), v.regex(REMOTE_APP_NAME)),
  /** HTML; the shell sanitises it (DOMPurify) before it reaches the page. */
  body: Text(200_000),
  /** CSS the shell scopes to the app's own element. */
  style: v.optional(Text(100_000), ''),
  /** Stylesheet URLs; only same-origin ones are linked (style-src 'self'). */
  cssToLoad: v.optional(v.array(Text(2048)), []),
  title: v.optional(Text(300), ''),
  /** Never evaluated: each entry may only name a pre-registered handler (streams/remote/remote-policy.ts). */
  codeToEval: v.optional(v.array(Text(2048)), []),
  /** Checked one by one (allowlisted origin and integrity) so one bad entry does not cost the whole view. */
  scriptsToLoad: v.optional(v.array(v.unknown()), []),
  /**
   * Head markup; left out when the request says force-spa (header components). The shell takes only a title and the
   * allowed meta tags from it, as text, and refuses a head with code (readRemoteHead, RemoteHeadSchema).
   */
  head: v.optional(Text(20_000), ''),
});
export type RemoteView = v.InferOutput<typeof RemoteViewSchema>;

/** A script the shell may load: from an allowlisted origin, with its subresource-integrity hash. */
export const RemoteScriptSchema = v.object({
  src: Text(2048),
  integrity: v.pipe(v.string(), v.regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/)),
});
export type RemoteScript = v.InferOutput<typeof RemoteScriptSchema>;

/** The POST body: the components of the app the page wants (header components, T12). */
export const RemoteComponentsBodySchema = v.object({
  components: v.pipe(v.array(v.pipe(v.string(), v.regex(REMOTE_APP_NAME))), v.minLength(1), v.maxLength(20)),
});

/** C05: the secure-data answer; an empty one is an error. */
export const SecureDataSchema = v.object({
  grant: v.pipe(v.string(), v.minLength(1, 'empty secure data')),
  expiresIn: int(1, INT4_MAX),
});
export type SecureData = v.InferOutput<typeof SecureDataSchema>;

/** The demo identity check of verification/sumsub. */
export const IdentityCheckBodySchema = v.object({
  fullName: v.pipe(v.string(), v.trim(), v.minLength(3, 'full_name'), v.maxLength(100, 'full_name'), v.regex(/^[\p{L}][\p{L} .'-]*$/u, 'full_name')),
  birthDate: v.pipe(v.string(), v.isoDate('birth_date')),
  documentNumber: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{6,12}$/, 'document_number')),
});
export const IdentityCheckAnswerSchema = v.object({
  status: v.picklist(['passed', 'failed']),
  reason: v.nullable(v.picklist(['underage', 'document_rejected'])),
  verificationStatus: Int4,
});
export type IdentityCheckAnswer = v.InferOutput<typeof IdentityCheckAnswerSchema>;
