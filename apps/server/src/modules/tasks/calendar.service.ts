import { createHash, createHmac, randomBytes } from 'node:crypto';
import { calendarMessages as c } from '@plateau/shared';
import { fill } from '@plateau/shared/messages/fill';
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Db } from '../../db/client';
import { calendarFeeds, projectMembers, projects, tasks, users } from '../../db/schema';

/** The feed's secret: derived from the server secret and the member's salt, never stored. */
const tokenOf = (secret: string, userId: string, salt: string) =>
  createHmac('sha256', secret).update(`calendar:${userId}:${salt}`).digest('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new salt (and the hash of its token) for the member: the previous token stops working. */
async function saveSalt(db: Db, secret: string, userId: string, salt: string) {
  const tokenHash = hashOf(tokenOf(secret, userId, salt));
  await db
    .insert(calendarFeeds)
    .values({ userId, salt, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { salt, tokenHash, createdAt: new Date() } });
}

/** The member's feed token, created on first use (and its hash re-saved if the server secret changed). */
export async function calendarToken(db: Db, secret: string, userId: string): Promise<string> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  if (!feed) {
    await db
      .insert(calendarFeeds)
      .values(
        (() => {
          const salt = randomBytes(16).toString('base64url');
          return { userId, salt, tokenHash: hashOf(tokenOf(secret, userId, salt)) };
        })(),
      )
      .onConflictDoNothing();
    return calendarToken(db, secret, userId);
  }
  const token = tokenOf(secret, userId, feed.salt);
  if (hashOf(token) !== feed.tokenHash) await saveSalt(db, secret, userId, feed.salt);
  return token;
}

/** A new secret for the member's feed; the old URL answers 404 from now on. */
export async function rotateCalendarToken(db: Db, secret: string, userId: string): Promise<string> {
  const salt = randomBytes(16).toString('base64url');
  await saveSalt(db, secret, userId, salt);
  return tokenOf(secret, userId, salt);
}

/** The active member a token belongs to, or null (unknown or revoked token, suspended or deleted account). */
export async function findCalendarOwner(db: Db, token: string) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashOf(token)), isNull(users.deletedAt), eq(users.banned, false)));
  return row ?? null;
}

/** The due dates of the tasks assigned to the member, with their project's title. */
async function assignedTaskDates(db: Db, userId: string) {
  return db
    .select({
      id: tasks.id,
      title: tasks.title,
      dueDate: tasks.dueDate,
      projectId: projects.id,
      project: projects.title,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(and(eq(tasks.assignedTo, userId), isNotNull(tasks.dueDate)))
    .orderBy(asc(tasks.dueDate), asc(tasks.id));
}

/** The projects the member owns or is a member of that have a deadline or a start date. */
async function projectDates(db: Db, userId: string) {
  return db
    .select({
      id: projects.id,
      title: projects.title,
      deadline: projects.deadline,
      startDate: projects.startDate,
    })
    .from(projects)
    .where(
      and(
        or(
          eq(projects.userId, userId),
          sql`EXISTS (SELECT 1 FROM ${projectMembers} WHERE ${projectMembers.projectId} = ${projects.id} AND ${projectMembers.userId} = ${userId})`,
        ),
        or(isNotNull(projects.deadline), isNotNull(projects.startDate)),
      ),
    )
    .orderBy(asc(projects.createdAt), asc(projects.id));
}

const day = (value: string) => new Date(`${value}T00:00:00Z`);

/** The member's feed as iCalendar text (RFC 5545): one all-day event per due date, deadline and start. */
export async function buildCalendarFeed(
  db: Db,
  owner: { id: string; fullName: string },
  publicUrl: string,
): Promise<string> {
  const [taskRows, projectRows] = await Promise.all([
    assignedTaskDates(db, owner.id),
    projectDates(db, owner.id),
  ]);
  const calendar = ical({
    name: fill(c.feedName, { name: owner.fullName }),
    description: fill(c.feedDescription, { name: owner.fullName }),
    prodId: { company: 'Plateau', product: 'Plateau', language: 'FR' },
    ttl: 60 * 60,
  });
  for (const task of taskRows) {
    if (!task.dueDate) continue;
    calendar.createEvent({
      id: `task-${task.id}@plateau`,
      start: day(task.dueDate),
      allDay: true,
      summary: fill(c.taskDue, { title: task.title }),
      description: fill(c.taskDueDescription, { project: task.project }),
      url: `${publicUrl}/projets/${task.projectId}?tache=${task.id}`,
    });
  }
  for (const project of projectRows) {
    const url = `${publicUrl}/projets/${project.id}`;
    if (project.startDate) {
      calendar.createEvent({
        id: `project-start-${project.id}@plateau`,
        start: day(project.startDate),
        allDay: true,
        summary: fill(c.projectStart, { title: project.title }),
        url,
      });
    }
    if (project.deadline) {
      calendar.createEvent({
        id: `project-deadline-${project.id}@plateau`,
        start: day(project.deadline),
        allDay: true,
        summary: fill(c.projectDeadline, { title: project.title }),
        url,
      });
    }
  }
  return calendar.toString();
}
