import type { Actor } from '../auth/actor';

/** A signed-in member for policy tests (no database). */
export function actorFor(id: string, role: Actor['role'] = 'user'): Actor {
  const now = new Date();
  return {
    id,
    email: `${id}@exemple.fr`,
    fullName: `Membre ${id}`,
    role,
    avatarUrl: null,
    profession: null,
    createdAt: now,
    emailVerified: true,
    sessionId: `session-${id}`,
    sessionExpiresAt: now,
    sessionCreatedAt: now,
  };
}
