import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { withCompiledRows } from '../lib/compiled-rows';
import type { Actor } from './actor';
import { cookiePrefix, sessionExpiresInSeconds, sessionUpdateAgeSeconds } from './auth';

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

/** Per secret: its HMAC key, made once (a string secret is converted to a key on every createHmac), and the
 * signed values already checked with it. */
type Signer = { key: KeyObject; checked: Map<string, string> };
const signers = new Map<string, Signer>();
function signerOf(secret: string): Signer {
  let signer = signers.get(secret);
  if (!signer) {
    signer = { key: createSecretKey(Buffer.from(secret, 'utf8')), checked: new Map() };
    signers.set(secret, signer);
  }
  return signer;
}

/**
 * How many valid signed values are remembered per secret: a member's cookie is the same on each of their
 * requests, so its HMAC is computed once, not on every request. Only values whose signature was valid are
 * kept (a forged one is checked anew each time and never fills the memory); the whole memory is dropped when
 * full. Remembering a valid signature changes nothing else: the session is still read from the database on
 * every request, so a revoked or expired session is refused as before.
 */
const checkedLimit = 10_000;

/** The value of one of better-auth's signed cookies (`plateau.<name>`), if its HMAC signature is valid. */
export function readSignedCookie(request: FastifyRequest, name: string, secret: string): string | null {
  const cookies = request.cookies;
  const value = cookies[`__Secure-${cookiePrefix}.${name}`] ?? cookies[`${cookiePrefix}.${name}`];
  if (!value) return null;
  const signer = signerOf(secret);
  const known = signer.checked.get(value);
  if (known !== undefined) return known;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', signer.key).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  if (signer.checked.size >= checkedLimit) signer.checked.clear();
  signer.checked.set(value, token);
  return token;
}

/** The session token of a request, if its cookie carries better-auth's valid HMAC signature. */
export function readSessionToken(request: FastifyRequest, secret: string): string | null {
  return readSignedCookie(request, 'session_token', secret);
}

/** The member from better-auth itself (slower; it also slides the session forward). */
async function resolveThroughAuth(request: FastifyRequest): Promise<Actor | null> {
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
    emailVerified: user.emailVerified,
    sessionId: session.id,
    sessionExpiresAt: session.expiresAt,
    sessionCreatedAt: session.createdAt,
  };
}

const preparedQueries = new WeakMap<Db, ReturnType<typeof prepareSessionActorQuery>>();

function prepareSessionActorQuery(db: Db) {
  return withCompiledRows(
    db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        sessionCreatedAt: sessions.createdAt,
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        role: users.role,
        avatarUrl: users.avatarUrl,
        profession: users.profession,
        createdAt: users.createdAt,
        emailVerified: users.emailVerified,
        banned: users.banned,
        deletedAt: users.deletedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, sql.placeholder('token')))
      .limit(1)
      .prepare('session_actor'),
  );
}

/** Session and member by token: built once per database, it runs on every member request. */
function sessionActorQuery(db: Db) {
  let query = preparedQueries.get(db);
  if (!query) {
    query = prepareSessionActorQuery(db);
    preparedQueries.set(db, query);
  }
  return query;
}

/**
 * Checks the signed session cookie, then reads session and member in one indexed query on every request
 * (no cache across requests: a role change, a suspension, a deletion or a revocation holds from the very
 * next request, on every instance); hands over to better-auth only when the session is due to slide forward
 * (once a day).
 */
async function resolveActor(request: FastifyRequest): Promise<Actor | null> {
  const { db, config } = request.server;
  const token = readSessionToken(request, config.authSecret);
  if (!token) return null;
  const [row] = await sessionActorQuery(db).execute({ token });
  const now = Date.now();
  if (!row || row.expiresAt.getTime() <= now || row.banned || row.deletedAt) return null;
  const refreshDueAt = row.expiresAt.getTime() - (sessionExpiresInSeconds - sessionUpdateAgeSeconds) * 1000;
  if (refreshDueAt <= now) return resolveThroughAuth(request);
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    avatarUrl: row.avatarUrl,
    profession: row.profession,
    createdAt: row.createdAt,
    emailVerified: row.emailVerified,
    sessionId: row.sessionId,
    sessionExpiresAt: row.expiresAt,
    sessionCreatedAt: row.sessionCreatedAt,
  };
}

/** The signed-in member, or null; looked up once per request. */
export function getActor(request: FastifyRequest): Promise<Actor | null> {
  let pending = request.actorLookup;
  if (!pending) {
    pending = resolveActor(request);
    request.actorLookup = pending;
  }
  return pending;
}

/** Forgets the request's actor, so the next getActor reads it again (after a change of role, for instance). */
export function forgetActor(request: FastifyRequest): void {
  request.actorLookup = null;
}
