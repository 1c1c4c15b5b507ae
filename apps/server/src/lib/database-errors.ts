/** What a database failure means for the client: its input was refused, or the database is out of reach. */
export type DatabaseFailure = 'invalid_data' | 'unavailable';

/** Network and server states where the database cannot answer now (PostgreSQL stopped, restarting, cut). */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown (pg_terminate_backend, server stop)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '53300', // too_many_connections
]);
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

function codeOf(error: object): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** Classifies an error thrown by a query (Drizzle wraps the driver's error in `cause`). */
export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = codeOf(current);
    // Class 08: connection exception; class 22: data exception (NUL byte, impossible date, bad number...).
    if (code && (unavailableCodes.has(code) || code.startsWith('08'))) return 'unavailable';
    if (code?.startsWith('22') && code.length === 5) return 'invalid_data';
    if (unavailableMessages.some((text) => current instanceof Error && current.message.startsWith(text))) {
      return 'unavailable';
    }
    current = current.cause;
  }
  return null;
}
