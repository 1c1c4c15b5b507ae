import { messages } from '@plateau/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAllowedOrigin } from '../realtime/register-realtime';
import { errorBody } from './errors';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Fetch Metadata values a browser sends for a request made by the product's own pages (or typed by the user). */
const ownSites = new Set(['same-origin', 'none']);

/**
 * True when a state-changing request may come from the browser that sends it: its Origin is the
 * product's (PUBLIC_URL, or the Host through the Vite dev proxy); without Origin, its Sec-Fetch-Site
 * says same-origin. A client sending neither (curl, an API client) is no browser and is let through.
 */
export function isSameOriginRequest(request: FastifyRequest, publicUrl: string): boolean {
  const { origin, host } = request.headers;
  if (origin !== undefined) return isAllowedOrigin(origin, host, publicUrl);
  const site = request.headers['sec-fetch-site'];
  return site === undefined || ownSites.has(String(site));
}

/** One rule for every non-read /api request (CSRF): another site, even a sibling port or subdomain, gets a French 403. */
export function registerOriginCheck(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise of its own on every request (most of them are reads).
  app.addHook('onRequest', (request, reply, done) => {
    if (
      readMethods.has(request.method) ||
      !request.url.startsWith('/api') ||
      isSameOriginRequest(request, app.config.publicUrl)
    ) {
      done();
      return;
    }
    reply.status(403).send(errorBody('forbidden', messages.api.originRefused));
  });
}
