import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { isPageRoute } from '../../../server/web/page-routes';
import { allPatterns, expandAll, languageTable, samplePath } from '../../support/route-table';

// The server answers 404 to a page load no route takes (server/web/page-routes.ts): its list of patterns must be the
// client's route tables'. UPDATE_PAGE_ROUTES=1 npx vitest run tests/src/routing/page-routes.test.ts writes it again.

const LIST = path.resolve(__dirname, '../../../streams/schemas/page-routes.json');
/** The site's 404 route: every path no other route takes. */
const NOT_FOUND_ROUTE = '/:lang/*';

async function tablePatterns(): Promise<string[]> {
  const patterns = allPatterns(await expandAll(languageTable())).filter((p) => p !== NOT_FOUND_ROUTE);
  return [...new Set(patterns)].sort();
}

describe('the page routes the server knows', () => {
  it('[R23] are the client route tables\' patterns, every route group loaded, without the 404 route', { timeout: 20_000 }, async () => {
    const patterns = await tablePatterns();
    if (process.env.UPDATE_PAGE_ROUTES) fs.writeFileSync(LIST, `${JSON.stringify(patterns, null, 1)}\n`);
    expect(patterns.length).toBeGreaterThan(150);
    expect(JSON.parse(fs.readFileSync(LIST, 'utf8'))).toEqual(patterns);
  });

  it('[R23] the server takes a path exactly when the client lands on a route other than its 404', { timeout: 20_000 }, async () => {
    const full = await expandAll(languageTable());
    const paths = [
      ...(await tablePatterns()).map(samplePath),
      '/en/no-such-page', '/en/there/is/no/such/page', '/en/office/no-such-tab', '/en/LINE', '/en/line/', '/en/registration/other',
    ];
    for (const p of paths) {
      const pattern = (matchRoutes(full, p) ?? []).map((m) => m.route.path).filter(Boolean).join('/').replace(/\/+/g, '/');
      const landsOn404 = pattern === NOT_FOUND_ROUTE;
      expect({ p, page: isPageRoute(p) }).toEqual({ p, page: !landsOn404 });
    }
  });
});
