import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { cookiePrefix } from '../auth/auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `membersOnly` and `adminsOnly` (route-kit.ts): the route needs a session (OpenAPI `security`). */
    sessionRequired?: boolean;
  }
}

/** The session cookie, as the OpenAPI document declares it. */
const sessionScheme = 'session';

/** `GET /api/projects/{id}/tasks` → `getProjectsIdTasks`: one stable, unique name per operation. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/\-_.]+/)
    .map((word) => word.replace(/^:|[{}]/g, ''))
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join('')}`;
}

type Responses = Record<string, unknown>;

/** The errors an operation can answer, out of the route kit's list: no 413 or 415 without a body, no 409 for a read. */
export function answerableResponses(responses: Responses, facts: { method: string; hasBody: boolean }) {
  const kept: Responses = {};
  for (const [status, schema] of Object.entries(responses)) {
    if ((status === '413' || status === '415') && !facts.hasBody) continue;
    if (status === '409' && facts.method === 'GET') continue;
    kept[status] = schema;
  }
  return kept;
}

type TransformArgs = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod schemas in JSON Schema (fastify-type-provider-zod), with an operationId, the session cookie where
 * the route needs one, and the errors the operation can answer.
 */
export function transformRoute(args: TransformArgs) {
  const transformed = jsonSchemaTransform(args);
  const schema = transformed.schema as Record<string, unknown> & { response?: Responses; body?: unknown };
  const method = [args.route.method].flat()[0] ?? 'GET';
  const session = args.route.config?.sessionRequired === true;
  return {
    ...transformed,
    schema: {
      ...schema,
      operationId: operationIdOf(method, args.url),
      security: session ? [{ [sessionScheme]: [] }] : [],
      ...(schema.response
        ? {
            response: answerableResponses(schema.response, { method, hasBody: schema.body !== undefined }),
          }
        : {}),
    },
  };
}

/** OpenAPI 3.0 has no `nullable` without a `type`: a nullable `anyOf` carries it on each of its members. */
function nullableOnMembers(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableOnMembers(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const object = node as Record<string, unknown>;
  if (object.nullable === true && object.type === undefined && Array.isArray(object.anyOf)) {
    delete object.nullable;
    object.anyOf = object.anyOf.map((member) =>
      member !== null && typeof member === 'object' ? { ...member, nullable: true } : member,
    );
  }
  for (const value of Object.values(object)) nullableOnMembers(value);
}

/** The options of @fastify/swagger for the API's document (`/api/openapi.json`, linted by redocly in npm test). */
export function openApiOptions(facts: { version: string; publicUrl: string }): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'API Plateau',
        description: 'API REST du réseau professionnel des créatifs (réponses et erreurs en français).',
        version: facts.version,
        license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
      },
      servers: [{ url: facts.publicUrl }],
      components: {
        securitySchemes: {
          [sessionScheme]: {
            type: 'apiKey',
            in: 'cookie',
            name: `${cookiePrefix}.session_token`,
            description: 'Le cookie de session posé par la connexion (POST /api/auth/sign-in/email).',
          },
        },
      },
    },
    transform: transformRoute,
    transformObject: (documents) => {
      const document = 'openapiObject' in documents ? documents.openapiObject : documents.swaggerObject;
      nullableOnMembers(document.paths);
      return document;
    },
  };
}
