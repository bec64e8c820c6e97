import * as v from 'valibot';
import { ClientSeedSchema } from '../../../../streams/schemas/casino-fair';

/** A random client seed (16 hex digits), the default a player may replace with their own. */
export const randomClientSeed = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Whether the server takes this client seed (letters, digits, - and _, at most 64: the same schema it checks). */
export const clientSeedValid = (text: string): boolean => v.safeParse(ClientSeedSchema, text).success;
