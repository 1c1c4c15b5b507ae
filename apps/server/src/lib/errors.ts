import { type ErrorCode, messages } from '@plateau/shared';

/** An error the API answers with its status and French message. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** Seconds a client should wait (sent as Retry-After), for 429 answers. */
  retryAfterSeconds: number | undefined;

  constructor(status: number, code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const notFound = (message: string = messages.api.notFound) => new AppError(404, 'not_found', message);
export const forbidden = (message: string = messages.api.forbidden) =>
  new AppError(403, 'forbidden', message);
export const unauthorized = (message: string = messages.api.unauthorized) =>
  new AppError(401, 'unauthorized', message);
export const conflict = (message: string = messages.api.conflict) => new AppError(409, 'conflict', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'validation', message, fields);

export const tooManyRequests = (message: string, retryAfterSeconds: number) => {
  const error = new AppError(429, 'too_many_requests', message);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
};

/** The one error body of the API. */
export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}
