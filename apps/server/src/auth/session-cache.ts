import type { Actor } from './actor';

/**
 * Recently checked sessions of this process, by session token: a member's requests cost one database
 * read every few seconds instead of one each.
 *
 * Revocation: every path that ends sessions goes through revokeSessions (auth/revoke-sessions.ts: sign-out,
 * password reset or change, account deletion, later the administration's suspension), and every change of
 * what the actor carries (role, profile edit) calls forgetUserSessions right after its database write, so
 * this process never accepts a revoked session afterwards. A read that raced with a revocation (started before it, ended
 * after it) is not cached: the generation counter tells. With several instances on one PostgreSQL,
 * another instance may still accept a session revoked elsewhere for at most sessionCacheTtlMs: the
 * accepted trade-off.
 */
export const sessionCacheTtlMs = 5_000;
/** Bounded: past this many sessions the oldest entry goes. */
export const sessionCacheMaxEntries = 10_000;

type Entry = { actor: Actor; until: number };

const entries = new Map<string, Entry>();
const tokensByUser = new Map<string, Set<string>>();
let generation = 0;

/** The current invalidation generation; a read started at generation g may be cached only if still g. */
export function sessionCacheGeneration(): number {
  return generation;
}

function drop(token: string): void {
  const entry = entries.get(token);
  if (!entry) return;
  entries.delete(token);
  const tokens = tokensByUser.get(entry.actor.id);
  tokens?.delete(token);
  if (tokens?.size === 0) tokensByUser.delete(entry.actor.id);
}

/** The cached actor of a token, if still fresh. */
export function cachedActor(token: string, now = Date.now()): Actor | null {
  const entry = entries.get(token);
  if (!entry) return null;
  if (entry.until > now) return entry.actor;
  drop(token);
  return null;
}

/** Caches an actor read at generation `readAt`, until `until` at the latest (and sessionCacheTtlMs). */
export function cacheActor(
  token: string,
  actor: Actor,
  readAt: number,
  until: number,
  now = Date.now(),
): void {
  if (readAt !== generation) return;
  drop(token);
  if (entries.size >= sessionCacheMaxEntries) {
    const oldest = entries.keys().next();
    if (!oldest.done) drop(oldest.value);
  }
  entries.set(token, { actor: Object.freeze(actor), until: Math.min(until, now + sessionCacheTtlMs) });
  let tokens = tokensByUser.get(actor.id);
  if (!tokens) {
    tokens = new Set();
    tokensByUser.set(actor.id, tokens);
  }
  tokens.add(token);
}

/** Forgets one session (sign-out). */
export function forgetSession(token: string): void {
  generation += 1;
  drop(token);
}

/** Forgets every session of a member (password reset or change, deletion, role or profile change). */
export function forgetUserSessions(userId: string): void {
  generation += 1;
  for (const token of tokensByUser.get(userId) ?? []) drop(token);
}
