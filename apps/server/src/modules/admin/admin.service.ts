import type {
  AdminAction,
  AdminLogQuery,
  AdminProjectsQuery,
  AdminTasksQuery,
  AdminUsersQuery,
} from '@plateau/shared';
import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { adminAuditLog, projects, tasks, users } from '../../db/schema';
import { cursorKey, type KeysetCursor, pageOf } from '../../lib/cursor';
import { selectRows } from '../../lib/raw-query';
import { containsPattern } from '../../lib/search';

/** Rows per page of the administration's lists. */
export const adminListLimit = 25;

const before = (at: SQL, id: SQL, cursor: KeysetCursor | null) =>
  cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;

export type AdminStatsRow = {
  users: number;
  projects: number;
  connections: number;
  newUsers: number;
  newProjects: number;
  newConnections: number;
};

/** Totals and the last 7 days' new users, projects and connections (accepted). */
export async function countStats(db: Db) {
  const since = sql`now() - interval '7 days'`;
  const [row] = await selectRows<AdminStatsRow>(
    db,
    sql`
    select
      (select count(*)::int from users where deleted_at is null) as users,
      (select count(*)::int from projects) as projects,
      (select count(*)::int from connections where status = 'accepté') as connections,
      (select count(*)::int from users where deleted_at is null and created_at >= ${since}) as "newUsers",
      (select count(*)::int from projects where created_at >= ${since}) as "newProjects",
      (select count(*)::int from connections where status = 'accepté' and updated_at >= ${since}) as "newConnections"
  `,
  );
  if (!row) throw new Error('statistiques introuvables');
  return row;
}

const userColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  avatarUrl: users.avatarUrl,
  profession: users.profession,
  location: users.location,
  availabilityStatus: users.availabilityStatus,
  role: users.role,
  banned: users.banned,
  createdAt: users.createdAt,
  sortKey: cursorKey(sql`${users.createdAt}`),
};
export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;
export type AdminProjectRow = Awaited<ReturnType<typeof listProjects>>['rows'][number];
export type AdminTaskRow = Awaited<ReturnType<typeof listTasks>>['rows'][number];
export type AdminLogRow = Awaited<ReturnType<typeof listLog>>['rows'][number];

/** Members by name or e-mail (case and accents ignored), newest first, keyset pages. */
export async function listUsers(db: Db, query: AdminUsersQuery, cursor: KeysetCursor | null) {
  const q = query.q?.trim();
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        query.role ? eq(users.role, query.role) : undefined,
        q
          ? or(
              sql`f_unaccent(lower(${users.fullName})) like f_unaccent(lower(${containsPattern(q)}))`,
              ilike(users.email, containsPattern(q)),
            )
          : undefined,
        before(sql`${users.createdAt}`, sql`${users.id}`, cursor),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(adminListLimit + 1);
  return pageOf(rows, adminListLimit, (row) => ({ at: row.sortKey, id: row.id }));
}

export async function findUser(db: Db | Tx, id: string, forUpdate = false) {
  const query = db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether an account (deleted ones too) already uses this e-mail, case ignored. */
export async function isEmailTaken(db: Db | Tx, email: string): Promise<boolean> {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return taken.length > 0;
}

/**
 * The active administrators, their rows locked: two administrators demoting each other at once are served
 * one after the other, so the last one always stays.
 */
export async function countAdmins(tx: Tx): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt), eq(users.banned, false)))
    .for('update');
  return rows.length;
}

/** Projects by title or description, with category and status filters, newest first. */
export async function listProjects(db: Db, query: AdminProjectsQuery, cursor: KeysetCursor | null) {
  const q = query.q?.trim();
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      category: projects.category,
      status: projects.status,
      creatorName: users.fullName,
      createdAt: projects.createdAt,
      sortKey: cursorKey(sql`${projects.createdAt}`),
    })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.userId))
    .where(
      and(
        query.category ? eq(projects.category, query.category) : undefined,
        query.status ? eq(projects.status, query.status) : undefined,
        q
          ? sql`f_unaccent(lower(${projects.title} || ' ' || ${projects.description})) like f_unaccent(lower(${containsPattern(q)}))`
          : undefined,
        before(sql`${projects.createdAt}`, sql`${projects.id}`, cursor),
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(adminListLimit + 1);
  return pageOf(rows, adminListLimit, (row) => ({ at: row.sortKey, id: row.id }));
}

/** Tasks by title, status and project, newest first, with their project and assignee. */
export async function listTasks(db: Db, query: AdminTasksQuery, cursor: KeysetCursor | null) {
  const q = query.q?.trim();
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      status: tasks.status,
      projectId: projects.id,
      projectTitle: projects.title,
      assigneeName: users.fullName,
      dueDate: tasks.dueDate,
      sortKey: cursorKey(sql`${tasks.createdAt}`),
    })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .where(
      and(
        query.status ? eq(tasks.status, query.status) : undefined,
        query.projectId ? eq(tasks.projectId, query.projectId) : undefined,
        q ? sql`f_unaccent(lower(${tasks.title})) like f_unaccent(lower(${containsPattern(q)}))` : undefined,
        before(sql`${tasks.createdAt}`, sql`${tasks.id}`, cursor),
      ),
    )
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(adminListLimit + 1);
  return pageOf(rows, adminListLimit, (row) => ({ at: row.sortKey, id: row.id }));
}

/** The audit log, newest first, by action. */
export async function listLog(db: Db, query: AdminLogQuery, cursor: KeysetCursor | null) {
  const rows = await db
    .select({
      id: adminAuditLog.id,
      action: adminAuditLog.action,
      actorName: users.fullName,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
      sortKey: cursorKey(sql`${adminAuditLog.createdAt}`),
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.actorId))
    .where(
      and(
        query.action ? eq(adminAuditLog.action, query.action) : undefined,
        query.adminId ? eq(adminAuditLog.actorId, query.adminId) : undefined,
        // Days are Paris days: from its midnight, until the midnight after the last day.
        query.from
          ? sql`${adminAuditLog.createdAt} >= (${query.from}::date)::timestamp at time zone 'Europe/Paris'`
          : undefined,
        query.to
          ? sql`${adminAuditLog.createdAt} < (${query.to}::date + 1)::timestamp at time zone 'Europe/Paris'`
          : undefined,
        before(sql`${adminAuditLog.createdAt}`, sql`${adminAuditLog.id}`, cursor),
      ),
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(adminListLimit + 1);
  return pageOf(rows, adminListLimit, (row) => ({ at: row.sortKey, id: row.id }));
}

/** Writes one entry of the audit log, in the action's own transaction. */
export async function logAction(
  tx: Tx,
  entry: {
    actorId: string;
    action: AdminAction;
    targetType: 'user' | 'project' | 'news';
    targetId: string;
    details: Record<string, unknown>;
  },
) {
  await tx.insert(adminAuditLog).values(entry);
}
