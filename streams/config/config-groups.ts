import { of, type Observable } from 'rxjs';
import * as v from 'valibot';
import { ConfigGroupsSchema, type ConfigGroups } from '../schemas/site-config';
import type { Http } from '../core/http';
import { sharedWithTtl } from '../core/shared-with-ttl';

/** Config groups the server put into the page (#preloaded-groups) for the page's language. */
export interface PreloadedGroups {
  lang: string;
  groups: unknown;
}

/**
 * GET /bff-api/config/group/get?groups=&lang=, cached per groups+language for a lifetime between 600 and
 * 900 s (T07); the lifetime is drawn once per cache entry so many tabs do not refresh together.
 * Groups the server preloaded into the page answer the first ask for them at once, without a request, so what
 * they show (the age notice) is there in the first paint instead of pushing the page down later; the next ask
 * after the lifetime fetches them as usual. A preloaded block that fails the schema is ignored.
 */
export function createConfigGroups(deps: { http: Http; ttlMs: () => number; preloaded?: PreloadedGroups }) {
  const cache = new Map<string, Observable<ConfigGroups>>();
  const preloaded = deps.preloaded ? v.safeParse(ConfigGroupsSchema, deps.preloaded.groups) : null;
  const preloadedFor = (groups: readonly string[], lang: string): ConfigGroups | null => {
    if (!preloaded?.success || lang !== deps.preloaded?.lang || !groups.every((g) => g in preloaded.output)) return null;
    return Object.fromEntries(groups.map((g) => [g, preloaded.output[g]!]));
  };
  return function configGroups$(groups: readonly string[], lang: string): Observable<ConfigGroups> {
    const sorted = [...new Set(groups)].sort();
    const key = `${sorted.join(',')}|${lang}`;
    let entry = cache.get(key);
    if (!entry) {
      let first = preloadedFor(sorted, lang);
      entry = sharedWithTtl(() => {
        const answer = first;
        first = null;
        return answer ? of(answer) : deps.http.request$({ url: '/bff-api/config/group/get', query: { groups: sorted.join(','), lang }, schema: ConfigGroupsSchema });
      }, deps.ttlMs());
      cache.set(key, entry);
    }
    return entry;
  };
}
