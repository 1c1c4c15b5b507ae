import {
  type ApplicationStatusFilter,
  applicationPageSize,
  type InfluencerApplicationListQuery,
  type InfluencerProjectListQuery,
  influencerCategory,
  influencerRoleTitles,
} from '@plateau/shared';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  influencerApplications,
  influencerProjectDetails,
  influencerRoles,
  projectJoinRequests,
  projects,
  users,
} from '../../db/schema';
import { cursorKey, type KeysetCursor, pageOf } from '../../lib/cursor';
import { preparedPerShape } from '../../lib/prepared-shapes';
import { isoTimestamp } from '../../lib/raw-query';
import { containsPattern, frenchQuery, fullTextQuery } from '../../lib/search';

type Reader = Db | Tx;

const personColumns = {
  id: users.id,
  fullName: users.fullName,
  avatarUrl: users.avatarUrl,
  profession: users.profession,
};

export type RoleRow = typeof influencerRoles.$inferSelect;
export type DetailsRow = typeof influencerProjectDetails.$inferSelect;

/** A project belongs to the influencer space when its category is 'Influenceur' or it seeks an influencer role. */
export const isInfluencerProjectSql = or(
  eq(projects.category, influencerCategory),
  sql`${projects.requiredRoles} && ${sql.param([...influencerRoleTitles])}::text[]`,
) as SQL;

/**
 * Which filters a list uses: pages of one shape share one prepared statement per database. `text`: no search,
 * a full-text search (GET /api/search's rule, lib/search.ts fullTextQuery, on the stored document of title,
 * description and tags), or a search without a word (only signs), which finds nothing, as GET /api/search.
 */
type ListShape = { text: 'none' | 'search' | 'nothing'; platform: boolean; cursor: boolean };
const shapeName = (shape: ListShape) =>
  `influencer_list_${shape.text}${shape.platform ? 'p' : ''}${shape.cursor ? 'c' : ''}`;

