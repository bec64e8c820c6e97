import * as v from 'valibot';

// B23: the user_token cookie is valid only if it exists, has an expiry claim and is not expired.
const ClaimsSchema = v.object({
  exp: v.number(),
  sub: v.optional(v.union([v.string(), v.number()])),
  user_id: v.optional(v.number()),
  ban_level: v.optional(v.number()),
});

/** Decodes the JWT payload without verifying it (the server verifies); null for anything malformed. */
export function readUserToken(token: string | null | undefined, nowMs: number): { userId: number; banLevel: number } | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  let json: unknown;
  try {
    json = JSON.parse(decodeBase64Url(payload));
  } catch {
    return null;
  }
  const parsed = v.safeParse(ClaimsSchema, json);
  if (!parsed.success) return null;
  const claims = parsed.output;
  if (claims.exp * 1000 <= nowMs) return null;
  const userId = claims.user_id ?? (claims.sub !== undefined ? Number(claims.sub) : NaN);
  if (!Number.isInteger(userId) || userId <= 0) return null;
  return { userId, banLevel: claims.ban_level ?? 0 };
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
