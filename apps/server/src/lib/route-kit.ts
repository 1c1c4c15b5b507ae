import { apiErrorSchema, type Endpoint, idParams } from '@plateau/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../auth/actor';
import { getActor } from '../auth/session';
import { compiledSerializer } from './compiled-serializer';
import { forbidden, unauthorized } from './errors';

export { idParams };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, as `METHOD /path` (HEAD copies left out): the authorization matrix and the fuzzing suite read it. */
    readonly registeredRoutes: ReadonlyArray<RegisteredRoute>;
  }
  interface FastifyRequest {
    /** The signed-in member; set by `membersOnly`, reading it elsewhere throws the 401 AppError. */
    readonly actor: Actor;
    /** Where `membersOnly` and `adminsOnly` keep the member `actor` answers (null until then). */
    signedInActor: Actor | null;
    /** The request's session lookup (auth/session.ts `getActor`), made once per request (null until then). */
    actorLookup: Promise<Actor | null> | null;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The shared contract the route was declared from (`route()`); the contract test reads it. */
    contract?: Endpoint;
  }
}

/** A route as registered: the contract test matches it with the shared contracts. */
export interface RegisteredRoute {
  method: string;
  url: string;
  contract: Endpoint | undefined;
}

/** Once, on the root instance: declares `request.actor` (before any route is registered). */
export function registerRouteKit(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, contract: route.config?.contract });
    }
  });
  // Fields of the request itself (set to null as each request is made, so every request has the same shape),
  // not WeakMaps keyed by the request: two table entries fewer for each member request to add and the garbage
  // collector to clear.
  app.decorateRequest('signedInActor', null);
  app.decorateRequest('actorLookup', null);
  app.decorateRequest('actor', {
    getter(this: FastifyRequest): Actor {
      const actor = this.signedInActor;
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
  // A callback hook, not an async one: no promise of its own on every member request.
  app.addHook('onRequest', (request, _reply, done) => {
    getActor(request).then((actor) => {
      if (!actor) return done(unauthorized());
      request.signedInActor = actor;
      done();
    }, done);
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
    request.signedInActor = actor;
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

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request of a route declared from a contract: params, query and body as its schemas parse them. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** What a contract's handler gives back: the response (sent with the contract's status), or the reply it sent itself. */
type ContractAnswer<E extends Endpoint> = E['status'] extends 204
  ? undefined | FastifyReply
  : z.input<E['response']> | FastifyReply;

export interface ContractRouteOptions<E extends Endpoint> {
  /** The OpenAPI group (French). */
  tags: string[];
  /** One French sentence for the API documentation. */
  summary: string;
  description?: string;
  /**
   * Lists whose items the presenter builds field by field (typed by the schema): a serializer compiled from
   * the response schema (fast-json-stringify) instead of a zod pass then `JSON.stringify`.
   */
  compiledSerializer?: boolean;
  /** Answers other than the success and the errors, with their schema (a 503 of the readiness check). */
  otherResponses?: Record<number, z.ZodType>;
  /** A `multipart/form-data` body read by `request.file()`: what its fields are, for the document (and the fuzzer). */
  multipartBody?: string;
  bodyLimit?: number;
  compress?: RouteOptions['compress'];
  config?: RouteOptions['config'];
  handler: (request: ContractRequest<E>, reply: FastifyReply) => Promise<ContractAnswer<E>>;
}

/**
 * Declares a route from its shared contract (`packages/shared/src/api`): method, path, params, query, body,
 * success status and response schema all come from it, so the server and the web cannot drift apart.
 * The handler returns the response; the kit sends it with the contract's status (201, or 204 without body).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  contract: E,
  options: ContractRouteOptions<E>,
): void {
  const { status } = contract;
  const success = status === 204 ? z.null() : contract.response;
  app.route({
    method: contract.method,
    url: contract.path,
    bodyLimit: options.bodyLimit,
    compress: options.compress,
    config: { ...options.config, contract },
    schema: {
      tags: options.tags,
      summary: options.summary,
      ...(options.description ? { description: options.description } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(options.multipartBody
        ? { consumes: ['multipart/form-data'], body: z.unknown().describe(options.multipartBody) }
        : {}),
      response: { ...errorResponses, ...options.otherResponses, [status]: success },
    },
    ...(options.compiledSerializer ? { serializerCompiler: compiledSerializer } : {}),
    handler: async (request, fastifyReply) => {
      const reply = fastifyReply as FastifyReply;
      const answer = await options.handler(request as ContractRequest<E>, reply);
      if (answer === reply || reply.sent) return reply;
      // Fastify sends what the handler resolves to (nothing for a 204), with the contract's status: returning the
      // reply instead would make the promise wait on the reply as a thenable (one more job on every request).
      reply.code(status);
      return status === 204 ? undefined : answer;
    },
  });
}
