import type { CasinoDeps, CasinoServices } from './casino-types';

// The casino code, one step removed: services.ts (in the home page's JS) imports only this file on demand, so the
// home page's preload list names one casino chunk instead of the services, schemas and polls it pulls in.
export const loadCasino = async (deps: CasinoDeps): Promise<CasinoServices> => (await import('./casino-services')).createCasinoServices(deps);
