import { map, type Observable } from 'rxjs';
import type { Http } from '../core/http';
import { SecureDataSchema } from '../schemas/remote';

/** C05 / T30: the secure-data GET; the server sets the _grant cookie (1800 s) with it. An empty answer is an error. */
export const SECURE_DATA_URL = '/web-api/secure-data';

export function secureData$(http: Http): Observable<string> {
  return http.request$({ url: SECURE_DATA_URL, schema: SecureDataSchema, auth: true, cache: 'no-store' }).pipe(map((a) => a.grant));
}
