// The moderation area as other areas and app.ts see it (reports and decisions, issue 31).
import type { FastifyInstance } from 'fastify';
import { moderationAdminRoutes, moderationMemberRoutes } from './decisions.routes';
import { reportPublicRoutes } from './reports.routes';

/** Reports (anyone), the moderation queue (administrators) and contests (the member concerned). */
export async function reportsArea(app: FastifyInstance): Promise<void> {
  await app.register(reportPublicRoutes);
  await app.register(moderationAdminRoutes);
  await app.register(moderationMemberRoutes);
}
