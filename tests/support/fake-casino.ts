import type { CasinoServices } from '../../streams/casino/casino-types';
import { fakeCalls } from './fake-calls';

/** Casino services for component tests: the given calls, every other call never answers. */
export const fakeCasino = (calls: Partial<CasinoServices> = {}): CasinoServices => fakeCalls<CasinoServices>(calls);
