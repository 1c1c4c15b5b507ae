import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookiePrefix } from './auth';

const sessionCookies = [`${cookiePrefix}.session_token`, `__Secure-${cookiePrefix}.session_token`];

/** Read from the header itself: an answer made before the cookies are parsed (the origin check's 403) has them too. */
const carriesSession = (request: FastifyRequest) => {
  const header = request.headers.cookie ?? '';
  return sessionCookies.some((name) => header.includes(`${name}=`));
};

const setsCookie = (reply: FastifyReply) => reply.hasHeader('set-cookie');

/**
 * `Cache-Control: no-store` on every /api answer to a request carrying a session cookie, or setting one
 * (sign-in), unless the route chose its own (public images keep theirs): a member's answers never stay in
 * a shared or back/forward cache.
 */
export function registerNoStoreForSessions(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise of its own on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.url.startsWith('/api') &&
      !reply.hasHeader('cache-control') &&
      (carriesSession(request) || setsCookie(reply))
    ) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
