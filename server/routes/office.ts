import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerOfficeDocumentsRoutes } from './office-documents.ts';
import { registerOfficeProfileRoutes } from './office-profile.ts';
import { registerOfficeRewardsRoutes } from './office-rewards.ts';
import { registerOfficeSecurityRoutes } from './office-security.ts';
import { registerOfficeSupportRoutes } from './office-support.ts';

// The personal office API (R21) under /web-api/office/*, every call authorised-only and no-store. Schemas:
// streams/schemas/office.ts. Pages: src/features/office.
export function registerOfficeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOfficeProfileRoutes(app, ctx);
  registerOfficeSecurityRoutes(app, ctx);
  registerOfficeRewardsRoutes(app, ctx);
  registerOfficeSupportRoutes(app, ctx);
  registerOfficeDocumentsRoutes(app, ctx);
}
