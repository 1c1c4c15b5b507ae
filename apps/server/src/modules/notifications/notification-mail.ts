import { emailCategoryOf, notificationTarget, plateauTimeZone } from '@plateau/shared';
import { and, count, eq, isNull, max, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import {
  articleComments,
  connections,
  conversationMailNotices,
  messages,
  news,
  notifications,
  projectJoinRequests,
  projectMembers,
  projects,
  tasks,
  users,
} from '../../db/schema';
import { isoText, selectRows } from '../../lib/raw-query';
import {
  type NotificationMailData,
  renderNotificationMail,
} from '../../mail/notifications/notification-mails';
import type { MailContent } from '../../mail/templates';
import { findEmailPreferences } from './email-preferences.service';
import { unsubscribeLinks } from './mail-links';
import { canReceiveNotificationMail, findMailRecipient, type MailRecipient } from './mail-recipient';
import type { NotificationRow } from './notifications.service';

/** A notification as the e-mail decision reads it. */
export type MailableNotification = Omit<NotificationRow, 'actorName' | 'actorDeleted' | 'createdAt'> & {
  kind: NotificationMailData['kind'];
  createdAt: Date;
  /** The member the notification names (sender, requester, commenter), when stored. */
  actorId?: string | null;
};

/** An e-mail to send now. */
export type OutgoingMail = { to: string; content: MailContent };

const excerptLength = 500;
const dueDateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: plateauTimeZone });

/** A member the notification names, if still there and not suspended. */
async function activeMember(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, profession: users.profession })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), eq(users.banned, false)));
  return row ?? null;
}

/**
 * Whether a conversation's unread messages are due to be mailed at `now`: the oldest unread message from
 * `senderId` to `receiverId` (messages the moderation removed do not count) has waited `delaySeconds` (MESSAGE_MAIL_DELAY_SECONDS), and no e-mail went out
 * for this conversation since it arrived (one e-mail per conversation until the member comes back and
 * reads it). Returns the latest unread message and how many are unread, or null when not due.
 */
export async function messageMailDue(
  db: Db,
  conversation: { receiverId: string; senderId: string },
  now: Date,
  delaySeconds: number,
): Promise<{ latest: string; unread: number; oldestAt: Date } | null> {
  const [state] = await db
    .select({ unread: count(), oldestAt: min(messages.createdAt), newestAt: max(messages.createdAt) })
    .from(messages)
    .where(
      and(
        eq(messages.receiverId, conversation.receiverId),
        eq(messages.senderId, conversation.senderId),
        eq(messages.read, false),
        isNull(messages.moderatedAt),
      ),
    );
  if (!state?.oldestAt || state.unread === 0) return null;
  const oldestAt = new Date(state.oldestAt);
  if (oldestAt.getTime() > now.getTime() - delaySeconds * 1000) return null;
  const [notice] = await db
    .select({ mailedAt: conversationMailNotices.mailedAt })
    .from(conversationMailNotices)
    .where(
      and(
        eq(conversationMailNotices.receiverId, conversation.receiverId),
        eq(conversationMailNotices.senderId, conversation.senderId),
      ),
    );
  if (notice && notice.mailedAt.getTime() >= oldestAt.getTime()) return null;
  const [latest] = await db
    .select({ content: messages.content })
    .from(messages)
    .where(
      and(
        eq(messages.receiverId, conversation.receiverId),
        eq(messages.senderId, conversation.senderId),
        eq(messages.read, false),
        isNull(messages.moderatedAt),
      ),
    )
    .orderBy(sql`${messages.createdAt} desc`)
    .limit(1);
  return { latest: latest?.content ?? '', unread: state.unread, oldestAt };
}

const excerpt = (text: string) => (text.length > excerptLength ? `${text.slice(0, excerptLength)}…` : text);

/**
 * A team conversation's notice (issue 33; related_id is the project): mailed only while the member is still on
 * the team and its oldest unread message of others has waited MESSAGE_MAIL_DELAY_SECONDS; the latest of them
 * is quoted, named as the thread names its sender (an anonymous member stays anonymous: the notice's text).
 */
