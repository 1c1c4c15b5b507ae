import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  HttpMethod,
} from '@plateau/shared/api/endpoint';
import { commonMessages } from '@plateau/shared/messages/common.fr';
import type { ApiError } from '@plateau/shared/schemas/common';
import { takePageRead } from './page-reads';
import { toQueryString } from './query-string';
import { toast } from './toaster';

type ApiErrorBody = ApiError['error'];

/** An error answered by the API (or a network failure, with status 0). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** A page that says more (a suspended account's sign-in: its decision). */
  readonly link: string | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>, link?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.link = link;
  }
}

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Aborts the request after this many milliseconds with the code 'timeout'. */
  timeoutMs?: number;
}

/** True for a failure to reach the server in time (the login page's 'network' or 'fetch' case). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.code === 'network' || error.code === 'timeout';
  return error instanceof Error && /network|fetch/i.test(error.message);
}

function readErrorBody(value: unknown): ApiErrorBody | null {
  if (typeof value !== 'object' || value === null || !('error' in value)) return null;
  const error: unknown = value.error;
  if (typeof error !== 'object' || error === null) return null;
  if (!('code' in error) || typeof error.code !== 'string') return null;
  if (!('message' in error) || typeof error.message !== 'string') return null;
  const fields: Record<string, string> = {};
  if ('fields' in error && typeof error.fields === 'object' && error.fields !== null) {
    for (const [key, message] of Object.entries(error.fields)) {
      if (typeof message === 'string') fields[key] = message;
    }
  }
  // Only a path of this site: the link opens in the same tab.
  const link =
    'link' in error &&
    typeof error.link === 'string' &&
    error.link.startsWith('/') &&
    !error.link.startsWith('//')
      ? error.link
      : undefined;
  return { code: error.code, message: error.message, fields, link };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Gateways answering without our JSON shape mean the API itself could not be reached. */
const gatewayStatuses = new Set([502, 503, 504]);

async function request(method: HttpMethod, path: string, options: RequestOptions): Promise<unknown> {
  // A first read of the page the browser opened: its answer came with the page.
  const inPage = method === 'GET' ? takePageRead(path) : undefined;
  if (inPage) return inPage.body;
  const signals: AbortSignal[] = [];
  if (options.signal) signals.push(options.signal);
  if (options.timeoutMs) signals.push(AbortSignal.timeout(options.timeoutMs));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'TimeoutError') {
      throw new ApiRequestError(0, 'timeout', 'network timeout: the server did not answer in time');
    }
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const detail = cause instanceof Error ? cause.message : String(cause);
    throw new ApiRequestError(0, 'network', `network error: ${detail}`);
  }

  const body = await readJson(response);
  if (response.ok) return body;
  const error = errorOfAnswer(response.status, body);
  // One place for the whole site (issue 29): a write refused until the address is confirmed says why,
  // whichever page made it; the banner under the navigation bar offers a new link.
  if (error.code === 'email_not_confirmed') toast.error(error.message, { id: error.code });
  throw error;
}

/** The error of a failed answer: the API's own (French) error, else a network or generic French error. */
export function errorOfAnswer(status: number, body: unknown): ApiRequestError {
  const apiError = readErrorBody(body);
  if (apiError) {
    const fields = apiError.fields && Object.keys(apiError.fields).length > 0 ? apiError.fields : undefined;
    return new ApiRequestError(status, apiError.code, apiError.message, fields, apiError.link);
  }
  if (gatewayStatuses.has(status)) return new ApiRequestError(0, 'network', `network error: HTTP ${status}`);
  // The API's own text for a server failure (apiMessages.internal), without the API's other texts.
  const fallback = status >= 500 ? commonMessages.unexpected : commonMessages.genericError;
  return new ApiRequestError(status, `http_${status}`, fallback);
}

type Input<E extends Endpoint> = (E['params'] extends undefined
  ? { params?: undefined }
  : { params: EndpointParams<E> }) &
  (E['query'] extends undefined ? { query?: undefined } : { query?: EndpointQuery<E> }) &
  (E['body'] extends undefined ? { body?: undefined } : { body: EndpointBody<E> });

/** What `api.call` takes besides the endpoint: its inputs, an abort signal and a time limit. */
export type CallOptions<E extends Endpoint> = Input<E> & {
  signal?: AbortSignal;
  /** Aborts the request after this many milliseconds with the code 'timeout'. */
  timeoutMs?: number;
};

/** The options are required when the endpoint has path parameters or a body. */
type CallArgs<E extends Endpoint> = E['params'] extends undefined
  ? E['body'] extends undefined
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>]
  : [options: CallOptions<E>];

/** The URL of an endpoint: `:name` segments filled (encoded) from `params`, then the query string. */
export function endpointUrl(endpoint: Endpoint, params?: unknown, query?: unknown): string {
  const values = new Map<string, unknown>(
    typeof params === 'object' && params !== null ? Object.entries(params) : [],
  );
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(values.get(name) ?? '')),
  );
  return path + (typeof query === 'object' && query !== null ? toQueryString(query) : '');
}

const sendsBody = (method: HttpMethod) => method === 'POST' || method === 'PUT' || method === 'PATCH';

/**
 * Calls an endpoint of the shared contract (`packages/shared/src/api`), typed from its schemas:
 * `api.call(endpoints.talents.list, { query: { q }, signal })`. Cookies are sent; a failure throws an
 * ApiRequestError carrying the API's French message (status 0 for a network failure or a timeout).
 */
async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>> {
  const options: CallOptions<E> | undefined = args[0];
  const url = endpointUrl(endpoint, options?.params, options?.query);
  const body = options?.body ?? (sendsBody(endpoint.method) ? {} : undefined);
  const answer = await request(endpoint.method, url, {
    body,
    signal: options?.signal,
    timeoutMs: options?.timeoutMs,
  });
  // The server validates its answers with the same response schema (fastify-type-provider-zod).
  return answer as EndpointResponse<E>;
}

/** JSON client of the API, one typed call per endpoint of the shared contract. */
export const api = { call };
