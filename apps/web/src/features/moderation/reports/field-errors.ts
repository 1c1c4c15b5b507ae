import { ApiRequestError } from '@/lib/api';

/** The first French message of each field a shared schema refuses (the server checks the same schema). */
export function fieldErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** The API's French text of a failure, and its fields. */
export function apiFailure(
  error: unknown,
  fallback: string,
): { message: string; fields: Record<string, string> } {
  if (error instanceof ApiRequestError) return { message: error.message, fields: error.fields ?? {} };
  return { message: fallback, fields: {} };
}
