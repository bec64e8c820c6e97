import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import { REGISTRATION_COUNTRIES } from '../../streams/schemas/auth.ts';
import type { ServerEnv } from '../env.ts';

// B26: the visitor's country (geoCountryId of the site config: the registration country, the policy logo, the phone
// code offered first) from the request header a CDN or proxy sets (GEO_HEADER, an ISO code such as "KZ"). Anyone can
// send that header, so it counts only when the request came from a peer TRUST_PROXY trusts; otherwise, or for a
// country the site does not serve, the operator's configured country (seeded RU, the spec's default) stays.

export type GeoCountryOf = (request: FastifyRequest, fallbackId: number) => number;

export function createGeoCountryOf(env: Pick<ServerEnv, 'trustProxy' | 'geoHeader'>): GeoCountryOf {
  const trusted = env.trustProxy === true ? () => true
    : env.trustProxy === false ? () => false
    : proxyAddr.compile(env.trustProxy.split(',').map((a) => a.trim()).filter((a) => a !== ''));
  return (request, fallbackId) => {
    const raw = request.headers[env.geoHeader];
    if (typeof raw !== 'string' || !trusted(request.socket.remoteAddress ?? '', 0)) return fallbackId;
    const iso = raw.trim().toUpperCase();
    return REGISTRATION_COUNTRIES.find((c) => c.iso === iso)?.id ?? fallbackId;
  };
}
