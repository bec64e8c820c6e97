import type { LimitsDeps, LimitsServices } from './limits-types';

// The limits code, one step removed: services.ts (in the home page's JS) imports only this file on demand.
export const loadLimits = async (deps: LimitsDeps): Promise<LimitsServices> => (await import('./limits-services')).createLimitsServices(deps);
