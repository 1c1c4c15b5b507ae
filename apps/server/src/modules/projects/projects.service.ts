import type { ProjectListQuery } from '@plateau/shared';
import { and, asc, desc, eq, is, isNull, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { projectFacets, projectJoinRequests, projectMembers, projects, tasks, users } from '../../db/schema';
import { withCompiledRows } from '../../lib/compiled-rows';
import { cursorKey, type KeysetCursor, pageOf } from '../../lib/cursor';
import { preparedPerShape } from '../../lib/prepared-shapes';
import { isoTimestamp } from '../../lib/raw-query';
import { frenchQuery, fullTextQuery } from '../../lib/search';

type Reader = Db | Tx;

export type ProjectRow = typeof projects.$inferSelect;
export const ownerColumns = {
  id: users.id,
  fullName: users.fullName,
  avatarUrl: users.avatarUrl,
  profession: users.profession,
};
export type PersonRow = { id: string; fullName: string; avatarUrl: string | null; profession: string | null };

const cardColumns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  category: projects.category,
  status: projects.status,
  coverImage: projects.coverImage,
  requiredRoles: projects.requiredRoles,
  deadline: projects.deadline,
  createdAt: isoTimestamp(projects.createdAt),
  cursorAt: cursorKey(sql`${projects.createdAt}`),
  owner: ownerColumns,
};
export type ProjectCardRow = {
  id: string;
  title: string;
  description: string;
  category: ProjectRow['category'];
  status: ProjectRow['status'];
  coverImage: string | null;
  requiredRoles: string[];
  deadline: string | null;
  /** The answer's text of the timestamp (`isoTimestamp`). */
  createdAt: string;
  cursorAt: string;
  owner: PersonRow;
};

/** The keys of projectFacets a list's filters require. */
function facetKeys(query: ProjectListQuery): string[] {
  return [
    ...(query.category ? [`c:${query.category}`] : []),
    ...(query.status ? [`s:${query.status}`] : []),
    ...(query.recruiting ? [query.recruiting === 'recruiting' ? 'r:oui' : 'r:non'] : []),
  ];
}

/** Which filters a list query uses: queries of one shape share one prepared statement per database. */
type ListShape = { facets: boolean; cursor: boolean };
const shapeName = (shape: ListShape) => `projects_list_${shape.facets ? 'f' : ''}${shape.cursor ? 'c' : ''}`;

/**
 * The search of the projects' lists, GET /api/search's rule (lib/search.ts fullTextQuery): French full-text on
 * the stored document of title, description and tags (projects_search_document_idx).
 */
export const projectMatch = (all: unknown) => sql`${projects.searchDocument} @@ ${frenchQuery(all)}`;

