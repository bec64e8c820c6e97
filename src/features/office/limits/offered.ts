import type { AvailableValues } from '../../../../streams/schemas/limits';

/** The values offered for a kind: the server's list when it gave one, else the spec's (B15). */
export type Offered = (type: number, fallback: readonly number[]) => readonly number[];
export const offeredValues = (available: AvailableValues | null): Offered => (type, fallback) => available?.get(type) ?? fallback;
