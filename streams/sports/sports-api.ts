import type { Http } from '../core/http';
import { type GamesFeed, GamesFeedSchema, type Media, MediaSchema, type Slider, SliderSchema } from '../schemas/sports';
import { type Observable, tap } from 'rxjs';
import { type BannersAnswer, BannersAnswerSchema } from '../schemas/banners';
import type { ServerClock } from './game-clock';

// The sports calls of the home page (server/routes/sports.ts), each validated with its shared schema. Every other
// sports call is in sports-pages-api.ts, so the home page downloads neither those calls nor their schemas.

export interface SportsApi {
  top$(mode: 'line' | 'live'): Observable<GamesFeed>;
  slider$(mode: 'line' | 'live'): Observable<Slider>;
  media$(): Observable<Media>;
  /** The home page's promotion banners (issue 16). */
  banners$(): Observable<BannersAnswer>;
}

/** The answers carrying game clocks tell `clock` when they were made. */
export function createSportsApi(http: Http, lang: () => string, clock: ServerClock): SportsApi {
  const base = '/web-api/sports';
  const timed = <T extends { at: number }>(answer$: Observable<T>): Observable<T> => answer$.pipe(tap((answer) => clock.note(answer.at)));
  return {
    top$: (mode) => http.request$({ url: `${base}/top`, query: { mode, lang: lang() }, schema: GamesFeedSchema }).pipe(timed),
    slider$: (mode) => http.request$({ url: `${base}/slider`, query: { mode, lang: lang() }, schema: SliderSchema }).pipe(timed),
    media$: () => http.request$({ url: `${base}/media`, query: { lang: lang() }, schema: MediaSchema }),
    banners$: () => http.request$({ url: '/web-api/banners', query: { slot: 'home', lang: lang() }, schema: BannersAnswerSchema }),
  };
}
