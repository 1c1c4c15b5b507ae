import { apiErrorSchema, idParams } from '@plateau/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor';
import { getActor } from '../auth/session';
import { forbidden, unauthorized } from './errors';

export { idParams };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, as `METHOD /path` (HEAD copies left out): the authorization matrix and the fuzzing suite read it. */
    readonly registeredRoutes: ReadonlyArray<{ method: string; url: string }>;
  }
  interface FastifyRequest {
    /** The signed-in member; set by `membersOnly`, reading it elsewhere throws the 401 AppError. */
    readonly actor: Actor;
  }
}

const actors = new WeakMap<FastifyRequest, Actor>();

/** Once, on the root instance: declares `request.actor` (before any route is registered). */
export function registerRouteKit(app: FastifyInstance): void {
  const routes: Array<{ method: string; url: string }> = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
  app.decorateRequest('actor', {
    getter(this: FastifyRequest): Actor {
      const actor = actors.get(this);
      if (!actor) throw unauthorized();
      return actor;
    },
  });
}

/** Marks the calling plugin's routes as needing a session (the OpenAPI document's `security`, lib/openapi.ts). */
function requiresSession(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, sessionRequired: true };
  });
}

/**
 * Makes every route of the calling plugin members-only: one `onRequest` hook resolves the session and sets
 * `request.actor`, or answers 401 before the body is read or validated.
 */
export function membersOnly(app: FastifyInstance): void {
  requiresSession(app);
  app.addHook('onRequest', async (request) => {
    const actor = await getActor(request);
    if (!actor) throw unauthorized();
    actors.set(request, actor);
  });
}

/**
 * Makes every route of the calling plugin administrators-only: 401 for a visitor, 403 with a French text for a
 * member, before the body is read; then `request.actor` is the administrator.
 */
export function adminsOnly(app: FastifyInstance, forbiddenMessage: string): void {
  requiresSession(app);
  app.addHook('onRequest', async (request) => {
    const actor = await getActor(request);
    if (!actor) throw unauthorized();
    if (actor.role !== 'admin') throw forbidden(forbiddenMessage);
    actors.set(request, actor);
  });
}

/**
 * Every error a route may answer, in the API's one error shape: spread it into each route's `response`
 * (`response: { 200: thingSchema, ...errorResponses }`) so /api/openapi.json lists them.
 */
export const errorResponses = {
  400: apiErrorSchema.describe('Requête invalide (message et champs en français)'),
  401: apiErrorSchema.describe('Session requise'),
  403: apiErrorSchema.describe('Action non autorisée'),
  404: apiErrorSchema.describe('Introuvable (un identifiant mal formé aussi)'),
  409: apiErrorSchema.describe('Conflit avec l’état actuel'),
  413: apiErrorSchema.describe('Corps trop volumineux'),
  415: apiErrorSchema.describe('Type de contenu non pris en charge'),
  429: apiErrorSchema.describe('Trop de requêtes'),
  500: apiErrorSchema.describe('Erreur interne'),
} as const;
