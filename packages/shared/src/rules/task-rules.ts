import type { TaskStatus } from '../enums';

/** The product's calendar: reminders and "late" are counted in French days. */
export const plateauTimeZone = 'Europe/Paris';

/** The calendar day ('YYYY-MM-DD') of an instant in a time zone (the browser's own when none is given). */
export function calendarDay(now: Date, timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The day `days` days after (or before, when negative) a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * 'En retard' (spec 2 §2): the due date is in the past, whatever the task's status. The due day itself
 * is not late; no due date never is.
 */
export function isTaskLate(dueDate: string | null, now: Date, timeZone?: string): boolean {
  return isLateOn(dueDate, calendarDay(now, timeZone));
}

/** 'En retard' against a known day ('YYYY-MM-DD'): a board computes today once for all its cards. */
export function isLateOn(dueDate: string | null, today: string): boolean {
  return dueDate !== null && dueDate < today;
}

/** The two due-date reminders: the day before the due date, and the day the task becomes late. */
export const taskReminderKinds = ['veille', 'retard'] as const;
export type TaskReminderKind = (typeof taskReminderKinds)[number];

/** The due date a reminder of this kind is sent for on `today`. */
export function reminderDueDate(kind: TaskReminderKind, today: string): string {
  switch (kind) {
    case 'veille':
      return addDays(today, 1);
    case 'retard':
      return addDays(today, -1);
    default: {
      const unknown: never = kind;
      return unknown;
    }
  }
}

/** Cards of a Kanban column per page ('Afficher plus' loads the next one from the server). */
export const taskColumnPageSize = 50;

/** Rows of the list view per page. */
export const taskListPageSize = 100;

/**
 * The list view's sorts: by due date (soonest first, undated last, then by status) or by status (the
 * columns' order, then soonest due date). Ties keep the board's order: newest first.
 */
export const taskListSorts = ['dueDate', 'status'] as const;
export type TaskListSort = (typeof taskListSorts)[number];

/** The order of the fixed columns (spec 2 §9), for the list view's sort by status. */
export const taskStatusOrder: Record<TaskStatus, number> = { 'à faire': 0, 'en cours': 1, terminé: 2 };

/** The list view's sort by due date: soonest first, tasks without a due date last. */
export function compareDueDates(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
