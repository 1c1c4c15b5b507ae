import { messages } from '@plateau/shared/messages.fr';
import type { ApiError } from '@plateau/shared/schemas/common';

type ApiErrorBody = ApiError['error'];
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An error answered by the API (or a network failure, with status 0). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export interface RequestOptions {
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
  return { code: error.code, message: error.message, fields };
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

async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
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
  if (response.ok) return body as T;

  const apiError = readErrorBody(body);
  if (apiError) {
    const fields = apiError.fields && Object.keys(apiError.fields).length > 0 ? apiError.fields : undefined;
    throw new ApiRequestError(response.status, apiError.code, apiError.message, fields);
  }
  if (gatewayStatuses.has(response.status)) {
    throw new ApiRequestError(0, 'network', `network error: HTTP ${response.status}`);
  }
  const fallback = response.status >= 500 ? messages.api.internal : messages.common.genericError;
  throw new ApiRequestError(response.status, `http_${response.status}`, fallback);
}

/** JSON client of the API: cookies included, errors thrown as ApiRequestError. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PATCH', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};
