import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The status of a successful answer: 200 by default, 201 for a creation, 204 for an answer without body. */
export type SuccessStatus = 200 | 201 | 204;

/**
 * One HTTP endpoint of the API: its method, its path (`:name` segments filled from `params`) and the shared
 * zod schemas of its path parameters, query string, body and success response. The server validates with
 * the same schemas; the web client (`apps/web/src/lib/api.ts`) derives its types from them.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: M;
  path: string;
  params: P;
  query: Q;
  body: B;
  response: R;
  status: SuccessStatus;
}

interface EndpointDefinition<
  M extends HttpMethod,
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
> {
  method: M;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  status?: SuccessStatus;
}

/** Declares an endpoint; omitted schemas mean the endpoint takes no such input. */
export function endpoint<
  M extends HttpMethod,
  R extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(definition: EndpointDefinition<M, P, Q, B, R>): Endpoint<M, P, Q, B, R> {
  return {
    method: definition.method,
    path: definition.path,
    params: definition.params as P,
    query: definition.query as Q,
    body: definition.body as B,
    response: definition.response,
    status: definition.status ?? 200,
  };
}

/**
 * What a caller passes for a query string: the schema's input, except fields the schema coerces or
 * preprocesses (their input is `unknown`), which take the parsed type.
 */
type QueryInput<S extends z.ZodType> = {
  [K in keyof z.input<S>]?: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : never
    : z.input<S>[K];
};

export type EndpointParams<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : never;
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType ? QueryInput<E['query']> : never;
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;
