import type { MeResponse } from '@plateau/shared/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdminEmail, promoteIfAdmin } from './admin-email';
import { forgetActor, getActor } from './session';

export const anonymousMe: MeResponse = { user: null, adminPromoted: false, session: null };

/**
 * The signed-in member and their session, or nulls for a visitor: the answer of `GET /api/me`, also written
 * into the page the server sends (serve-web-app.ts) so the first screen needs no round trip to know who is
 * there. The designated administrator address is promoted here (spec 1: at profile load).
 */
export async function currentMe(app: FastifyInstance, request: FastifyRequest): Promise<MeResponse> {
  let actor = await getActor(request);
  if (!actor) return anonymousMe;
  const adminPromoted =
    actor.role !== 'admin' &&
    isAdminEmail(actor.email, app.config.adminEmail) &&
    (await promoteIfAdmin(app.db, actor.id, app.config.adminEmail));
  if (adminPromoted) {
    forgetActor(request);
    actor = await getActor(request);
    if (!actor) return anonymousMe;
  }
  return {
    user: {
      id: actor.id,
      email: actor.email,
      fullName: actor.fullName,
      role: actor.role,
      avatarUrl: actor.avatarUrl,
      profession: actor.profession,
      createdAt: actor.createdAt.toISOString(),
    },
    adminPromoted,
    session: {
      id: actor.sessionId,
      expiresAt: actor.sessionExpiresAt.toISOString(),
      createdAt: actor.sessionCreatedAt.toISOString(),
    },
  };
}
