import {
  type DigestFrequency,
  defaultEmailPreferences,
  type EmailCategory,
  type EmailPreferences,
  emailCategories,
  type NotificationKind,
  type NotificationType,
  notificationTarget,
  notificationTypesOf,
  plateauTimeZone,
  projectRoleLabel,
  rolesForProfession,
  type UnsubscribeScope,
} from '@plateau/shared';
import { and, asc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notificationEmailPreferences, users } from '../../db/schema';
import { isoText, selectRows } from '../../lib/raw-query';
import { type DigestMailData, renderDigestMail } from '../../mail/notifications/digest-mail';
import { categoriesAt } from './email-preferences.service';
import { unsubscribeLinks } from './mail-links';
import { canReceiveNotificationMail, type MailRecipient, mailRecipientColumns } from './mail-recipient';
import type { OutgoingMail } from './notification-mail';

const hour = 3600 * 1000;
/** How far back a summary reaches at most, and how long after the last one the next is due (minus an hour of slack). */
export const digestPeriodMs: Record<DigestFrequency, number> = {
  quotidien: 24 * hour,
  hebdomadaire: 7 * 24 * hour,
};
const dueSlackMs = hour;
/** Notifications listed in one summary; the rest are counted. */
const listedNotifications = 10;
/** 'Des projets recrutent pour votre profession': at most this many. */
const recruitingShown = 5;
/** The magazine's new articles: at most this many. */
const articlesShown = 5;
/** Recruiting projects of a period considered for the matches (newest first). */
const recruitingPool = 500;
export const defaultDigestBatchSize = 1000;
const sendConcurrency = 8;

const untilColumn = (frequency: DigestFrequency) =>
  frequency === 'quotidien'
    ? notificationEmailPreferences.dailyDigestUntil
    : notificationEmailPreferences.weeklyDigestUntil;

const whenFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: plateauTimeZone,
});

/** A member who may receive a summary of this frequency, with their settings and their last summary's end. */
type DigestCandidate = MailRecipient & { preferences: EmailPreferences; until: Date | null };

type DigestNotification = {
  userId: string;
  type: NotificationType;
  kind: NotificationKind | null;
  content: string;
  relatedId: string | null;
  taskId: string | null;
  createdAt: string;
  total: number;
};

type RecruitingProject = {
  id: string;
  ownerId: string;
  title: string;
  category: string;
  location: string | null;
  requiredRoles: string[];
  createdAt: string;
};

type NewArticle = {
  id: string;
  title: string;
  summary: string | null;
  category: string | null;
  publishedAt: string;
};

function candidateFilter(frequency: DigestFrequency, now: Date): SQL | undefined {
  const until = untilColumn(frequency);
  const p = notificationEmailPreferences;
  const setToFrequency = or(...emailCategories.map((category) => eq(p[category], frequency)));
  const defaultsInclude = Object.values(defaultEmailPreferences).includes(frequency);
  return and(
    isNull(users.deletedAt),
    eq(users.banned, false),
    eq(users.emailVerified, true),
    defaultsInclude ? or(isNull(p.userId), setToFrequency) : setToFrequency,
    or(
      isNull(until),
      sql`${until} <= ${new Date(now.getTime() - digestPeriodMs[frequency] + dueSlackMs).toISOString()}::timestamptz`,
    ),
  );
}

/** One batch of members due a summary, in id order after `afterId` (keyset: the run scales by batches). */
async function dueMembers(
  db: Db,
  frequency: DigestFrequency,
  now: Date,
  options: { afterId: string | null; limit: number; userId?: string },
): Promise<DigestCandidate[]> {
  const p = notificationEmailPreferences;
  const rows = await db
    .select({
      ...mailRecipientColumns,
      hasPreferences: p.userId,
      messages: p.messages,
      connections: p.connections,
      projects: p.projects,
      tasks: p.tasks,
      magazine: p.magazine,
      until: untilColumn(frequency),
    })
    .from(users)
    .leftJoin(p, eq(p.userId, users.id))
    .where(
      and(
        candidateFilter(frequency, now),
        options.afterId ? gt(users.id, options.afterId) : undefined,
        options.userId ? eq(users.id, options.userId) : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    profession: row.profession,
    emailVerified: row.emailVerified,
    banned: row.banned,
    deletedAt: row.deletedAt,
    until: row.until,
    preferences: row.hasPreferences
      ? {
          messages: row.messages ?? defaultEmailPreferences.messages,
          connections: row.connections ?? defaultEmailPreferences.connections,
          projects: row.projects ?? defaultEmailPreferences.projects,
          tasks: row.tasks ?? defaultEmailPreferences.tasks,
          magazine: row.magazine ?? defaultEmailPreferences.magazine,
        }
      : { ...defaultEmailPreferences },
  }));
}

