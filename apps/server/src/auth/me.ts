import type { MeResponse } from '@plateau/shared/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isoString } from '../lib/iso-string';
import { takeAdminNotice } from './admin-email';
import { getActor } from './session';

export const anonymousMe: MeResponse = { user: null, adminPromoted: false, session: null };

/**
 * The signed-in member and their session, or nulls for a visitor: the answer of `GET /api/me`, also written
 * into the page the server sends (serve-web-app.ts) so the first screen needs no round trip to know who is
 * there. `adminPromoted` is true on the first answer after the sign-in that promoted the designated
 * administrator address (admin-email.ts), so the page shows 'Rôle administrateur détecté…' once.
 */
export async function currentMe(app: FastifyInstance, request: FastifyRequest): Promise<MeResponse> {
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
      createdAt: isoString(actor.createdAt),
      emailVerified: actor.emailVerified,
    },
    adminPromoted: actor.role === 'admin' && (await takeAdminNotice(app.db, actor.sessionId)),
    session: {
      id: actor.sessionId,
      expiresAt: isoString(actor.sessionExpiresAt),
      createdAt: isoString(actor.sessionCreatedAt),
    },
  };
}