async function teamMessageMailDetails(
  app: FastifyInstance,
  notification: MailableNotification,
  now: Date,
): Promise<Partial<NotificationMailData> | null> {
  if (!notification.relatedId) return null;
  const [state] = await selectRows<{
    title: string;
    unread: number;
    oldestAt: string | null;
    latest: string | null;
  }>(
    app.db,
    sql`
      with unread as (
        select tm.content, tm.created_at from project_messages tm
        where tm.project_id = ${notification.relatedId} and tm.sender_id <> ${notification.userId}
          and tm.created_at > coalesce((select r.read_at from project_conversation_reads r
            where r.project_id = tm.project_id and r.user_id = ${notification.userId}), '-infinity'::timestamptz))
      select p.title, (select count(*)::int from unread) as unread,
        (select ${isoText(sql`min(created_at)`)} from unread) as "oldestAt",
        (select content from unread order by created_at desc limit 1) as latest
      from projects p
      where p.id = ${notification.relatedId} and (p.user_id = ${notification.userId}
        or exists (select 1 from project_members pm where pm.project_id = p.id and pm.user_id = ${notification.userId}))`,
  );
  if (!state?.oldestAt || state.unread === 0) return null;
  const waitedMs = now.getTime() - new Date(state.oldestAt).getTime();
  if (waitedMs < app.config.messageMailDelaySeconds * 1000) return null;
  const name = notification.actorId
    ? (await activeMember(app.db, notification.actorId))?.fullName
    : undefined;
  return {
    ...(name ? { name } : {}),
    project: state.title,
    excerpt: excerpt(state.latest ?? ''),
    moreUnread: state.unread - 1,
  };
}

/**
 * What the e-mail of a notification says beyond its row, or null when its content is gone or no longer the
 * recipient's to see: the other member deleted or suspended, the project or the task deleted, the request
 * answered, the task handed to someone else or done, the conversation read or already mailed.
 */
async function mailDetails(
  app: FastifyInstance,
  notification: MailableNotification,
  now: Date,
): Promise<Partial<NotificationMailData> | null> {
  const { db } = app;
  switch (notification.type) {
    case 'message': {
      if (notification.kind === 'teamMessage') return teamMessageMailDetails(app, notification, now);
      const sender = await activeMember(db, notification.relatedId);
      if (!sender) return null;
      const due = await messageMailDue(
        db,
        { receiverId: notification.userId, senderId: sender.id },
        now,
        app.config.messageMailDelaySeconds,
      );
      if (!due) return null;
      return { name: sender.fullName, excerpt: excerpt(due.latest), moreUnread: due.unread - 1 };
    }
    case 'connection': {
      const other = await activeMember(db, notification.relatedId);
      if (!other) return null;
      if (notification.kind === 'connectionRequest') {
        const [pending] = await db
          .select({ id: connections.id })
          .from(connections)
          .where(
            and(
              eq(connections.userId, other.id),
              eq(connections.connectedUserId, notification.userId),
              eq(connections.status, 'en attente'),
            ),
          );
        if (!pending) return null;
      }
      return { name: other.fullName, profession: other.profession };
    }
    case 'project':
      return projectDetails(db, notification);
    case 'task':
      return taskDetails(db, notification);
    case 'comment':
      return commentDetails(db, notification);
    case 'moderation':
      // Statements of reasons are mailed by the moderation area itself (DSA art. 17), whatever the settings.
      return null;
    default: {
      const unknown: never = notification.type;
      return unknown;
    }
  }
}

async function projectDetails(db: Db, notification: MailableNotification) {
  if (!notification.relatedId) return null;
  const [project] = await db
    .select({ id: projects.id, title: projects.title, ownerId: projects.userId })
    .from(projects)
    .where(eq(projects.id, notification.relatedId));
  if (!project) return null;
  if (notification.kind === 'joinRequestReceived') {
    if (project.ownerId !== notification.userId) return null;
    // The pending request the notice was written for (the closest in time); none left: it was answered.
    const [request] = await db
      .select({ name: users.fullName })
      .from(projectJoinRequests)
      .innerJoin(users, eq(users.id, projectJoinRequests.userId))
      .where(
        and(
          eq(projectJoinRequests.projectId, project.id),
          eq(projectJoinRequests.status, 'en attente'),
          isNull(users.deletedAt),
        ),
      )
      .orderBy(
        sql`abs(extract(epoch from ${projectJoinRequests.createdAt} - ${notification.createdAt.toISOString()}::timestamptz))`,
      )
      .limit(1);
    if (!request) return null;
    return { project: project.title, name: request.name };
  }
  if (notification.kind === 'memberAdded' || notification.kind === 'joinRequestAccepted') {
    const [member] = await db
      .select({ id: projectMembers.id })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, notification.userId)));
    if (!member) return null;
  }
  return { project: project.title };
}

