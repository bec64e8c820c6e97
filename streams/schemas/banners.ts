import * as v from 'valibot';
import { Count } from './numbers';

// GET /web-api/banners?slot=home&lang=en (issue 16, T22): the promotion banners of a page slot, already in the asked
// language. Kept apart from the other shell answers: the home page downloads this schema and nothing else of them.

export const BannerSchema = v.object({
  id: Count,
  title: v.string(),
  text: v.string(),
  /** A site path in the asked language ('/en/toto'); anything else is refused, so a banner never links off-site. */
  href: v.pipe(v.string(), v.regex(/^\/[a-z]{2}\/[^/]/, 'a banner links to a site page')),
  /** The server-drawn picture (same origin). */
  image: v.pipe(v.string(), v.startsWith('/web-api/banners/')),
});
export type Banner = v.InferOutput<typeof BannerSchema>;

export const BannersAnswerSchema = v.object({ banners: v.array(BannerSchema) });
export type BannersAnswer = v.InferOutput<typeof BannersAnswerSchema>;
