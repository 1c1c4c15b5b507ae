import { type TaskStatus, taskStatuses } from '@plateau/shared';
import { z } from 'zod';
import { cursorCodec, cursorTimestamp } from '../../lib/cursor';

/**
 * A position in the list view (`GET /api/projects/:id/tasks/list`): the row's due date (null: undated),
 * its status, then the board's order (created_at as `cursorKey` prints it, and the id). The same position
 * serves both sorts, which read its keys in their own order.
 */
export type TaskListCursor = { dueDate: string | null; status: TaskStatus; at: string; id: string };

/** A 'YYYY-MM-DD' day that exists. */
function isRealDay(text: string): boolean {
  if (!/^\d{4}-\d\d-\d\d$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The list view's cursor: the token holds `[dueDate, status rank, at, id]`. */
export const taskListCursor = cursorCodec(
  z.codec(
    z.tuple([
      z.string().refine(isRealDay).nullable(),
      z
        .number()
        .int()
        .min(0)
        .max(taskStatuses.length - 1),
      cursorTimestamp,
      z.guid(),
    ]),
    z.custom<TaskListCursor>(),
    {
      decode: ([dueDate, rank, at, id]): TaskListCursor => ({
        dueDate,
        status: taskStatuses[rank] as TaskStatus,
        at,
        id,
      }),
      encode: (c): [string | null, number, string, string] => [
        c.dueDate,
        taskStatuses.indexOf(c.status),
        c.at,
        c.id,
      ],
    },
  ),
);