function sinceOf(member: DigestCandidate, frequency: DigestFrequency, now: Date): Date {
  const floor = now.getTime() - digestPeriodMs[frequency];
  return new Date(Math.max(floor, member.until?.getTime() ?? floor));
}

/**
 * The batch's unread notifications of their period, of the types each member's summary carries, whose
 * content is still there and the member's to see (the other member active and not blocked either way, the
 * project and the task not deleted, the message or the comment not removed by the moderation): the newest
 * `listedNotifications` of each member, with each member's total.
 */
async function periodNotifications(
  app: FastifyInstance,
  wanted: Array<{ userId: string; since: Date; types: NotificationType[] }>,
  now: Date,
): Promise<Map<string, DigestNotification[]>> {
  const byMember = new Map<string, DigestNotification[]>();
  const asked = wanted.filter((entry) => entry.types.length > 0);
  if (asked.length === 0) return byMember;
  const values = sql.join(
    asked.map(
      (entry) =>
        sql`(${entry.userId}::uuid, ${entry.since.toISOString()}::timestamptz, ${entry.types.join(',')}::text)`,
    ),
    sql`, `,
  );
  // The other member a notice names (its actor, else the sender or requester): none if blocked either way.
  const otherMember = sql`coalesce(n.actor_id, case when n.type in ('message', 'connection') and not ${teamMessage} then n.related_id end)`;
  const rows = await selectRows<DigestNotification>(
    app.db,
    sql`
      with wanted(user_id, since, types) as (values ${values}),
      period as (
        select n.user_id, n.type, n.kind, n.content, n.related_id, n.task_id, n.created_at, n.id,
          row_number() over (partition by n.user_id order by n.created_at desc, n.id desc) as rank,
          count(*) over (partition by n.user_id) as total
        from wanted w
          join notifications n on n.user_id = w.user_id and n.read = false
            and n.created_at > w.since and n.created_at <= ${now.toISOString()}::timestamptz
            and n.type = any(string_to_array(w.types, ','))
        where (n.type not in ('project', 'task')
            or exists (select 1 from projects pr where pr.id = n.related_id))
          and (n.type <> 'task' or n.kind is null or n.task_id is not null)
          and (n.type not in ('message', 'connection') or ${teamMessage} or exists (
            select 1 from users o where o.id = n.related_id and o.deleted_at is null and o.banned = false))
          and (not ${teamMessage} or ${teamMessageUnread})
          and (n.type <> 'message' or ${teamMessage} or exists (select 1 from messages m
            where m.receiver_id = n.user_id and m.sender_id = n.related_id and m.read = false
              and m.moderated_at is null))
          and (n.type <> 'comment' or (
            exists (select 1 from news a where a.id = n.related_id and a.is_published)
            and exists (select 1 from users o where o.id = n.actor_id and o.deleted_at is null and o.banned = false)
            and coalesce((select c.moderated_at is null from article_comments c
              where c.article_id = n.related_id and c.user_id = n.actor_id
                and c.created_at <= n.created_at + interval '1 minute'
              order by c.created_at desc limit 1), false)))
          and (${otherMember} is null or ${app.noBlockBetween(sql`n.user_id`, otherMember)})
      )
      select user_id as "userId", type, kind, content, related_id as "relatedId", task_id as "taskId",
        ${isoText(sql`created_at`)} as "createdAt", total::int as total
      from period where rank <= ${listedNotifications}
      order by user_id, created_at desc, id desc`,
  );
  for (const row of rows) {
    const list = byMember.get(row.userId) ?? [];
    list.push(row);
    byMember.set(row.userId, list);
  }
  return byMember;
}

