import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookiePrefix } from './auth';

const sessionCookies = [`${cookiePrefix}.session_token`, `__Secure-${cookiePrefix}.session_token`];

const carriesSession = (request: FastifyRequest) =>
  sessionCookies.some((name) => request.cookies[name] !== undefined);

const setsCookie = (reply: FastifyReply) => reply.hasHeader('set-cookie');

/**
 * `Cache-Control: no-store` on every /api answer to a request carrying a session cookie, or setting one
 * (sign-in), unless the route chose its own (public images keep theirs): a member's answers never stay in
 * a shared or back/forward cache.
 */
export function registerNoStoreForSessions(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.url.startsWith('/api') &&
      !reply.hasHeader('cache-control') &&
      (carriesSession(request) || setsCookie(reply))
    ) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
