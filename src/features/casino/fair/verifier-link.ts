// The verifier page (/{lang}/provably-fair) reads its fields from the query string, so a round anywhere on the site
// links to its own check filled in. The stake travels as an amount with two decimals, as the form shows it.

export interface VerifierFields {
  kind?: string;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
  /** Minor units. */
  stake?: number;
  picks?: readonly number[];
  level?: number;
  /** A virtual race's card (its order depends on it). */
  card?: ReadonlyArray<{ horse: number; weight: number }>;
  /** A bingo ticket's number. */
  ticket?: string;
  /** The hash shown before the round. */
  hash?: string;
}

export const VERIFIER_ROUTE = 'provably-fair';

/** The query value of every field given (the form's text). */
export function verifierQuery(fields: VerifierFields): URLSearchParams {
  const query = new URLSearchParams();
  const set = (name: string, value: string | undefined) => { if (value !== undefined) query.set(name, value); };
  set('kind', fields.kind);
  set('serverSeed', fields.serverSeed);
  set('clientSeed', fields.clientSeed);
  set('nonce', fields.nonce?.toString());
  // The form's machine text (a dot, two decimals) of play money's minor units, not money shown to a reader.
  // eslint-disable-next-line no-restricted-syntax
  set('stake', fields.stake === undefined ? undefined : (fields.stake / 100).toFixed(2));
  set('picks', fields.picks && fields.picks.length > 0 ? fields.picks.join(',') : undefined);
  set('level', fields.level ? String(fields.level) : undefined);
  set('card', fields.card?.map((r) => `${r.horse}:${r.weight}`).join(','));
  set('ticket', fields.ticket);
  set('hash', fields.hash);
  return query;
}

export function verifierPath(lang: string, fields: VerifierFields = {}): string {
  const query = verifierQuery(fields).toString();
  return `/${lang}/${VERIFIER_ROUTE}${query ? `?${query}` : ''}`;
}
