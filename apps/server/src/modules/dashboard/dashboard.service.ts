import type { DashboardLayout, DashboardMetric, ProjectCategory, ProjectStatus } from '@plateau/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dashboardLayouts, talentFacets, users } from '../../db/schema';
import { withCompiledRows } from '../../lib/compiled-rows';
import { isoText, selectListsOnce, selectRowsOnce } from '../../lib/raw-query';
import { noBlockBetween } from '../moderation';

/*
 * The dashboard is a read model over other areas' tables (projects, tasks, connections, messages, profile
 * views, news): each widget is one statement, so the whole page costs a handful of queries run in parallel.
 * Every write it offers (answering a request, connecting) goes through the owning area's endpoint.
 */

/** The day boundaries of the statistics and of 'upcoming' events: the Paris calendar day. */
export const dashboardTimeZone = 'Europe/Paris';

/** Made once: building an Intl formatter costs more than the statistics' query building. */
const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: dashboardTimeZone });

/** Today in Paris, YYYY-MM-DD. */
export function todayInParis(now = new Date()): string {
  return parisDay.format(now);
}

export type PersonRow = {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  profession: string | null;
  location: string | null;
};

const personColumns = sql`u.id, u.full_name as "fullName", u.avatar_url as "avatarUrl", u.profession, u.location`;

// ---- Mes Projets -------------------------------------------------------------------------------------

export type DashboardProjectRow = {
  id: string;
  title: string;
  status: ProjectStatus;
  category: ProjectCategory;
  coverImage: string | null;
  relation: 'owner' | 'member';
  openTasks: number;
  updatedAt: string;
  total: number;
};

/** The member's own projects and those they are a member of, last updated first, with their open tasks. */
export function listMyProjects(db: Db, userId: string, limit: number) {
  const member = sql.placeholder('userId');
  return selectRowsOnce<DashboardProjectRow>(
    db,
    'dashboard_projects',
    () => sql`
      with mine as (
        select id, 'owner' as relation from projects where user_id = ${member}
        union all
        select pm.project_id, 'member' from project_members pm
          join projects owned on owned.id = pm.project_id
          where pm.user_id = ${member} and owned.user_id <> ${member}
      )
      select p.id, p.title, p.status, p.category, p.cover_image as "coverImage", mine.relation,
        (select count(*)::int from tasks t where t.project_id = p.id and t.status <> 'terminé') as "openTasks",
        ${isoText(sql`p.updated_at`)} as "updatedAt",
        (count(*) over ())::int as total
      from mine join projects p on p.id = mine.id
      order by p.updated_at desc, p.id desc
      limit ${sql.placeholder('limit')}`,
    { userId, limit },
  );
}

// ---- Mon Réseau --------------------------------------------------------------------------------------

export type PendingRow = PersonRow & { connectionId: string; createdAt: string; total: number };

/** Requests the member received and has not answered, newest first. */
function pendingRequestsSql(userId: unknown, limit: unknown): SQL {
  return sql`
      select c.id as "connectionId", ${isoText(sql`c.created_at`)} as "createdAt", ${personColumns},
        (count(*) over ())::int as total
      from connections c join users u on u.id = c.user_id
      where c.connected_user_id = ${userId} and c.status = 'en attente' and u.deleted_at is null
      order by c.created_at desc, c.id desc
      limit ${limit}`;
}

export type RecentRow = PersonRow & { connectionId: string; since: string };

/** Accepted connections on either side, the most recently accepted first. */
function recentConnectionsSql(userId: unknown, limit: unknown): SQL {
  return sql`
      select c.id as "connectionId", ${isoText(sql`c.updated_at`)} as since, ${personColumns}
      -- The member's accepted connections sorted first (a few hundred rows, no member read), then one
      -- primary-key lookup each, newest first, until the page is full ('offset 0' keeps the sort below the
      -- lookups; 'limit 1' keeps the planner from turning the lookup back into a join that hashed every member).
      from (
        select id, updated_at, case when user_id = ${userId} then connected_user_id else user_id end as other_id
        from connections
        where (user_id = ${userId} or connected_user_id = ${userId}) and status = 'accepté'
        order by updated_at desc, id desc
        offset 0
      ) c
        cross join lateral (select * from users where users.id = c.other_id limit 1) u
      where u.deleted_at is null
      order by c.updated_at desc, c.id desc
      limit ${limit}`;
}

export type SuggestionRow = PersonRow & {
  sharedSkills: number;
  sameCity: boolean;
  sameProfession: boolean;
  mutualConnections: number;
};

/** How many of the newest members join the candidates, so that someone with nothing in common yet gets some. */
const newestCandidates = 20;
/** The most candidates each source gives (a popular skill is shared by half the members: they are not all scored). */
const poolSize = 200;

/**
 * People to connect with: not oneself, nobody the member already has a connection row with (accepted,
 * pending either way, or refused), ranked by shared skills, same city, same profession and connections in
 * common. Only a bounded pool is scored, so the cost does not grow with the membership: people with all of
 * the member's skills, with one of them, in the same city (each through the talents GIN index), with the
 * same profession, at most `poolSize` of each; everyone with a connection in common; the newest members.
 */
