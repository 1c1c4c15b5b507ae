import type { UserRole } from '@plateau/shared';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors';

/** The signed-in member behind a request. */
export type Actor = {
  id: string;
  email: string;
  fullName: string;
  role: UserRole;
  avatarUrl: string | null;
  profession: string | null;
  createdAt: Date;
  sessionId: string;
  sessionExpiresAt: Date;
  sessionCreatedAt: Date;
};

/** Copies Fastify's headers into a Fetch API Headers object. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

const actorCache = new WeakMap<FastifyRequest, Promise<Actor | null>>();

async function resolveActor(request: FastifyRequest): Promise<Actor | null> {
  const result = await request.server.auth.api.getSession({ headers: toFetchHeaders(request) });
  if (!result) return null;
  const { user, session } = result;
  if (user.deletedAt || user.banned) return null;
  return {
    id: user.id,
    email: user.email,
    fullName: user.name,
    role: user.role === 'admin' ? 'admin' : 'user',
    avatarUrl: user.image ?? null,
    profession: user.profession ?? null,
    createdAt: user.createdAt,
    sessionId: session.id,
    sessionExpiresAt: session.expiresAt,
    sessionCreatedAt: session.createdAt,
  };
}

/** The signed-in member, or null; looked up once per request. */
export function getActor(request: FastifyRequest): Promise<Actor | null> {
  let pending = actorCache.get(request);
  if (!pending) {
    pending = resolveActor(request);
    actorCache.set(request, pending);
  }
  return pending;
}

/** The signed-in member, or a 401 with the French message. */
export async function requireActor(request: FastifyRequest): Promise<Actor> {
  const actor = await getActor(request);
  if (!actor) throw unauthorized();
  return actor;
}

/** Forgets the cached actor (after a change of role, for instance). */
export function forgetActor(request: FastifyRequest): void {
  actorCache.delete(request);
}
