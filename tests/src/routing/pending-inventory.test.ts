import { describe, expect, it } from 'vitest';
import { PENDING_ROUTES } from '../../../src/routing/pending-routes';

/**
 * The routes still on the shared "not available yet" page. This number may only go down: a feature that
 * lands removes its routes from PENDING_ROUTES and lowers it here.
 */
const PENDING_LIMIT = 0;

describe('pending route inventory', () => {
  it('[R02] the count of routes on the "not available yet" page only goes down', () => {
    // Every route of SPEC.md section 2 is real now (issues 14, 15, 16): the list is empty and must stay so.
    expect(PENDING_ROUTES.length).toBeLessThanOrEqual(PENDING_LIMIT);
  });
  it('[R02] no route is listed twice', () => {
    const paths = PENDING_ROUTES.map(([p]) => p);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