/**
 * A comment on an article the member follows: the article still published, its author still active, and
 * their comment the notice was written for (the latest before it) not removed by the moderation.
 */
async function commentDetails(db: Db, notification: MailableNotification) {
  if (!notification.relatedId || !notification.actorId) return null;
  const author = await activeMember(db, notification.actorId);
  if (!author) return null;
  const [article] = await db
    .select({ title: news.title })
    .from(news)
    .where(and(eq(news.id, notification.relatedId), eq(news.isPublished, true)));
  if (!article) return null;
  const [comment] = await db
    .select({ content: articleComments.content, moderatedAt: articleComments.moderatedAt })
    .from(articleComments)
    .where(
      and(
        eq(articleComments.articleId, notification.relatedId),
        eq(articleComments.userId, author.id),
        sql`${articleComments.createdAt} <= ${notification.createdAt.toISOString()}::timestamptz + interval '1 minute'`,
      ),
    )
    .orderBy(sql`${articleComments.createdAt} desc`)
    .limit(1);
  if (!comment || comment.moderatedAt) return null;
  return { name: author.fullName, article: article.title, excerpt: excerpt(comment.content) };
}

async function taskDetails(db: Db, notification: MailableNotification) {
  if (!notification.relatedId) return null;
  const [project] = await db
    .select({ title: projects.title })
    .from(projects)
    .where(eq(projects.id, notification.relatedId));
  if (!project) return null;
  if (!notification.taskId) return notification.kind ? null : { project: project.title };
  const [task] = await db
    .select({
      title: tasks.title,
      status: tasks.status,
      dueDate: tasks.dueDate,
      assignedTo: tasks.assignedTo,
    })
    .from(tasks)
    .where(eq(tasks.id, notification.taskId));
  if (!task || task.assignedTo !== notification.userId) return null;
  if (task.status === 'terminé' && notification.kind !== 'taskAssigned') return null;
  const dueDate = task.dueDate ? dueDateFormat.format(new Date(`${task.dueDate}T12:00:00Z`)) : null;
  return { project: project.title, task: task.title, dueDate };
}

/**
 * Whether the other member a notification is about (its actor, else the sender or requester) and the
 * recipient blocked one another (issue 31): the member no longer sees them, so nothing is mailed about them.
 */
async function blockedFromMember(app: FastifyInstance, memberId: string, notification: MailableNotification) {
  const other =
    notification.actorId ??
    (notification.kind !== 'teamMessage' &&
    (notification.type === 'message' || notification.type === 'connection')
      ? notification.relatedId
      : null);
  if (!other || other === memberId) return false;
  const [row] = await selectRows<{ blocked: boolean }>(
    app.db,
    sql`SELECT NOT ${app.noBlockBetween(sql`${memberId}::uuid`, sql`${other}::uuid`)} AS blocked`,
  );
  return row?.blocked ?? false;
}

/**
 * The e-mail to send now for one notification, or null (issue 30): never to a suspended, deleted or
 * unconfirmed member, never once read, only when the member's setting for its category is 'Immédiat'
 * (the others go in the summaries), never about content the member can no longer see (a member blocked
 * either way, removed content); a message only once
 * it has stayed unread MESSAGE_MAIL_DELAY_SECONDS, once per conversation until the member comes back.
 * `recipient` may be given when the caller already loaded it.
 */
