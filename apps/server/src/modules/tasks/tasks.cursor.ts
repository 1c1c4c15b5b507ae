import { isId, type TaskStatus, taskStatuses } from '@plateau/shared';
import { messages } from '@plateau/shared/messages.fr';
import { isRealTimestamp, readCursorToken } from '../../lib/cursor';
import { badRequest } from '../../lib/errors';

/**
 * A position in the list view (`GET /api/projects/:id/tasks/list`): the row's due date (null: undated),
 * its status, then the board's order (created_at as `cursorKey` prints it, and the id). The same position
 * serves both sorts, which read its keys in their own order.
 */
export type TaskListCursor = { dueDate: string | null; status: TaskStatus; at: string; id: string };

/** Encodes a list position as an opaque base64url token. */
export function encodeListCursor(cursor: TaskListCursor): string {
  const value = [cursor.dueDate, taskStatuses.indexOf(cursor.status), cursor.at, cursor.id];
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** A 'YYYY-MM-DD' day that exists. */
function isRealDay(text: string): boolean {
  if (!/^\d{4}-\d\d-\d\d$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Decodes a token made by encodeListCursor, or refuses it with the French 400 of a bad page position. */
export function decodeListCursor(token: string | undefined): TaskListCursor | null {
  if (!token) return null;
  const value = readCursorToken(token);
  if (!Array.isArray(value) || value.length !== 4) throw badRequest(messages.api.invalidCursor);
  const [dueDate, rank, at, id] = value as unknown[];
  const status = typeof rank === 'number' && Number.isInteger(rank) ? taskStatuses[rank] : undefined;
  if (
    !(dueDate === null || (typeof dueDate === 'string' && isRealDay(dueDate))) ||
    status === undefined ||
    typeof at !== 'string' ||
    !isRealTimestamp(at) ||
    typeof id !== 'string' ||
    !isId(id)
  ) {
    throw badRequest(messages.api.invalidCursor);
  }
  return { dueDate, status, at, id };
}
