import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerOfficeDocumentsRoutes } from './documents.ts';
import { registerOfficeProfileRoutes } from './profile.ts';
import { registerOfficeRewardsRoutes } from './rewards.ts';
import { registerOfficeSecurityRoutes } from './security.ts';
import { registerOfficeSupportRoutes } from './support.ts';
import { registerSupportInboxRoutes } from './support-inbox.ts';

// The personal office API (R21) under /web-api/office/*, every call authorised-only and no-store. Schemas:
// streams/schemas/office.ts. Pages: src/features/office.
export function registerOfficeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOfficeProfileRoutes(app, ctx);
  registerOfficeSecurityRoutes(app, ctx);
  registerOfficeRewardsRoutes(app, ctx);
  registerOfficeSupportRoutes(app, ctx);
  registerSupportInboxRoutes(app, ctx);
  registerOfficeDocumentsRoutes(app, ctx);
}
