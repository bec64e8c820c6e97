import type { Observable } from 'rxjs';
import { ConfigGroupsSchema, type ConfigGroups } from '../schemas/site-config';
import type { Http } from '../core/http';
import { sharedWithTtl } from '../core/shared-with-ttl';

/**
 * GET /bff-api/config/group/get?groups=&lang=, cached per groups+language for a lifetime between 600 and
 * 900 s (T07); the lifetime is drawn once per cache entry so many tabs do not refresh together.
 */
export function createConfigGroups(deps: { http: Http; ttlMs: () => number }) {
  const cache = new Map<string, Observable<ConfigGroups>>();
  return function configGroups$(groups: readonly string[], lang: string): Observable<ConfigGroups> {
    const sorted = [...new Set(groups)].sort();
    const key = `${sorted.join(',')}|${lang}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = sharedWithTtl(
        () => deps.http.request$({ url: '/bff-api/config/group/get', query: { groups: sorted.join(','), lang }, schema: ConfigGroupsSchema }),
        deps.ttlMs(),
      );
      cache.set(key, entry);
    }
    return entry;
  };
}
