import * as v from 'valibot';
import { Count, INT4_MAX, int } from './numbers';
import { SITE_LANGUAGES } from './site-config';

// C15 games preview light: the short-coded answer of a block of game previews (the casino lobby's first row), and its
// query. Shared by the server (which answers it) and the client (which asks and validates it).
//
// Answer codes of one item: GT the game (its id), GN its name, R its route, OR its old route (the legacy
// allgamesentrance link), CRID its creator (provider id), GF its flags (GAME_FLAGS below).

/** Where the preview is shown; it decides which games the block holds. */
export const PREVIEW_WHENCE = {
  /** The lobby's first row: for a player, the games they played last, then the popular ones; for a visitor, popular. */
  top: 1,
  /** The newest games. */
  fresh: 2,
  /** Live casino tables. */
  live: 3,
} as const;

/** GF bits. Live and bonus say where the game's page is (casino/ or its own route); the last two need the bearer. */
export const GAME_FLAGS = { new: 1, popular: 2, live: 4, bonus: 8, favorite: 16, recent: 32 } as const;

const IntString = (max: number) => v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a whole number'), v.transform(Number), v.maxValue(max));

/** The query of C15 (every value a string, as in a URL). includeCategories=true adds the block's families with counts. */
export const PreviewQuerySchema = v.object({
  whence: v.pipe(IntString(99), v.picklist(Object.values(PREVIEW_WHENCE), 'unknown whence')),
  groupId: IntString(1_000_000),
  ref: IntString(1_000_000_000),
  lng: v.picklist(SITE_LANGUAGES, 'unknown language'),
  fcountry: IntString(100_000),
  includeCategories: v.optional(v.picklist(['true', 'false']), 'false'),
});
export type PreviewQuery = v.InferInput<typeof PreviewQuerySchema>;

export const PreviewItemSchema = v.object({
  GT: int(1, INT4_MAX),
  GN: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  R: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}$/)),
  OR: v.pipe(v.string(), v.maxLength(120)),
  CRID: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)),
  GF: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(63)),
});
export type PreviewItem = v.InferOutput<typeof PreviewItemSchema>;

export const PreviewAnswerSchema = v.object({
  items: v.array(PreviewItemSchema),
  categories: v.optional(v.array(v.object({ id: v.string(), count: Count }))),
});
export type PreviewAnswer = v.InferOutput<typeof PreviewAnswerSchema>;