/** A notice of a project's team conversation (issue 33): related_id is the project, not a sender. */
const teamMessage = sql`(n.type = 'message' and coalesce(n.kind, '') = 'teamMessage')`;
/** The member is still on the project's team and has unread messages there (not their own). */
const teamMessageUnread = sql`(
  exists (select 1 from projects pr where pr.id = n.related_id and (pr.user_id = n.user_id
    or exists (select 1 from project_members pm where pm.project_id = pr.id and pm.user_id = n.user_id)))
  and exists (select 1 from project_messages tm where tm.project_id = n.related_id and tm.sender_id <> n.user_id
    and tm.created_at > coalesce((select r.read_at from project_conversation_reads r
      where r.project_id = tm.project_id and r.user_id = n.user_id), '-infinity'::timestamptz)))`;

/** Open projects created in the longest period a summary covers, newest first: the pool of matches. */
async function recruitingProjects(
  db: Db,
  frequency: DigestFrequency,
  now: Date,
): Promise<RecruitingProject[]> {
  const since = new Date(now.getTime() - digestPeriodMs[frequency]);
  return selectRows<RecruitingProject>(
    db,
    sql`
      select p.id, p.user_id as "ownerId", p.title, p.category, p.project_location as location,
        p.required_roles as "requiredRoles", ${isoText(sql`p.created_at`)} as "createdAt"
      from projects p join users o on o.id = p.user_id
      where cardinality(p.required_roles) > 0 and p.status not in ('terminé', 'en pause')
        and p.created_at > ${since.toISOString()}::timestamptz and p.created_at <= ${now.toISOString()}::timestamptz
        and o.deleted_at is null and o.banned = false
      order by p.created_at desc, p.id desc
      limit ${recruitingPool}`,
  );
}

