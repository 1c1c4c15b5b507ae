import type { FastifyInstance } from 'fastify';
import { registerAccountData } from '../../lib/account-data';
import { influencerAccountData } from './influencer.account-data';
import { influencerPublicRoutes, influencerRoutes } from './influencer.routes';

export { isInfluencerProjectSql } from './influencer.service';

/** The influencer space (spec 2 §2): projects, the wizard, applications and the dashboard. */
export async function influencerArea(app: FastifyInstance): Promise<void> {
  registerAccountData(app, influencerAccountData);
  await app.register(influencerPublicRoutes);
  await app.register(influencerRoutes);
}
