import type { Http } from '../core/http';
import { type GamesFeed, GamesFeedSchema, type Media, MediaSchema, type Slider, SliderSchema } from '../schemas/sports';
import type { Observable } from 'rxjs';
import { type BannersAnswer, BannersAnswerSchema } from '../schemas/banners';

// The sports calls of the home page (server/routes/sports.ts), each validated with its shared schema. Every other
// sports call is in sports-pages-api.ts, so the home page downloads neither those calls nor their schemas.

export interface SportsApi {
  top$(mode: 'line' | 'live'): Observable<GamesFeed>;
  slider$(mode: 'line' | 'live'): Observable<Slider>;
  media$(): Observable<Media>;
  /** The home page's promotion banners (issue 16). */
  banners$(): Observable<BannersAnswer>;
}

export function createSportsApi(http: Http, lang: () => string): SportsApi {
  const base = '/web-api/sports';
  return {
    top$: (mode) => http.request$({ url: `${base}/top`, query: { mode, lang: lang() }, schema: GamesFeedSchema }),
    slider$: (mode) => http.request$({ url: `${base}/slider`, query: { mode, lang: lang() }, schema: SliderSchema }),
    media$: () => http.request$({ url: `${base}/media`, query: { lang: lang() }, schema: MediaSchema }),
    banners$: () => http.request$({ url: '/web-api/banners', query: { slot: 'home', lang: lang() }, schema: BannersAnswerSchema }),
  };
}
