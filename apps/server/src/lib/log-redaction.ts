/**
 * Errors as the logs show them, without what a member sent: a failed query carries its parameters
 * (Drizzle puts them in its message, PostgreSQL in `detail` and `where`), so they are removed here.
 */
const redactedKeys = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);
const removed = '[retiré]';

/** The message without the parameters of a failed query or the value PostgreSQL quotes at its end. */
function stripValues(message: string): string {
  const paramsAt = message.indexOf('\nparams: ');
  const withoutParams = paramsAt === -1 ? message : `${message.slice(0, paramsAt)}\nparams: ${removed}`;
  return withoutParams.replace(/: "[\s\S]*"$/, `: "${removed}"`);
}

export type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** Serializes an error (and its causes) for pino, parameter values removed. */
export function serializeError(error: Error, depth = 0): SerializedError {
  const message = stripValues(error.message);
  const serialized: SerializedError = {
    type: error.constructor.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key in serialized) continue;
    serialized[key] = redactedKeys.has(key) ? removed : value;
  }
  if (error.cause instanceof Error && depth < 5) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** Log arguments (better-auth passes raw errors) with every error serialized as above. */
export const redactLogArguments = (args: unknown[]): unknown[] =>
  args.map((arg) => (arg instanceof Error ? serializeError(arg) : arg));
