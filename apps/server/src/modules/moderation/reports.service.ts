import type { ModerationAction, ReportCategory } from '@plateau/shared';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { adminAuditLog, moderationDecisions, reports, users } from '../../db/schema';

type Reader = Db | Tx;
export type ReportRow = typeof reports.$inferSelect;
export type DecisionRow = typeof moderationDecisions.$inferSelect;

/** How many open reports the queue reads at most (its items are the contents they name). */
const queueReadLimit = 500;
/** How many decisions the 'Traités' tab lists, newest first. */
const decidedLimit = 100;

const owners = alias(users, 'owners');
const deciders = alias(users, 'deciders');

/** The open reports and contests, oldest first, with the name of the member concerned. */
export function listOpenReports(db: Reader) {
  return db
    .select({ report: reports, ownerName: owners.fullName })
    .from(reports)
    .leftJoin(owners, eq(owners.id, reports.ownerId))
    .where(eq(reports.status, 'open'))
    .orderBy(reports.createdAt, reports.id)
    .limit(queueReadLimit);
}

/** The decisions contests bring back into the queue, with who took them. */
export function listDecisionsByIds(db: Reader, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ decision: moderationDecisions, deciderName: deciders.fullName })
    .from(moderationDecisions)
    .leftJoin(deciders, eq(deciders.id, moderationDecisions.decidedBy))
    .where(inArray(moderationDecisions.id, ids));
}

/** The latest decisions, with the member concerned, who decided and how many reports each closed. */
export function listDecided(db: Reader) {
  return db
    .select({
      decision: moderationDecisions,
      ownerName: owners.fullName,
      deciderName: deciders.fullName,
      reportCount: sql<number>`(select count(*)::int from ${reports} r where r.decision_id = ${moderationDecisions.id} and r.kind = 'report')`,
    })
    .from(moderationDecisions)
    .leftJoin(owners, eq(owners.id, moderationDecisions.ownerId))
    .leftJoin(deciders, eq(deciders.id, moderationDecisions.decidedBy))
    .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id))
    .limit(decidedLimit);
}

/** The transparency figures (DSA art. 15): reports per category, decisions per action, median time. */
export async function moderationStats(db: Reader) {
  const [byCategory, byAction, [median], [open]] = await Promise.all([
    db
      .select({ category: reports.category, count: count() })
      .from(reports)
      .where(eq(reports.kind, 'report'))
      .groupBy(reports.category),
    db
      .select({ action: moderationDecisions.action, count: count() })
      .from(moderationDecisions)
      .groupBy(moderationDecisions.action),
    db
      .select({
        hours: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from (${moderationDecisions.createdAt} - ${moderationDecisions.firstReportedAt})) / 3600.0)`,
      })
      .from(moderationDecisions)
      .where(sql`${moderationDecisions.firstReportedAt} is not null`),
    db.select({ count: count() }).from(reports).where(eq(reports.status, 'open')),
  ]);
  return {
    byCategory: byCategory.flatMap((row) =>
      row.category ? [{ category: row.category as ReportCategory, count: Number(row.count) }] : [],
    ),
    byAction: byAction.map((row) => ({ action: row.action as ModerationAction, count: Number(row.count) })),
    medianHours: median?.hours == null ? null : Math.round(Number(median.hours) * 100) / 100,
    openCount: Number(open?.count ?? 0),
  };
}

/** One report, locked in a write's transaction. */
export async function findReport(tx: Tx, id: string) {
  const [row] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
  return row ?? null;
}

/** The open reports of one item of the queue (the same content, reports or contest), locked. */
export function openReportsOfItem(tx: Tx, report: ReportRow) {
  return tx
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.status, 'open'),
        eq(reports.kind, report.kind),
        eq(reports.targetKind, report.targetKind),
        eq(reports.targetId, report.targetId),
      ),
    )
    .orderBy(reports.createdAt)
    .for('update');
}

/** The open reports of one content (a direct removal closes them). */
export function openReportsOfContent(tx: Tx, target: { kinds: string[]; id: string }) {
  return tx
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.status, 'open'),
        eq(reports.kind, 'report'),
        inArray(reports.targetKind, target.kinds as ReportRow['targetKind'][]),
        eq(reports.targetId, target.id),
      ),
    )
    .for('update');
}

export async function findDecision(db: Reader, id: string, forUpdate = false) {
  const query = db.select().from(moderationDecisions).where(eq(moderationDecisions.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Active administrators (a contest goes to another one when there is one). */
export async function countActiveAdmins(db: Reader) {
  const [row] = await db
    .select({ count: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt), eq(users.banned, false)));
  return Number(row?.count ?? 0);
}

export async function findMemberForModeration(db: Reader, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      role: users.role,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  return row && !row.deletedAt ? row : null;
}

/**
 * One line of the administration's history (admin/historique): about a decision, or, for the 'Utilisateurs'
 * page's suspension, about the member (`targetType` 'user', as the page's other actions).
 */
export async function logModeration(
  tx: Tx,
  entry: {
    actorId: string;
    action: 'moderation.decide' | 'moderation.remove' | 'moderation.contest' | 'user.suspend';
    targetType?: 'moderation' | 'user';
    targetId: string;
    details: Record<string, unknown>;
  },
) {
  await tx.insert(adminAuditLog).values({ targetType: 'moderation', ...entry });
}
