import * as v from 'valibot';
import { ClientSeedSchema } from '../../../../streams/schemas/casino-fair';
import { ROUND_GAMES, type RoundKind } from '../../../../streams/schemas/casino-games/round-games';
import { isTableKind, TABLE_GAMES, type TableKind } from '../../../../streams/schemas/casino-games/table-games';
import { RaceCardSchema, type RaceCard } from '../../../../streams/schemas/casino-games/virtual-race';

// The verifier page's fields, as text (the form and the query string hold the same text), and what they parse to.
// Every field goes through a valibot schema; a field that does not parse is named with its error key
// (casino:verifier.errors.*), and the choice is judged by the game's own rules as the server judges it.

/** The shared rounds with a seed of their own that decides the round for every player (issue 23). */
type SharedKind = 'bingo' | 'virtualrace';
export type VerifierKind = RoundKind | 'crash' | TableKind | SharedKind;
export const VERIFIER_KINDS: readonly VerifierKind[] = [
  ...(Object.keys(ROUND_GAMES) as RoundKind[]), 'crash', ...(Object.keys(TABLE_GAMES) as TableKind[]), 'bingo', 'virtualrace',
];
/** The shared rounds (crash, the live tables, bingo, races): decided by the server seed alone, no client seed, nonce or stake. */
export const isSeedOnly = (kind: string): kind is 'crash' | TableKind | SharedKind => kind === 'crash' || isTableKind(kind) || kind === 'bingo' || kind === 'virtualrace';
/** The kinds whose rounds take the player's picks (a bet slip's chips for the table games), and a level (the dragon bonus). */
export const USES_PICKS: ReadonlySet<VerifierKind> = new Set(['keno', 'chest', 'memory', 'safe', 'lottery', 'dragon', 'sicbo', 'moneywheel', 'dragontiger']);
export const USES_LEVEL: ReadonlySet<VerifierKind> = new Set(['dragon']);
/** A race's order depends on its card (public while betting was open); a bingo ticket on its number in the room. */
export const USES_CARD: ReadonlySet<VerifierKind> = new Set(['virtualrace']);
export const USES_TICKET: ReadonlySet<VerifierKind> = new Set(['bingo']);

export const VERIFIER_FIELDS = ['kind', 'serverSeed', 'clientSeed', 'nonce', 'stake', 'picks', 'level', 'card', 'ticket', 'hash'] as const;
export type VerifierField = (typeof VERIFIER_FIELDS)[number];
export type VerifierForm = Record<VerifierField, string>;

interface RoundCheck { kind: RoundKind; serverSeed: string; clientSeed: string; nonce: number; stake: number; picks: number[]; level: number; hash: string | null }
export type VerifierInput = { kind: 'crash'; serverSeed: string; hash: string | null } | { [K in TableKind]: { kind: K; serverSeed: string; hash: string | null } }[TableKind]
  | { kind: 'bingo'; serverSeed: string; hash: string | null; ticket: string | null }
  | { kind: 'virtualrace'; serverSeed: string; hash: string | null; card: RaceCard }
  | RoundCheck;

const Kind = v.picklist(VERIFIER_KINDS);
const Hex64 = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[0-9a-f]{64}$/));
const ClientSeed = v.pipe(v.string(), v.trim(), ClientSeedSchema);
const Nonce = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,10}$/), v.transform(Number), v.maxValue(2_147_483_647));
/** An amount with at most two decimals (a dot or a comma), as minor units. */
const Stake = v.pipe(
  v.string(), v.trim(), v.regex(/^\d{1,8}([.,]\d{1,2})?$/), v.transform((s) => Math.round(Number(s.replace(',', '.')) * 100)),
  v.minValue(1), v.maxValue(1_000_000_000),
);
const Picks = v.pipe(
  v.string(), v.trim(), v.regex(/^(\d{1,2}(\s*,\s*\d{1,2}){0,19})?$/),
  v.transform((s) => (s === '' ? [] : s.split(',').map((p) => Number(p.trim())))),
);
const Level = v.pipe(v.string(), v.trim(), v.regex(/^\d{0,2}$/), v.transform(Number), v.maxValue(10));
/** A race card as the link writes it: gate by gate, the horse's number and its weight ("3:100,12:72,..."). */
const Card = v.pipe(
  v.string(), v.trim(), v.regex(/^\d{1,2}:\d{1,3}(\s*,\s*\d{1,2}:\d{1,3}){0,9}$/),
  v.transform((s) => s.split(',').map((r) => { const [horse, weight] = r.trim().split(':').map(Number); return { horse, weight }; })),
  RaceCardSchema,
);
/** A bingo ticket's number (its id in the room's list of tickets). */
const Ticket = v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{0,17}$/));

/** The form's text from a query string (a missing field is empty; the game defaults to the slot). */
export function formOf(query: URLSearchParams): VerifierForm {
  const form = Object.fromEntries(VERIFIER_FIELDS.map((f) => [f, (query.get(f) ?? '').slice(0, 200)])) as VerifierForm;
  return { ...form, kind: form.kind || 'slot' };
}

export type VerifierErrors = Partial<Record<VerifierField, string>>;

/** The check the form asks for, or the error key of every field that does not parse. */
export function parseVerifier(form: VerifierForm): { input: VerifierInput } | { errors: VerifierErrors } {
  const errors: VerifierErrors = {};
  const field = <T>(name: VerifierField, schema: v.GenericSchema<unknown, T>, error: string): T | undefined => {
    const parsed = v.safeParse(schema, form[name]);
    if (parsed.success) return parsed.output;
    errors[name] = error;
    return undefined;
  };
  const kind = field('kind', Kind, 'kind');
  const serverSeed = field('serverSeed', Hex64, 'seed');
  const hash = form.hash.trim() === '' ? null : field('hash', Hex64, 'hash');
  if (kind === 'virtualrace') {
    const card = field('card', Card, 'card');
    return serverSeed !== undefined && hash !== undefined && card !== undefined ? { input: { kind, serverSeed, hash, card } } : { errors };
  }
  if (kind === 'bingo') {
    const ticket = form.ticket.trim() === '' ? null : field('ticket', Ticket, 'ticket');
    return serverSeed !== undefined && hash !== undefined && ticket !== undefined ? { input: { kind, serverSeed, hash, ticket } } : { errors };
  }
  if (kind !== undefined && isSeedOnly(kind)) return serverSeed !== undefined && hash !== undefined ? { input: { kind, serverSeed, hash } } : { errors };
  const clientSeed = field('clientSeed', ClientSeed, 'clientSeed');
  const nonce = field('nonce', Nonce, 'nonce');
  const stake = field('stake', Stake, 'stake');
  const picks = kind && USES_PICKS.has(kind) ? field('picks', Picks, 'picks') : [];
  const level = kind && USES_LEVEL.has(kind) ? field('level', Level, 'level') : 0;
  if (kind && picks && level !== undefined) {
    const refusal = ROUND_GAMES[kind].refusal({ picks, level }, stake);
    if (refusal === 'bad_picks') errors.picks = 'picks';
    if (refusal === 'bad_level') errors.level = 'level';
  }
  if (Object.keys(errors).length > 0 || !kind || serverSeed === undefined || hash === undefined || clientSeed === undefined
    || nonce === undefined || stake === undefined || picks === undefined || level === undefined) return { errors };
  return { input: { kind, serverSeed, clientSeed, nonce, stake, picks, level, hash } };
}