function prepareList(db: Db, shape: ListShape) {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (shape.facets) {
    conditions.push(sql`${projectFacets(projects)} @> ${sql.placeholder('facets')}::text[]`);
  }
  if (shape.cursor) {
    conditions.push(
      sql`(${projects.createdAt}, ${projects.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`,
    );
  }
  return db
    .select(cardColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(and(...conditions))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(sql.placeholder('limit'))
    .prepare(shapeName(shape));
}

const preparedList = preparedPerShape(shapeName, prepareList);

/** The newest projects a searched page walks (from its cursor) before it turns to the full-text index. */
export const projectWalkWindow = 1_000;

const newestFirst = [desc(projects.createdAt), desc(projects.id)] as const;

/** Which parts a searched page's statements have: with a cursor, with filters. */
type SearchShape = { facets: boolean; cursor: boolean };
const searchShapeName = (step: 'walked' | 'matching') => (shape: SearchShape) =>
  `projects_search_${step}_${shape.facets ? 'f' : ''}${shape.cursor ? 'c' : ''}`;

/** The conditions of a searched page, every value a placeholder (`all`, `facets`, `at`, `id`). */
function searchConditions(shape: SearchShape) {
  const after = shape.cursor
    ? sql`(${projects.createdAt}, ${projects.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`
    : sql`true`;
  const conditions: SQL[] = [isNull(users.deletedAt), projectMatch(sql.placeholder('all')), after];
  if (shape.facets) conditions.push(sql`${projectFacets(projects)} @> ${sql.placeholder('facets')}::text[]`);
  return { after, conditions };
}

// Rendered once per shape, unnamed (''): PostgreSQL plans each search with its words, as a plain query.
const walkedStatement = preparedPerShape(searchShapeName('walked'), (db, shape: SearchShape) => {
  const { after, conditions } = searchConditions(shape);
  const cut = sql`(SELECT ${projects.createdAt} FROM ${projects} WHERE ${after}
    ORDER BY ${projects.createdAt} DESC, ${projects.id} DESC OFFSET ${sql.placeholder('offset')} LIMIT 1)`;
  return db
    .select(cardColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(and(...conditions, sql`${projects.createdAt} >= coalesce(${cut}, '-infinity'::timestamptz)`))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('');
});
const matchingStatement = preparedPerShape(searchShapeName('matching'), (db, shape: SearchShape) => {
  const { conditions } = searchConditions(shape);
  const matching = sql`(
    WITH matching AS MATERIALIZED (
      SELECT ${projects.id} AS id, ${projects.createdAt} AS created_at FROM ${projects}
      JOIN ${users} ON ${users.id} = ${projects.userId} WHERE ${and(...conditions)}
    )
    SELECT id FROM matching ORDER BY created_at DESC, id DESC LIMIT ${sql.placeholder('limit')}
  )`;
  return db
    .select(cardColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(sql`${projects.id} IN ${matching}`)
    .orderBy(...newestFirst)
    .prepare('');
});

/**
 * A searched page, without trusting the planner's guess of how common the words are (a word missing from its
 * statistics counts as 0.5 % of the projects, so a rare one made it walk all 50,000 newest first): first the
 * `walkWindow` newest projects from the cursor on (common words fill the page there); when they hold less
 * than a page, the matches are few and come from the GIN index (a MATERIALIZED CTE keeps the planner on it),
 * sorted. Each statement is rendered once per shape but not prepared under a name: each plan sees the words.
 */
async function searchedPage(
  db: Db,
  all: string,
  keys: string[],
  cursor: KeysetCursor | null,
  limit: number,
  walkWindow: number,
): Promise<ProjectCardRow[]> {
  const shape = { facets: keys.length > 0, cursor: cursor !== null };
  const values = {
    all,
    facets: keys,
    limit,
    offset: Math.max(1, walkWindow) - 1,
    ...(cursor ? { at: cursor.at, id: cursor.id } : {}),
  };
  const walked: ProjectCardRow[] = await walkedStatement(db, shape).execute(values);
  if (walked.length === limit) return walked;
  return matchingStatement(db, shape).execute(values);
}

/**
 * GET /api/projects: newest first, keyset pages; the search is GET /api/search's (projectMatch: French
 * full-text, accents and case ignored: searchedPage), the filters through their GIN index (projects_search_idx).
 * Each shape of unsearched query is prepared once (no planning per request).
 */
export async function listProjects(
  db: Db,
  query: ProjectListQuery & { limit: number },
  cursor: KeysetCursor | null,
  { walkWindow = projectWalkWindow }: { walkWindow?: number } = {},
) {
  const fullText = fullTextQuery(query.q);
  // A search without a word (only signs) finds nothing, as GET /api/search.
  if (query.q && !fullText) return { rows: [] as ProjectCardRow[], nextCursor: null };
  const keys = facetKeys(query);
  const keyOf = (row: ProjectCardRow) => ({ at: row.cursorAt, id: row.id });
  if (fullText) {
    const rows = await searchedPage(db, fullText.all, keys, cursor, query.limit + 1, walkWindow);
    return pageOf(rows, query.limit, keyOf);
  }
  const shape = { facets: keys.length > 0, cursor: cursor !== null };
  const statement = preparedList(db, shape);
  const params: Record<string, unknown> = { limit: query.limit + 1, facets: keys };
  if (cursor) Object.assign(params, { at: cursor.at, id: cursor.id });
  const rows: ProjectCardRow[] = await statement.execute(params);
  return pageOf(rows, query.limit, keyOf);
}

/** A project with its owner, or null (unknown, or its owner's account is deleted). */
export async function findProject(db: Reader, id: string, forUpdate = false) {
  const query = db
    .select({ project: projects, owner: ownerColumns })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(and(eq(projects.id, id), isNull(users.deletedAt)));
  const [row] = forUpdate ? await query.for('update', { of: projects }) : await query;
  return row ?? null;
}
export type ProjectWithOwner = NonNullable<Awaited<ReturnType<typeof findProject>>>;

/** The statement of `findProjectForMember`, its values as placeholders. */
const projectForMember = (db: Reader) =>
  db
    .select({ project: projects, owner: ownerColumns, membershipId: projectMembers.id })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoin(
      projectMembers,
      and(
        eq(projectMembers.projectId, projects.id),
        sql`${projectMembers.userId} = ${sql.placeholder('userId')}::uuid`,
      ),
    )
    .where(and(sql`${projects.id} = ${sql.placeholder('id')}::uuid`, isNull(users.deletedAt)));

const preparedForMember = preparedPerShape(
  () => 'project_for_member',
  (db) => projectForMember(db).prepare('project_for_member'),
);

/**
 * A project with its owner (active) and whether the user is one of its members, in one round trip: the task
 * board's and the team conversation's access check, prepared once per database (built again in a transaction).
 */
export async function findProjectForMember(db: Reader, id: string, userId: string) {
  const statement = is(db, PgTransaction)
    ? projectForMember(db).prepare('project_for_member')
    : preparedForMember(db as Db, null);
  const [row] = await statement.execute({ id, userId });
  return row ?? null;
}

/** The member's row in a project, if any. */
export async function findMembership(db: Reader, projectId: string, userId: string) {
  const [row] = await db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  return row ?? null;
}
export type MemberRow = typeof projectMembers.$inferSelect;

/** The member's latest join request to a project, if any. */
export async function findLatestJoinRequest(db: Reader, projectId: string, userId: string) {
  const [row] = await db
    .select()
    .from(projectJoinRequests)
    .where(and(eq(projectJoinRequests.projectId, projectId), eq(projectJoinRequests.userId, userId)))
    .orderBy(desc(projectJoinRequests.createdAt), desc(projectJoinRequests.id))
    .limit(1);
  return row ?? null;
}
export type JoinRequestRow = typeof projectJoinRequests.$inferSelect;

/** Members, tasks, finished tasks and pending requests of a project, in one query. */
export async function projectStats(db: Reader, projectId: string) {
  const [row] = await db
    .select({
      members: sql<number>`(SELECT count(*)::int FROM ${projectMembers} WHERE ${projectMembers.projectId} = ${projectId})`,
      tasks: sql<number>`(SELECT count(*)::int FROM ${tasks} WHERE ${tasks.projectId} = ${projectId})`,
      doneTasks: sql<number>`(SELECT count(*)::int FROM ${tasks} WHERE ${tasks.projectId} = ${projectId} AND ${tasks.status} = 'terminé')`,
      pendingRequests: sql<number>`(SELECT count(*)::int FROM ${projectJoinRequests} WHERE ${projectJoinRequests.projectId} = ${projectId} AND ${projectJoinRequests.status} = 'en attente')`,
    })
    .from(sql`(SELECT 1) AS one`);
  return row ?? { members: 0, tasks: 0, doneTasks: 0, pendingRequests: 0 };
}

/**
 * The project page's reads in one statement: the project with its owner (active), the reader's member row and
 * latest join request (none for a visitor: `userId` null matches no row), and the counts of `projectStats`.
 */
function prepareProjectDetail(db: Db) {
  const id = sql.placeholder('id');
  const userId = sql.placeholder('userId');
  return withCompiledRows(
    db
      .select({
        project: projects,
        owner: ownerColumns,
        membership: projectMembers,
        joinRequest: projectJoinRequests,
        members: sql<number>`(SELECT count(*)::int FROM project_members counted WHERE counted.project_id = ${projects.id})`,
        tasks: sql<number>`(SELECT count(*)::int FROM tasks counted WHERE counted.project_id = ${projects.id})`,
        doneTasks: sql<number>`(SELECT count(*)::int FROM tasks counted WHERE counted.project_id = ${projects.id} AND counted.status = 'terminé')`,
        pendingRequests: sql<number>`(SELECT count(*)::int FROM project_join_requests counted WHERE counted.project_id = ${projects.id} AND counted.status = 'en attente')`,
      })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.userId))
      .leftJoin(
        projectMembers,
        and(eq(projectMembers.projectId, projects.id), sql`${projectMembers.userId} = ${userId}::uuid`),
      )
      .leftJoin(
        projectJoinRequests,
        sql`${projectJoinRequests.id} = (SELECT latest.id FROM project_join_requests latest
        WHERE latest.project_id = ${projects.id} AND latest.user_id = ${userId}::uuid
        ORDER BY latest.created_at DESC, latest.id DESC LIMIT 1)`,
      )
      .where(and(sql`${projects.id} = ${id}::uuid`, isNull(users.deletedAt)))
      .prepare('project_detail'),
  );
}

const preparedDetails = new WeakMap<Db, ReturnType<typeof prepareProjectDetail>>();

/** `findProject`, `findMembership`, `findLatestJoinRequest` and `projectStats` in one prepared statement. */
export async function findProjectDetail(db: Db, id: string, userId: string | null) {
  let statement = preparedDetails.get(db);
  if (!statement) {
    statement = prepareProjectDetail(db);
    preparedDetails.set(db, statement);
  }
  const [row] = await statement.execute({ id, userId });
  if (!row) return null;
  const { members, tasks, doneTasks, pendingRequests } = row;
  // Field by field, not `{ ...rest, stats }`: see "Answers built field by field" in ARCHITECTURE.md.
  return {
    project: row.project,
    owner: row.owner,
    membership: row.membership,
    joinRequest: row.joinRequest,
    stats: { members, tasks, doneTasks, pendingRequests },
  };
}

/** Every member row of a project with the member, oldest first. */
export async function listMembers(db: Reader, projectId: string) {
  return db
    .select({ member: projectMembers, user: ownerColumns })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), isNull(users.deletedAt)))
    .orderBy(asc(projectMembers.createdAt), asc(projectMembers.id));
}
export type MemberWithUser = Awaited<ReturnType<typeof listMembers>>[number];

