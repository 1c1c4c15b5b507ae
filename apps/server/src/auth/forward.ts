import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../lib/errors';
import type { MailContent } from '../mail/templates';
import { clientIpHeader } from './auth';
import { translateAuthError } from './auth-errors';
import { toFetchHeaders } from './session';

/** What the web needs after a change better-auth made: that it worked (no token, no member fields). */
export const presentDone = () => ({ status: true as const });

/** Hands the request to better-auth with a validated body and relays its answer. */
export async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Record<string, unknown> | undefined,
  present: (payload: unknown) => unknown = (payload) => payload ?? {},
  beforeReply: (status: number) => Promise<void> = async () => {},
  /** The better-auth path to call, when it is not the request's own (reactivation signs in). */
  path: string = request.url,
): Promise<void> {
  const { auth, config } = request.server;
  const headers = toFetchHeaders(request);
  headers.delete('content-length');
  headers.set(clientIpHeader, request.ip);
  // The origin check (lib/origin-check.ts) already let this request in: better-auth sees our own origin.
  headers.set('origin', config.publicUrl);
  if (body) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(new URL(path, config.publicUrl), {
      method: request.method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const text = await response.text();
  const payload: unknown = text ? JSON.parse(text) : null;
  if (response.status >= 400) {
    const code =
      payload && typeof payload === 'object' && 'code' in payload && typeof payload.code === 'string'
        ? payload.code
        : undefined;
    const translated = translateAuthError(response.status, code);
    if (translated.status >= 500)
      request.log.error({ status: response.status, payload }, 'better-auth error');
    const retryAfter = response.headers.get('x-retry-after');
    if (retryAfter) reply.header('retry-after', retryAfter);
    await beforeReply(translated.status);
    await reply.status(translated.status).send(errorBody(translated.code, translated.message));
    return;
  }
  await beforeReply(response.status);
  await reply.status(response.status).send(present(payload));
}

/** better-auth's error code of a call through `auth.api`, if it threw one. */
export function authErrorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('body' in error)) return undefined;
  const body = (error as { body?: { code?: unknown } }).body;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/** A notice e-mail after a change already made: a mail failure is logged, the change stands. */
export async function sendNotice(request: FastifyRequest, to: string, content: MailContent): Promise<void> {
  try {
    await request.server.mailer.send(to, content);
  } catch (error) {
    request.log.error({ err: error, subject: content.subject }, 'avis par e-mail non envoyé');
  }
}