/** The (member, project) pairs of the batch where the member is already in the team. */
async function memberships(db: Db, userIds: string[], projectIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0 || projectIds.length === 0) return new Set();
  const rows = await selectRows<{ userId: string; projectId: string }>(
    db,
    sql`select user_id as "userId", project_id as "projectId" from project_members
      where user_id in (${sql.join(
        userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and project_id in (${sql.join(
          projectIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return new Set(rows.map((row) => `${row.userId}:${row.projectId}`));
}

/**
 * The (member, owner) pairs of the batch with a block either way (issue 31): their projects are not shown.
 * The rule of `noBlockBetween` for many pairs at once: two probes of the blocks table's indexes per batch.
 */
async function blockedOwners(db: Db, userIds: string[], ownerIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0 || ownerIds.length === 0) return new Set();
  const rows = await selectRows<{ userId: string; ownerId: string }>(
    db,
    sql`select b.blocker_id as "userId", b.blocked_id as "ownerId" from blocks b
      where b.blocker_id in (${sql.join(
        userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and b.blocked_id in (${sql.join(
        ownerIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      union all
      select b.blocked_id, b.blocker_id from blocks b
      where b.blocked_id in (${sql.join(
        userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and b.blocker_id in (${sql.join(
        ownerIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
  return new Set(rows.map((row) => `${row.userId}:${row.ownerId}`));
}

/** Published articles of the longest period a summary covers, newest first (the magazine's section). */
async function newArticles(db: Db, frequency: DigestFrequency, now: Date): Promise<NewArticle[]> {
  const since = new Date(now.getTime() - digestPeriodMs[frequency]);
  return selectRows<NewArticle>(
    db,
    sql`
      select a.id, a.title, a.summary, a.category,
        ${isoText(sql`coalesce(a.publish_date, a.created_at)`)} as "publishedAt"
      from news a
      where a.is_published
        and coalesce(a.publish_date, a.created_at) > ${since.toISOString()}::timestamptz
        and coalesce(a.publish_date, a.created_at) <= ${now.toISOString()}::timestamptz
      order by coalesce(a.publish_date, a.created_at) desc, a.id desc
      limit ${articlesShown * 4}`,
  );
}

function articlesSince(since: Date, pool: NewArticle[]): NewArticle[] {
  return pool
    .filter((article) => new Date(article.publishedAt).getTime() > since.getTime())
    .slice(0, articlesShown);
}

function matchingProjects(
  member: DigestCandidate,
  since: Date,
  pool: RecruitingProject[],
  teams: Set<string>,
  blocked: Set<string>,
): RecruitingProject[] {
  const roles: string[] = rolesForProfession(member.profession);
  if (roles.length === 0) return [];
  return pool
    .filter(
      (project) =>
        project.ownerId !== member.id &&
        !teams.has(`${member.id}:${project.id}`) &&
        !blocked.has(`${member.id}:${project.ownerId}`) &&
        new Date(project.createdAt).getTime() > since.getTime() &&
        project.requiredRoles.some((role) => roles.includes(role)),
    )
    .slice(0, recruitingShown);
}

/** The summary's content for one member, or null when there is nothing to say. */
function composeDigest(
  config: FastifyInstance['config'],
  member: DigestCandidate,
  frequency: DigestFrequency,
  notifications: DigestNotification[],
  projects: RecruitingProject[],
  articles: NewArticle[],
): DigestMailData | null {
  if (notifications.length === 0 && projects.length === 0 && articles.length === 0) return null;
  const base = config.publicUrl;
  const total = notifications[0]?.total ?? 0;
  return {
    frequency,
    recipientName: member.fullName,
    notifications: notifications.map((row) => ({
      content: row.content,
      url: `${base}${notificationTarget(row.type, row.relatedId, row.taskId, row.kind)}`,
      when: whenFormat.format(new Date(row.createdAt)),
    })),
    moreNotifications: Math.max(0, total - notifications.length),
    notificationsUrl: `${base}/notifications`,
    projects: projects.map((project) => ({
      title: project.title,
      url: `${base}/projets/${project.id}`,
      roles: project.requiredRoles.map(projectRoleLabel),
      details: [project.category, project.location].filter(Boolean).join(' · '),
    })),
    articles: articles.map((article) => ({
      title: article.title,
      url: `${base}/magazine/${article.id}`,
      summary: article.summary,
      category: article.category,
    })),
    magazineUrl: `${base}/magazine`,
  };
}

const digestScope: Record<DigestFrequency, UnsubscribeScope> = {
  quotidien: 'dailyDigest',
  hebdomadaire: 'weeklyDigest',
};

/** What the summaries of one run pick from: the period's recruiting projects and new articles. */
type DigestPools = { projects: RecruitingProject[]; articles: NewArticle[] };

async function digestPools(db: Db, frequency: DigestFrequency, now: Date): Promise<DigestPools> {
  return {
    projects: await recruitingProjects(db, frequency, now),
    articles: await newArticles(db, frequency, now),
  };
}

/** Builds the summaries of one batch of candidates (no write). */
async function digestsOf(
  app: FastifyInstance,
  frequency: DigestFrequency,
  now: Date,
  batch: DigestCandidate[],
  pools: DigestPools,
): Promise<Array<{ member: DigestCandidate; data: DigestMailData }>> {
  const { projects: pool, articles: articlePool } = pools;
  const eligible = batch.filter(canReceiveNotificationMail);
  const plans = eligible.map((member) => {
    const categories: EmailCategory[] = categoriesAt(member.preferences, frequency);
    return {
      member,
      since: sinceOf(member, frequency, now),
      types: notificationTypesOf(categories),
      projectsWanted: categories.includes('projects'),
      articlesWanted: categories.includes('magazine'),
    };
  });
  const notifications = await periodNotifications(
    app,
    plans.map((plan) => ({ userId: plan.member.id, since: plan.since, types: plan.types })),
    now,
  );
  const seekers = plans.filter(
    (plan) => plan.projectsWanted && rolesForProfession(plan.member.profession).length > 0,
  );
  const teams = await memberships(
    app.db,
    seekers.map((plan) => plan.member.id),
    pool.map((project) => project.id),
  );
  const blocked = await blockedOwners(
    app.db,
    seekers.map((plan) => plan.member.id),
    [...new Set(pool.map((project) => project.ownerId))],
  );
  const digests: Array<{ member: DigestCandidate; data: DigestMailData }> = [];
  for (const plan of plans) {
    const projects = plan.projectsWanted
      ? matchingProjects(plan.member, plan.since, pool, teams, blocked)
      : [];
    const articles = plan.articlesWanted ? articlesSince(plan.since, articlePool) : [];
    const data = composeDigest(
      app.config,
      plan.member,
      frequency,
      notifications.get(plan.member.id) ?? [],
      projects,
      articles,
    );
    if (data) digests.push({ member: plan.member, data });
  }
  return digests;
}

async function renderDigest(app: FastifyInstance, member: DigestCandidate, data: DigestMailData) {
  const content = await renderDigestMail(
    data,
    unsubscribeLinks(app.config, member.id, digestScope[data.frequency]),
  );
  return { to: member.email, content };
}

/**
 * The daily or weekly summary of one member at `now`, or null (issue 30): the unread notifications since
 * their last summary (a period at most) of the categories they set to that frequency, and, when projects
 * are among them, 'Des projets recrutent pour votre profession' (open projects of the period whose wanted
 * roles match their profession, newest first, at most 5), and when the magazine is among them the period's
 * new articles (newest first, at most 5). Null when there is nothing to say, when the
 * member may not be mailed (suspended, deleted, unconfirmed) or has no category at that frequency.
 */
export async function buildDigest(
  app: FastifyInstance,
  userId: string,
  frequency: DigestFrequency,
  now: Date = new Date(),
): Promise<OutgoingMail | null> {
  const [member] = await dueMembers(app.db, frequency, now, { afterId: null, limit: 1, userId });
  if (!member) return null;
  const pools = await digestPools(app.db, frequency, now);
  const [digest] = await digestsOf(app, frequency, now, [member], pools);
  return digest ? renderDigest(app, digest.member, digest.data) : null;
}

/** Marks the member's summary as sent up to `now`; false when another run already did (it goes out once). */
async function claimDigest(db: Db, member: DigestCandidate, frequency: DigestFrequency, now: Date) {
  const until = untilColumn(frequency);
  const dueBefore = new Date(now.getTime() - digestPeriodMs[frequency] + dueSlackMs);
  const mark = frequency === 'quotidien' ? { dailyDigestUntil: now } : { weeklyDigestUntil: now };
  const rows = await db
    .insert(notificationEmailPreferences)
    .values({ userId: member.id, ...member.preferences, ...mark })
    .onConflictDoUpdate({
      target: notificationEmailPreferences.userId,
      set: mark,
      setWhere: or(isNull(until), sql`${until} <= ${dueBefore.toISOString()}::timestamptz`),
    })
    .returning({ userId: notificationEmailPreferences.userId });
  return rows.length > 0;
}

async function releaseDigest(db: Db, member: DigestCandidate, frequency: DigestFrequency) {
  const mark =
    frequency === 'quotidien' ? { dailyDigestUntil: member.until } : { weeklyDigestUntil: member.until };
  await db
    .update(notificationEmailPreferences)
    .set(mark)
    .where(eq(notificationEmailPreferences.userId, member.id));
}

export type DigestRunResult = { members: number; sent: number; failed: number; batches: number };

/**
 * Sends the summaries due at `now` to every member, in batches of `batchSize` members by id (a few queries
 * a batch, whatever the number of members): each summary is claimed (its member's mark moves to `now`)
 * before `app.mailer.send`, so a second run or another instance sends nothing twice; a failed send gives
 * the claim back for the next run. For the job queue's scheduler (daily and weekly).
 */
export async function runDigests(
  app: FastifyInstance,
  frequency: DigestFrequency,
  now: Date = new Date(),
  options: { batchSize?: number } = {},
): Promise<DigestRunResult> {
  const batchSize = options.batchSize ?? defaultDigestBatchSize;
  const pools = await digestPools(app.db, frequency, now);
  const result: DigestRunResult = { members: 0, sent: 0, failed: 0, batches: 0 };
  let afterId: string | null = null;
  for (;;) {
    const batch = await dueMembers(app.db, frequency, now, { afterId, limit: batchSize });
    if (batch.length === 0) break;
    result.batches += 1;
    result.members += batch.length;
    afterId = batch[batch.length - 1]?.id ?? null;
    const digests = await digestsOf(app, frequency, now, batch, pools);
    for (let start = 0; start < digests.length; start += sendConcurrency) {
      await Promise.all(
        digests.slice(start, start + sendConcurrency).map(async ({ member, data }) => {
          if (!(await claimDigest(app.db, member, frequency, now))) return;
          try {
            const mail = await renderDigest(app, member, data);
            await app.mailer.send(mail.to, mail.content);
            result.sent += 1;
          } catch (error) {
            result.failed += 1;
            app.log.warn({ err: error, userId: member.id }, 'résumé par e-mail non envoyé');
            await releaseDigest(app.db, member, frequency);
          }
        }),
      );
    }
    if (batch.length < batchSize) break;
  }
  return result;
}