/** A member row with its member, by id within a project. */
export async function findMember(db: Reader, projectId: string, memberId: string) {
  const [row] = await db
    .select({ member: projectMembers, user: ownerColumns })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.id, memberId), eq(projectMembers.projectId, projectId)));
  return row ?? null;
}

/** The pending requests of a project with the requester, oldest first (owner's panel). */
export async function listPendingRequests(db: Reader, projectId: string) {
  return db
    .select({ request: projectJoinRequests, user: ownerColumns })
    .from(projectJoinRequests)
    .innerJoin(users, eq(users.id, projectJoinRequests.userId))
    .where(
      and(
        eq(projectJoinRequests.projectId, projectId),
        eq(projectJoinRequests.status, 'en attente'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(projectJoinRequests.createdAt), asc(projectJoinRequests.id));
}

/** A join request with its requester, by id. */
export async function findJoinRequest(db: Reader, id: string, forUpdate = false) {
  const query = db
    .select({ request: projectJoinRequests, user: ownerColumns })
    .from(projectJoinRequests)
    .innerJoin(users, eq(users.id, projectJoinRequests.userId))
    .where(eq(projectJoinRequests.id, id));
  const [row] = forUpdate ? await query.for('update', { of: projectJoinRequests }) : await query;
  return row ?? null;
}
export type JoinRequestWithUser = NonNullable<Awaited<ReturnType<typeof findJoinRequest>>>;

/** The public pages of the projects whose owner is active, newest change first (a sitemap holds 50,000). */
export async function listProjectPages(db: Reader, limit = 50_000) {
  return db
    .select({ id: projects.id, updatedAt: projects.updatedAt })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(isNull(users.deletedAt))
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(limit);
}