function suggestionsSql(userId: unknown, limit: unknown): SQL {
  const facets = talentFacets(users);
  const activeMember = sql`${users.role} = 'user' and ${users.deletedAt} is null`;
  return sql`
      with me as (
        select skills, location,
          nullif(f_unaccent(lower(coalesce(location, ''))), '') as folded_location,
          nullif(f_unaccent(lower(coalesce(profession, ''))), '') as folded_profession
        from users where id = ${userId}
      ),
      linked as (
        select case when user_id = ${userId} then connected_user_id else user_id end as id, status
        from connections where user_id = ${userId} or connected_user_id = ${userId}
      ),
      mutual as (
        select case when c.user_id = l.id then c.connected_user_id else c.user_id end as id, count(*)::int as n
        from linked l join connections c on (c.user_id = l.id or c.connected_user_id = l.id)
        where l.status = 'accepté' and c.status = 'accepté'
        group by 1
      ),
      candidates as (
        (select ${users.id} as id from ${users}, me
          where ${activeMember} and cardinality(me.skills) > 0 and ${facets} @> me.skills
          limit ${poolSize})
        union
        (select ${users.id} from ${users}, me
          where ${activeMember} and cardinality(me.skills) > 0 and ${facets} && me.skills
          limit ${poolSize})
        union
        (select ${users.id} from ${users}, me
          where ${activeMember} and me.location is not null and ${facets} @> array[' l:' || me.location]
          limit ${poolSize})
        union
        (select ${users.id} from ${users}, me
          where ${activeMember} and me.folded_profession is not null
            and f_unaccent(lower(coalesce(${users.profession}, ''))) = me.folded_profession
          limit ${poolSize})
        union
        select id from mutual
        union
        (select ${users.id} from ${users} where ${activeMember}
          order by ${users.createdAt} desc nulls first, ${users.id} desc nulls first limit ${newestCandidates})
      ),
      scored as (
        select ${personColumns}, u.sort_name,
          cardinality(array(select unnest(u.skills) intersect select unnest(me.skills)))::int as "sharedSkills",
          coalesce(me.folded_location = f_unaccent(lower(u.location)), false) as "sameCity",
          coalesce(me.folded_profession = f_unaccent(lower(u.profession)), false) as "sameProfession",
          coalesce(mutual.n, 0) as "mutualConnections"
        from candidates cand
          -- One primary-key lookup per candidate (at most a few hundred; a plain join hashed every member).
          cross join lateral (select * from users where users.id = cand.id limit 1) u
          cross join me
          left join mutual on mutual.id = u.id
        where u.id <> ${userId} and u.role = 'user' and u.deleted_at is null and u.banned = false
          and not exists (select 1 from linked where linked.id = u.id)
          and ${noBlockBetween(userId, sql`u.id`)}
      )
      select id, "fullName", "avatarUrl", profession, location, "sharedSkills", "sameCity", "sameProfession",
        "mutualConnections"
      from scored
      order by "sharedSkills" * 3 + "sameCity"::int * 2 + "sameProfession"::int * 2 + "mutualConnections" desc,
        sort_name collate "C", id
      limit ${limit}`;
}

// ---- Contenus Personnalisés --------------------------------------------------------------------------

/** Published and due: drafts and articles scheduled for later stay hidden. */
const publishedNow = sql`n.is_published = true and coalesce(n.publish_date, n.created_at) <= now()`;

export type ArticleRow = {
  id: string;
  title: string;
  summary: string | null;
  imageUrl: string | null;
  category: string | null;
  publishedAt: string;
  authorName: string | null;
};

function recentArticlesSql(limit: unknown): SQL {
  return sql`
      select n.id, n.title, n.summary, n.image_url as "imageUrl", n.category,
        ${isoText(sql`coalesce(n.publish_date, n.created_at)`)} as "publishedAt", u.full_name as "authorName"
      from news n left join users u on u.id = n.author_id
      where ${publishedNow}
      order by coalesce(n.publish_date, n.created_at) desc, n.id desc
      limit ${limit}`;
}

export type EventRow = { id: string; title: string; eventDate: string | null; eventLocation: string | null };

/** Events from today (Paris) on, soonest first; those without a date last ('Date à confirmer'). */
function upcomingEventsSql(limit: unknown): SQL {
  return sql`
      select n.id, n.title, ${isoText(sql`n.event_date`)} as "eventDate", n.event_location as "eventLocation"
      from news n
      where ${publishedNow} and n.categories @> array['Événements']::text[]
        and (n.event_date is null
          or n.event_date >= (date_trunc('day', now() at time zone ${dashboardTimeZone}) at time zone ${dashboardTimeZone}))
      order by n.event_date asc nulls last, n.id
      limit ${limit}`;
}

/** How many of the latest articles the trend tags are counted from. */
export const trendWindow = 50;