function prepareList(db: Db, shape: ListShape) {
  const conditions: SQL[] = [isNull(users.deletedAt), isInfluencerProjectSql];
  if (shape.text === 'search') {
    conditions.push(sql`${projects.searchDocument} @@ ${frenchQuery(sql.placeholder('search'))}`);
  } else if (shape.text === 'nothing') conditions.push(sql`false`);
  if (shape.platform) conditions.push(eq(influencerProjectDetails.platform, sql.placeholder('platform')));
  if (shape.cursor) {
    conditions.push(
      sql`(${projects.createdAt}, ${projects.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`,
    );
  }
  return db
    .select({
      id: projects.id,
      title: projects.title,
      description: projects.description,
      category: projects.category,
      requiredRoles: projects.requiredRoles,
      budget: projects.budget,
      deadline: projects.deadline,
      createdAt: isoTimestamp(projects.createdAt),
      cursorAt: cursorKey(sql`${projects.createdAt}`),
      platform: influencerProjectDetails.platform,
      budgetRange: influencerProjectDetails.budgetRange,
      applicationDeadline: influencerProjectDetails.applicationDeadline,
      owner: personColumns,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoin(influencerProjectDetails, eq(influencerProjectDetails.projectId, projects.id))
    .where(and(...conditions))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(sql.placeholder('limit'))
    .prepare(shapeName(shape));
}

const preparedList = preparedPerShape(shapeName, prepareList);

/** Each shape of query is prepared once (built once by Drizzle, planned once per connection). */
export async function listInfluencerProjects(
  db: Db,
  query: InfluencerProjectListQuery & { limit: number },
  cursor: KeysetCursor | null,
) {
  const fullText = fullTextQuery(query.q);
  const text = fullText ? 'search' : query.q ? 'nothing' : 'none';
  const shape: ListShape = { text, platform: Boolean(query.platform), cursor: cursor !== null };
  const statement = preparedList(db, shape);
  const params: Record<string, unknown> = {
    limit: query.limit + 1,
    platform: query.platform,
    search: fullText?.all,
  };
  if (cursor) Object.assign(params, { at: cursor.at, id: cursor.id });
  const rows = await statement.execute(params);
  return pageOf(rows, query.limit, (row) => ({ at: row.cursorAt, id: row.id }));
}
export type InfluencerCardRow = Awaited<ReturnType<typeof listInfluencerProjects>>['rows'][number];

export async function findDetails(db: Reader, projectId: string) {
  const [row] = await db
    .select()
    .from(influencerProjectDetails)
    .where(eq(influencerProjectDetails.projectId, projectId));
  return row ?? null;
}

export async function listRoles(db: Reader, projectId: string) {
  return db
    .select()
    .from(influencerRoles)
    .where(eq(influencerRoles.projectId, projectId))
    .orderBy(desc(influencerRoles.isPriority), asc(influencerRoles.createdAt), asc(influencerRoles.id));
}

export async function findRole(db: Reader, projectId: string, roleId: string, forUpdate = false) {
  const query = db
    .select()
    .from(influencerRoles)
    .where(and(eq(influencerRoles.id, roleId), eq(influencerRoles.projectId, projectId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Positions filled per role: the accepted applications to it. */
export async function filledPositions(db: Reader, roleIds: string[]): Promise<Map<string, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({ roleId: influencerApplications.roleId, filled: count() })
    .from(influencerApplications)
    .innerJoin(projectJoinRequests, eq(projectJoinRequests.id, influencerApplications.joinRequestId))
    .where(and(inArray(influencerApplications.roleId, roleIds), eq(projectJoinRequests.status, 'approuvé')))
    .groupBy(influencerApplications.roleId);
  return new Map(rows.map((row) => [row.roleId ?? '', Number(row.filled)]));
}

const applicationColumns = {
  application: influencerApplications,
  request: projectJoinRequests,
  project: { id: projects.id, title: projects.title, userId: projects.userId },
  candidate: personColumns,
};

/** One application with its join request, project and candidate. */
export async function findApplication(db: Reader, id: string, forUpdate = false) {
  const query = db
    .select(applicationColumns)
    .from(influencerApplications)
    .innerJoin(projectJoinRequests, eq(projectJoinRequests.id, influencerApplications.joinRequestId))
    .innerJoin(projects, eq(projects.id, projectJoinRequests.projectId))
    .innerJoin(users, eq(users.id, projectJoinRequests.userId))
    .where(eq(influencerApplications.id, id));
  const [row] = forUpdate
    ? await query.for('update', { of: [influencerApplications, projectJoinRequests] })
    : await query;
  return row ?? null;
}
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

const storedStatusOf: Record<ApplicationStatusFilter, string | null> = {
  pending: 'en attente',
  reviewing: null,
  accepted: 'approuvé',
  refused: 'refusé',
};

/** The applications to the owner's projects, newest first, with the dashboard's filters. */
export async function listReceivedApplications(
  db: Db,
  ownerId: string,
  query: InfluencerApplicationListQuery,
) {
  const conditions: SQL[] = [eq(projects.userId, ownerId), isNull(users.deletedAt)];
  if (query.q) {
    const pattern = containsPattern(query.q.toLowerCase());
    conditions.push(
      sql`(lower(${users.fullName}) LIKE ${pattern} OR lower(${projectJoinRequests.role}) LIKE ${pattern})`,
    );
  }
  if (query.status) {
    const stored = storedStatusOf[query.status];
    // 'En cours d'examen' is a display value only (spec 2 §4): no stored application has it.
    conditions.push(stored ? eq(projectJoinRequests.status, stored as 'en attente') : sql`false`);
  }
  if (query.roleId) conditions.push(eq(influencerApplications.roleId, query.roleId));
  return db
    .select(applicationColumns)
    .from(influencerApplications)
    .innerJoin(projectJoinRequests, eq(projectJoinRequests.id, influencerApplications.joinRequestId))
    .innerJoin(projects, eq(projects.id, projectJoinRequests.projectId))
    .innerJoin(users, eq(users.id, projectJoinRequests.userId))
    .where(and(...conditions))
    .orderBy(desc(influencerApplications.createdAt), desc(influencerApplications.id))
    .limit(applicationPageSize);
}

/** The dashboard's counters over all the owner's applications and influencer projects. */
export async function dashboardCounters(db: Db, ownerId: string) {
  const [apps] = await db
    .select({
      total: count(),
      pending: sql<number>`count(*) filter (where ${projectJoinRequests.status} = 'en attente')`,
      accepted: sql<number>`count(*) filter (where ${projectJoinRequests.status} = 'approuvé')`,
    })
    .from(influencerApplications)
    .innerJoin(projectJoinRequests, eq(projectJoinRequests.id, influencerApplications.joinRequestId))
    .innerJoin(projects, eq(projects.id, projectJoinRequests.projectId))
    .where(eq(projects.userId, ownerId));
  const [active] = await db
    .select({ count: count() })
    .from(projects)
    .where(
      and(
        eq(projects.userId, ownerId),
        isInfluencerProjectSql,
        inArray(projects.status, ['en préparation', 'en cours']),
      ),
    );
  return {
    total: Number(apps?.total ?? 0),
    pending: Number(apps?.pending ?? 0),
    accepted: Number(apps?.accepted ?? 0),
    activeProjects: Number(active?.count ?? 0),
  };
}

/** The owner's roles (for the dashboard's role filter). */
export async function ownerRoles(db: Db, ownerId: string) {
  return db
    .select({ id: influencerRoles.id, title: influencerRoles.title, projectTitle: projects.title })
    .from(influencerRoles)
    .innerJoin(projects, eq(projects.id, influencerRoles.projectId))
    .where(eq(projects.userId, ownerId))
    .orderBy(asc(projects.title), asc(influencerRoles.title));
}

/** The member's pending join request on a project, if any. */
export async function hasPendingRequest(db: Reader, projectId: string, userId: string) {
  const [row] = await db
    .select({ id: projectJoinRequests.id })
    .from(projectJoinRequests)
    .where(
      and(
        eq(projectJoinRequests.projectId, projectId),
        eq(projectJoinRequests.userId, userId),
        eq(projectJoinRequests.status, 'en attente'),
      ),
    );
  return row !== undefined;
}

/** The member's own applications (account export). */
export async function applicationsOf(db: Db, userId: string) {
  return db
    .select({
      application: influencerApplications,
      role: projectJoinRequests.role,
      status: projectJoinRequests.status,
    })
    .from(influencerApplications)
    .innerJoin(projectJoinRequests, eq(projectJoinRequests.id, influencerApplications.joinRequestId))
    .where(eq(projectJoinRequests.userId, userId));
}
