import type { MeResponse } from '@plateau/shared/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getActor } from './session';

export const anonymousMe: MeResponse = { user: null, adminPromoted: false, session: null };

/**
 * The signed-in member and their session, or nulls for a visitor: the answer of `GET /api/me`, also written
 * into the page the server sends (serve-web-app.ts) so the first screen needs no round trip to know who is
 * there. The designated administrator address is promoted at sign-in only (admin-email.ts), so
 * `adminPromoted` stays false until e-mail verification exists.
 */
export async function currentMe(_app: FastifyInstance, request: FastifyRequest): Promise<MeResponse> {
  const actor = await getActor(request);
  if (!actor) return anonymousMe;
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
    adminPromoted: false,
    session: {
      id: actor.sessionId,
      expiresAt: actor.sessionExpiresAt.toISOString(),
      createdAt: actor.sessionCreatedAt.toISOString(),
    },
  };
}
