import {
  emailCategoryOf,
  type NotificationKind,
  type NotificationType,
  notificationTexts,
} from '@plateau/shared';
import { fill } from '@plateau/shared/messages/fill';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notifications, projects } from '../../db/schema';
import type { CommandEvents } from '../../lib/command';
import { membersMailedAtOnce } from './email-preferences.service';
import { notificationChanged } from './notifications.events';
import {
  deleteNotification,
  deleteNotificationsOfActor,
  deleteUnreadNotificationsAbout,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
} from './notifications.service';

export type NewNotification = {
  /** The member who receives it. */
  userId: string;
  type: NotificationType;
  /** What it is about, for its e-mail (issue 30). */
  kind?: NotificationKind;
  /** The French text, made with `notificationTexts` of @plateau/shared. */
  content: string;
  /** The project (project, task), the sender (message) or the requester (connection). */
  relatedId: string | null;
  /** The task a 'task' notification is about. */
  taskId?: string | null;
  /** The member the text names (sender, requester), with the name as written in it. */
  actor?: { id: string; fullName: string };
};

/**
 * The text of a project or task notice, naming its project when the sentence does not (in a list, 'Vous avez
 * été ajouté au projet en tant que réalisateur.' alone does not say which): the spec's sentence comes first.
 */
export async function withProjectNamed(tx: Tx, input: NewNotification): Promise<string> {
  if ((input.type !== 'project' && input.type !== 'task') || !input.relatedId) return input.content;
  const [project] = await tx
    .select({ title: projects.title })
    .from(projects)
    .where(eq(projects.id, input.relatedId));
  if (!project || input.content.includes(`« ${project.title} »`)) return input.content;
  return fill(notificationTexts.inProject, { sentence: input.content, project: project.title });
}

/** The job that decides and sends a notification's e-mail (notification-mail.jobs.ts). */
export const notificationMailJob = 'notification-mail';

/** Rows written by one statement: PostgreSQL takes at most 65,535 parameters (nine a notification). */
const rowsPerInsert = 1000;

/**
 * Stores one notification per recipient in the caller's command and tells each recipient once it commits;
 * for those who get this kind of e-mail at once, the e-mail is decided by a job queued in the same
 * transaction (issue 30: the member's state, blocks, the message delay). A thousand recipients (the followers of an article) cost two statements, not two thousand.
 */
export async function notifyAll(
  tx: Tx,
  events: CommandEvents,
  recipients: readonly string[],
  notice: Omit<NewNotification, 'userId'>,
): Promise<{ id: string; userId: string }[]> {
  const [first] = recipients;
  if (first === undefined) return [];
  const { actor, ...fields } = notice;
  const content = await withProjectNamed(tx, { ...notice, userId: first });
  const stored: { id: string; userId: string }[] = [];
  for (let start = 0; start < recipients.length; start += rowsPerInsert) {
    const rows = await tx
      .insert(notifications)
      .values(
        recipients.slice(start, start + rowsPerInsert).map((userId) => ({
          ...fields,
          userId,
          content,
          actorId: actor?.id ?? null,
          actorName: actor?.fullName ?? null,
        })),
      )
      .returning({ id: notifications.id, userId: notifications.userId });
    stored.push(...rows);
  }
  for (const row of stored) notificationChanged(events, row.userId, row.id);
  // Only for those who get this category's e-mails at once: the others' notices wait for their summary (the
  // job would decide nothing else), so a thousand followers on a weekly summary queue nothing.
  const category = emailCategoryOf(notice.type);
  if (category) {
    const mailed = new Set(await membersMailedAtOnce(tx, recipients, category));
    await events.enqueueAll(
      notificationMailJob,
      stored.filter((row) => mailed.has(row.userId)).map((row) => ({ id: row.id })),
    );
  }
  return stored;
}

/** Stores a notification for one member (`notifyAll` with one recipient). */
export async function notify(tx: Tx, events: CommandEvents, input: NewNotification) {
  const { userId, ...notice } = input;
  const [row] = await notifyAll(tx, events, [userId], notice);
  if (!row) throw new Error('notification non enregistrée');
  return row;
}

/**
 * Marks the member's unread notifications read (all, or those of one type about one member) and tells
 * the member's tabs when any changed. Returns how many changed.
 */
export async function readAllNotifications(
  tx: Tx,
  events: CommandEvents,
  input: { userId: string; about?: { type: NotificationType; relatedId: string } },
): Promise<number> {
  const updated = await markAllNotificationsRead(tx, input.userId, input.about);
  if (updated > 0) notificationChanged(events, input.userId);
  return updated;
}

/** Marks one of the member's notifications read; null when the member has no such notification. */
export async function readNotification(
  tx: Tx,
  events: CommandEvents,
  input: { userId: string; id: string },
): Promise<NotificationRow | null> {
  const row = await markNotificationRead(tx, input.userId, input.id);
  if (row) notificationChanged(events, input.userId, row.id);
  return row;
}

/** Deletes one of the member's notifications; false when the member has no such notification. */
export async function removeNotification(
  tx: Tx,
  events: CommandEvents,
  input: { userId: string; id: string },
): Promise<boolean> {
  const deleted = await deleteNotification(tx, input.userId, input.id);
  if (deleted) notificationChanged(events, input.userId, input.id);
  return deleted;
}

/**
 * Withdraws the member's unread notifications of one type about one member (a connection request that was
 * cancelled): they leave the list and the unread count. Returns how many were removed.
 */
export async function withdrawNotifications(
  tx: Tx,
  events: CommandEvents,
  input: { userId: string; about: { type: NotificationType; relatedId: string } },
): Promise<number> {
  const ids = await deleteUnreadNotificationsAbout(tx, input.userId, input.about);
  for (const id of ids) notificationChanged(events, input.userId, id);
  return ids.length;
}

/**
 * Removes the notifications naming a member about one subject (their pending requests, withdrawn when
 * the account is deleted), read or not, and tells each recipient's tabs.
 */
export async function removeNotificationsOfActor(
  tx: Tx,
  events: CommandEvents,
  input: { actorId: string; about: { type: NotificationType; relatedId?: string; recipients?: string[] } },
): Promise<number> {
  const removed = await deleteNotificationsOfActor(tx, input.actorId, input.about);
  for (const { id, userId } of removed) notificationChanged(events, userId, id);
  return removed.length;
}
