import { type Observable, asyncScheduler } from 'rxjs';
import type { Http } from '../core/http';
import {
  type LottoTicket, LottoBuyAnswerSchema, LottoOverviewSchema, LottoTicketsSchema, type TotoCoupon, TotoBuyAnswerSchema, TotoCouponsSchema,
  TotoDrawDetailSchema, TotoDrawsSchema, TotoOverviewSchema,
} from '../schemas/sports-toto';
import type * as v from 'valibot';

// Toto and lotto calls (server/routes/sports-toto.ts). Buying is a money-moving call: it carries an Idempotency-Key,
// new for every purchase the player asks for.

/** A fresh Idempotency-Key (8-128 of [A-Za-z0-9_-]). */
export function newPurchaseKey(random: () => number = Math.random): string {
  return `p-${asyncScheduler.now().toString(36)}-${random().toString(36).slice(2, 12)}${random().toString(36).slice(2, 8)}`;
}

export interface TotoLottoApi {
  toto$(): Observable<v.InferOutput<typeof TotoOverviewSchema>>;
  totoDraws$(): Observable<v.InferOutput<typeof TotoDrawsSchema>>;
  totoDraw$(id: number): Observable<v.InferOutput<typeof TotoDrawDetailSchema>>;
  totoCoupons$(): Observable<{ coupons: TotoCoupon[] }>;
  buyToto$(drawId: number, picks: string[], key: string): Observable<v.InferOutput<typeof TotoBuyAnswerSchema>>;
  lotto$(slug?: string): Observable<v.InferOutput<typeof LottoOverviewSchema>>;
  lottoTickets$(): Observable<{ tickets: LottoTicket[] }>;
  buyLotto$(drawId: number, numbers: number[], key: string): Observable<v.InferOutput<typeof LottoBuyAnswerSchema>>;
}

export function createTotoLottoApi(http: Http, lang: () => string): TotoLottoApi {
  return {
    toto$: () => http.request$({ url: '/web-api/toto', query: { lang: lang() }, schema: TotoOverviewSchema, auth: true }),
    totoDraws$: () => http.request$({ url: '/web-api/toto/draws', query: { lang: lang() }, schema: TotoDrawsSchema }),
    totoDraw$: (id) => http.request$({ url: `/web-api/toto/draws/${id}`, query: { lang: lang() }, schema: TotoDrawDetailSchema }),
    totoCoupons$: () => http.request$({ url: '/web-api/toto/coupons', schema: TotoCouponsSchema, auth: true }),
    buyToto$: (drawId, picks, key) => http.request$({ method: 'POST', url: '/web-api/toto/coupons', body: { drawId, picks }, headers: { 'Idempotency-Key': key }, schema: TotoBuyAnswerSchema, auth: true }),
    lotto$: (slug) => http.request$({ url: slug ? `/web-api/lotto/${slug}` : '/web-api/lotto', schema: LottoOverviewSchema, auth: true }),
    lottoTickets$: () => http.request$({ url: '/web-api/lotto/tickets', schema: LottoTicketsSchema, auth: true }),
    buyLotto$: (drawId, numbers, key) => http.request$({ method: 'POST', url: '/web-api/lotto/tickets', body: { drawId, numbers }, headers: { 'Idempotency-Key': key }, schema: LottoBuyAnswerSchema, auth: true }),
  };
}
