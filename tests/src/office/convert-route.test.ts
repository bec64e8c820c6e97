import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { matchWithGroups } from '../../../src/routing/route-resolution';
import { languageChildren } from '../../../src/app/routing/routes';
import { ConvertAccountPage } from '../../../src/features/office/pages/ConvertAccountPage';
import { siteConfigFixture } from '../../support/site-config-fixture';

describe('[R17] the convert-account route', () => {
  it('[R17] /{lang}/convert-account is the real convert page, not the shared pending page', async () => {
    const routes: RouteObject[] = [{ path: '/:lang', children: languageChildren({ config: siteConfigFixture(), isAuthorized: async () => true }) }];
    const matches = await matchWithGroups(routes, { pathname: '/en/convert-account' });
    const leaf = matches?.at(-1)?.route;
    expect(leaf?.path).toBe('convert-account');
    const lazy = leaf?.lazy as (() => Promise<{ Component?: unknown }>) | undefined;
    expect((await lazy?.())?.Component).toBe(ConvertAccountPage);
  });
});
