import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ConfigGroups, SiteConfig } from '../../../streams/schemas/site-config.ts';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { GROUP_NAME, readConfigGroups, readStoredConfig, siteConfigFor } from '../../services/settings.ts';
import type { StoredSiteConfig } from '../../seed/site-config.ts';
import { parseInput } from '../../validate.ts';
import { createGeoCountryOf } from '../../web/geo.ts';

// GET /bff-api/config/all.json?lang=        -> SiteConfig (T06: the fallback when index.html had no preloaded config)
// GET /bff-api/config/group/get?groups=a,b&lang= -> ConfigGroups (T07: the client caches 600-900 s)

/** Config answers may be cached briefly by the browser; flipping a setting shows within 30 s (HTML is never cached). */
export const CONFIG_CACHE_CONTROL = 'public, max-age=30';
/** Config groups: the client keeps them 600-900 s (T07), the browser cache 600 s. */
export const GROUPS_CACHE_CONTROL = 'public, max-age=600';
const MAX_GROUPS = 30;

const LangQuery = v.object({ lang: v.optional(v.pipe(v.string(), v.maxLength(10))) });
const GroupsQuery = v.object({
  lang: v.optional(v.pipe(v.string(), v.maxLength(10))),
  groups: v.pipe(
    v.union([v.string(), v.array(v.string())], 'groups is required: groups=a,b'),
    v.transform((g) => [...new Set((Array.isArray(g) ? g : [g]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean))]),
    v.minLength(1, 'groups must name at least one group'),
    v.maxLength(MAX_GROUPS, `at most ${MAX_GROUPS} groups per call`),
    v.check((list) => list.every((n) => GROUP_NAME.test(n)), 'group names are letters, digits, "_" and "-"'),
  ),
});

/** Checks lang against the site's languages (default when absent); 400 when it is not one of them. */
export function resolveLang(stored: StoredSiteConfig, lang: string | undefined): string {
  if (lang === undefined || lang === '') return stored.defaultLanguage;
  if (!stored.languages.includes(lang)) {
    throw new ApiError(400, 'unknown_language', 'Unknown language', `lang "${lang}" is not one of the site languages: ${stored.languages.join(', ')}`);
  }
  return lang;
}

export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const geoCountryOf = createGeoCountryOf(ctx.env);
  app.get('/bff-api/config/all.json', async (request, reply): Promise<SiteConfig> => {
    const q = parseInput(LangQuery, request.query, 'query');
    const stored = await readStoredConfig(ctx.db);
    const lang = resolveLang(stored, q.lang);
    void reply.header('cache-control', CONFIG_CACHE_CONTROL).header('content-language', lang).header('vary', ctx.env.geoHeader);
    return { ...siteConfigFor(stored, lang, { isProduction: ctx.env.isProduction }), geoCountryId: geoCountryOf(request, stored.geoCountryId) };
  });

  app.get('/bff-api/config/group/get', async (request, reply): Promise<ConfigGroups> => {
    const q = parseInput(GroupsQuery, request.query, 'query');
    const lang = resolveLang(await readStoredConfig(ctx.db), q.lang);
    void reply.header('cache-control', GROUPS_CACHE_CONTROL).header('content-language', lang);
    return readConfigGroups(ctx.db, q.groups, lang);
  });
}
