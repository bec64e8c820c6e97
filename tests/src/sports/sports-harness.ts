import * as v from 'valibot';
import { of, throwError } from 'rxjs';
import { HttpError, type HttpRequest } from '../../../streams/core/http';
import type { GamesFeed } from '../../../streams/schemas/sports';
import type { ChampStatistic, GameFeed, GameStatistic, Menu, Results } from '../../../streams/schemas/sports-pages';
import { fakeHttp } from '../../support/fake-http';
import { fakeServices } from '../../support/fake-services';
import { champ, gamesFeed, sport } from '../../streams/sports/fixtures';

// Fake services whose http answers the sports calls (/web-api/sports/...) from per-test handlers, each answer
// validated by its real schema like the real client does. A handler may throw an HttpError (404, 500 ...); a call
// without a handler is 404. `asked` records every request in order.

type Req = HttpRequest<unknown>;
export interface SportsRoutes {
  menu?: (req: Req) => Menu;
  games?: (req: Req) => GamesFeed;
  top?: (req: Req) => GamesFeed;
  game?: (req: Req, id: number) => GameFeed;
  results?: (req: Req) => Results;
  gameStatistic?: (req: Req, id: number) => GameStatistic;
  champStatistic?: (req: Req, id: number) => ChampStatistic;
}

export const menuOf = (over: Partial<Menu> = {}): Menu => ({ version: 1, mode: 'line', total: 1, sports: [sport()], champs: [champ()], ...over });

export const query = (req: Req) => (req.query ?? {}) as Record<string, unknown>;

export function sportsHarness(routes: SportsRoutes = {}) {
  const services = fakeServices();
  const asked: Req[] = [];
  const http = fakeHttp((req) => {
    asked.push(req);
    const path = req.url.replace('/web-api/sports', '');
    let body: unknown;
    try {
      let m: RegExpExecArray | null;
      if (path === '/menu') body = (routes.menu ?? (() => menuOf()))(req);
      else if (path === '/games') body = (routes.games ?? (() => gamesFeed()))(req);
      else if (path === '/top') body = (routes.top ?? (() => gamesFeed()))(req);
      else if (path === '/slider') body = { items: [] };
      else if (path === '/media') body = { streams: [] };
      else if ((m = /^\/game\/(\d+)\/timeline$/.exec(path))) body = { gameId: Number(m[1]), events: [] };
      else if ((m = /^\/game\/(\d+)$/.exec(path)) && routes.game) body = routes.game(req, Number(m[1]));
      else if (path === '/results' && routes.results) body = routes.results(req);
      else if ((m = /^\/statistic\/game\/(\d+)$/.exec(path)) && routes.gameStatistic) body = routes.gameStatistic(req, Number(m[1]));
      else if ((m = /^\/statistic\/champ\/(\d+)$/.exec(path)) && routes.champStatistic) body = routes.champStatistic(req, Number(m[1]));
      else throw new HttpError({ status: 404, kind: 'http', url: req.url });
    } catch (err) {
      return throwError(() => err);
    }
    return of(v.parse(req.schema as v.GenericSchema, body));
  });
  Object.assign(services, { http });
  return { services, asked, calls: (suffix: string) => asked.filter((r) => r.url.endsWith(suffix)) };
}

/** The <head> tags the SEO component renders (R25). */
export const head = () => {
  const meta = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
  const layout = meta('layout-options');
  return {
    robots: meta('robots'),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    mode: document.head.querySelector('link[rel="canonical"]')?.getAttribute('data-mode') ?? null,
    alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
    pageId: meta('page-id'),
    sectionId: meta('section-id'),
    remoteAppBasePath: meta('remote-app-base-path'),
    layout: layout === null ? null : (JSON.parse(layout) as unknown),
  };
};
