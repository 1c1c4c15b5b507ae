import type { Socket } from 'node:net';
import { messages } from '@plateau/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { classifyDatabaseError } from './database-errors';
import { AppError, errorBody } from './errors';

type Issue = { path?: PropertyKey[]; instancePath?: string; message?: string };

function fieldsOf(issues: Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key =
      issue.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '_';
    if (!(key in fields) && issue.message) fields[key] = issue.message;
  }
  return fields;
}

/** One error shape for every failure; no stack trace ever leaves the server. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', error.retryAfterSeconds);
      return reply.status(error.status).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: (v.params.issue as Issue | undefined)?.path,
        instancePath: v.instancePath,
        message: v.message,
      }));
      const fields = fieldsOf(issues);
      const first = Object.values(fields)[0] ?? messages.api.validation;
      // The one rule for ids in the path (see idParams): a malformed id is not found, with the area's text.
      if (error.validationContext === 'params') {
        return reply.status(404).send(errorBody('not_found', first));
      }
      return reply.status(400).send(errorBody('validation', first, fields));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send(errorBody('invalid_json', messages.api.invalidJson));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(errorBody('payload_too_large', messages.api.payloadTooLarge));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply.status(415).send(errorBody('unsupported_media_type', messages.api.unsupportedMediaType));
      default:
        break;
    }
    const databaseFailure = classifyDatabaseError(error);
    if (databaseFailure === 'invalid_data') {
      request.log.info({ err: error }, 'donnée refusée par la base');
      return reply.status(400).send(errorBody('validation', messages.api.validation));
    }
    if (databaseFailure === 'unavailable') {
      request.log.error({ err: error, reqId: request.id }, 'base de données injoignable');
      return reply
        .status(503)
        .header('retry-after', 5)
        .send(errorBody('unavailable', messages.api.databaseUnavailable));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody('too_many_requests', messages.api.tooManyRequests));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send(errorBody('validation', messages.api.validation));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', messages.api.internal));
  });
}

/** Errors Fastify raises before any route runs (bad URL encoding, a too long path parameter). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // Never echo the URL: it is what the client sent.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(errorBody('uri_too_long', messages.api.uriTooLong));
    return;
  }
  void reply.status(400).send(errorBody('validation', messages.api.badUrl));
}

/** Errors of the HTTP parser, before Fastify sees a request (431 for a too long request line or headers). */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, label, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', errorBody('headers_too_large', messages.api.headersTooLarge)]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', errorBody('validation', messages.api.validation)]
        : [400, 'Bad Request', errorBody('validation', messages.api.validation)];
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${label}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}