export async function notificationMail(
  app: FastifyInstance,
  notification: MailableNotification,
  now: Date = new Date(),
  recipient?: MailRecipient | null,
): Promise<OutgoingMail | null> {
  if (notification.read) return null;
  const member = recipient ?? (await findMailRecipient(app.db, notification.userId));
  if (!member || member.id !== notification.userId || !canReceiveNotificationMail(member)) return null;
  if (await blockedFromMember(app, member.id, notification)) return null;
  const category = emailCategoryOf(notification.type);
  if (!category) return null;
  const preferences = await findEmailPreferences(app.db, member.id);
  if (preferences[category] !== 'immédiat') return null;
  const details = await mailDetails(app, notification, now);
  if (!details) return null;
  const path = notificationTarget(
    notification.type,
    notification.relatedId,
    notification.taskId,
    notification.kind,
  );
  const content = await renderNotificationMail(
    {
      ...details,
      kind: notification.kind,
      type: notification.type,
      category,
      recipientName: member.fullName,
      content: notification.content,
      url: `${app.config.publicUrl}${path}`,
    },
    unsubscribeLinks(app.config, member.id, category),
  );
  return { to: member.email, content };
}

/** The notification row with its kind; null once deleted (withdrawn, or its member purged). */
export async function findMailableNotification(db: Db, id: string): Promise<MailableNotification | null> {
  const [row] = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      type: notifications.type,
      kind: notifications.kind,
      content: notifications.content,
      read: notifications.read,
      relatedId: notifications.relatedId,
      taskId: notifications.taskId,
      actorId: notifications.actorId,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row ?? null;
}

/**
 * When the e-mail of a notification should be decided: at once, or for a message once it may have stayed
 * unread MESSAGE_MAIL_DELAY_SECONDS. For the job queue's scheduler.
 */
export function notificationMailDelaySeconds(app: FastifyInstance, notification: { type: string }): number {
  return notification.type === 'message' ? app.config.messageMailDelaySeconds : 0;
}

/**
 * Decides and sends the e-mail of one notification through `app.mailer.send` (the job the queue runs).
 * A message's conversation is claimed first (conversation_mail_notices), so two runs send one e-mail; the
 * claim is given back if sending fails, for the retry. Returns whether an e-mail went out.
 */
export async function deliverNotificationMail(
  app: FastifyInstance,
  notificationId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const notification = await findMailableNotification(app.db, notificationId);
  if (!notification) return false;
  const mail = await notificationMail(app, notification, now);
  if (!mail) return false;
  if (notification.type !== 'message' || !notification.relatedId) {
    await app.mailer.send(mail.to, mail.content);
    return true;
  }
  const conversation = { receiverId: notification.userId, senderId: notification.relatedId };
  const claim = await claimConversationMail(app.db, conversation, now);
  if (!claim.claimed) return false;
  try {
    await app.mailer.send(mail.to, mail.content);
  } catch (error) {
    await releaseConversationMail(app.db, conversation, now, claim.previous);
    throw error;
  }
  return true;
}

type Conversation = { receiverId: string; senderId: string };

async function claimConversationMail(db: Db, conversation: Conversation, now: Date) {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ mailedAt: conversationMailNotices.mailedAt })
      .from(conversationMailNotices)
      .where(
        and(
          eq(conversationMailNotices.receiverId, conversation.receiverId),
          eq(conversationMailNotices.senderId, conversation.senderId),
        ),
      )
      .for('update');
    const [oldest] = await tx
      .select({ at: min(messages.createdAt) })
      .from(messages)
      .where(
        and(
          eq(messages.receiverId, conversation.receiverId),
          eq(messages.senderId, conversation.senderId),
          eq(messages.read, false),
          isNull(messages.moderatedAt),
        ),
      );
    const oldestAt = oldest?.at ? new Date(oldest.at) : null;
    if (!oldestAt || (previous && previous.mailedAt.getTime() >= oldestAt.getTime())) {
      return { claimed: false, previous: previous?.mailedAt ?? null };
    }
    await tx
      .insert(conversationMailNotices)
      .values({ ...conversation, mailedAt: now })
      .onConflictDoUpdate({
        target: [conversationMailNotices.receiverId, conversationMailNotices.senderId],
        set: { mailedAt: now },
      });
    return { claimed: true, previous: previous?.mailedAt ?? null };
  });
}

async function releaseConversationMail(db: Db, conversation: Conversation, now: Date, previous: Date | null) {
  const where = and(
    eq(conversationMailNotices.receiverId, conversation.receiverId),
    eq(conversationMailNotices.senderId, conversation.senderId),
    eq(conversationMailNotices.mailedAt, now),
  );
  if (previous) await db.update(conversationMailNotices).set({ mailedAt: previous }).where(where);
  else await db.delete(conversationMailNotices).where(where);
}