function trendTagsSql(limit: unknown): SQL {
  return sql`
      select tag, count(*)::int as count
      from (
        select unnest(n.tags) as tag from (
          select n.tags from news n where ${publishedNow}
          order by coalesce(n.publish_date, n.created_at) desc, n.id desc
          limit ${trendWindow}
        ) n
      ) t
      group by tag
      order by count desc, tag
      limit ${limit}`;
}

// ---- One statement per widget -----------------------------------------------------------------------

const member = sql.placeholder('userId');

/**
 * Mon Réseau: pending requests, recent connections and suggestions, in one statement rendered once and prepared
 * under its name (selectRowsOnce: about a hundred lines of SQL, whose plan does not depend on the member).
 */
export function loadNetwork(
  db: Db,
  userId: string,
  limits: { pending: number; recent: number; suggestions: number },
) {
  return selectListsOnce<{ pending: PendingRow[]; recent: RecentRow[]; suggestions: SuggestionRow[] }>(
    db,
    'dashboard_network',
    () => ({
      pending: pendingRequestsSql(member, sql.placeholder('pending')),
      recent: recentConnectionsSql(member, sql.placeholder('recent')),
      suggestions: suggestionsSql(member, sql.placeholder('suggestions')),
    }),
    { userId, ...limits },
    { named: true },
  );
}

/** Contenus Personnalisés: recent articles, upcoming events and trend tags. */
export function loadContent(db: Db, limits: { articles: number; events: number; trendTags: number }) {
  return selectListsOnce<{
    articles: ArticleRow[];
    events: EventRow[];
    trendTags: { tag: string; count: number }[];
  }>(
    db,
    'dashboard_content',
    () => ({
      articles: recentArticlesSql(sql.placeholder('articles')),
      events: upcomingEventsSql(sql.placeholder('events')),
      trendTags: trendTagsSql(sql.placeholder('trendTags')),
    }),
    limits,
    { named: true },
  );
}

// ---- Statistiques ------------------------------------------------------------------------------------

export type DailyCountRow = { metric: DashboardMetric; day: string; count: number };

/**
 * The member's activity per Paris day since `firstDay` (YYYY-MM-DD), in one statement: projects created,
 * connections accepted (either side), messages received, profile views, and tasks finished in the
 * projects they own or belong to (a finished task's last update is when it was finished).
 */
export function countDailyActivity(db: Db, userId: string, firstDay: string) {
  return selectRowsOnce<DailyCountRow>(db, 'dashboard_statistics', dailyActivitySql, { userId, firstDay });
}

/** The statement of `countDailyActivity` (the member and the first day as placeholders). */
function dailyActivitySql(): SQL {
  const tz = dashboardTimeZone;
  const userId = sql.placeholder('userId');
  const firstDay = sql.placeholder('firstDay');
  const since = sql`(${firstDay}::date::timestamp at time zone ${tz})`;
  const dayOf = (column: string) => sql`(${sql.raw(column)} at time zone ${tz})::date`;
  return sql`
      with activity as (
        select 'projects' as metric, ${dayOf('created_at')} as day from projects
          where user_id = ${userId} and created_at >= ${since}
        union all
        select 'connections', ${dayOf('updated_at')} from connections
          where (user_id = ${userId} or connected_user_id = ${userId}) and status = 'accepté' and updated_at >= ${since}
        union all
        select 'messages', ${dayOf('created_at')} from messages
          where receiver_id = ${userId} and created_at >= ${since}
        union all
        select 'profileViews', viewed_on from profile_views
          where profile_id = ${userId} and viewed_on >= ${firstDay}::date
        union all
        select 'tasksCompleted', ${dayOf('updated_at')} from tasks
          where status = 'terminé' and updated_at >= ${since}
            and project_id in (
              select id from projects where user_id = ${userId}
              union select project_id from project_members where user_id = ${userId}
            )
      )
      select metric, to_char(day, 'YYYY-MM-DD') as day, count(*)::int as count
      from activity group by metric, day`;
}

// ---- Layout ------------------------------------------------------------------------------------------

function prepareLayout(db: Db) {
  return withCompiledRows(
    db
      .select({ layout: dashboardLayouts.layout })
      .from(dashboardLayouts)
      .where(eq(dashboardLayouts.userId, sql.placeholder('userId')))
      .limit(1)
      .prepare('dashboard_layout'),
  );
}

const preparedLayouts = new WeakMap<Db, ReturnType<typeof prepareLayout>>();

/** The member's saved layout, or null (prepared once per database: it is read on every dashboard visit). */
export async function findLayout(db: Db, userId: string): Promise<DashboardLayout | null> {
  let statement = preparedLayouts.get(db);
  if (!statement) {
    statement = prepareLayout(db);
    preparedLayouts.set(db, statement);
  }
  const [row] = await statement.execute({ userId });
  return row?.layout ?? null;
}

export async function saveLayout(db: Db | Tx, userId: string, layout: DashboardLayout): Promise<void> {
  await db
    .insert(dashboardLayouts)
    .values({ userId, layout })
    .onConflictDoUpdate({ target: dashboardLayouts.userId, set: { layout, updatedAt: sql`now()` } });
}
