import {
  type DecisionInput,
  fill,
  type ModerationAction,
  type ReportTargetKind,
  reportsMessages,
  type SuspensionDuration,
  type SuspensionStatement,
} from '@plateau/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db/client';
import { moderationDecisions, reports, type StoredSnapshot, users } from '../../db/schema';
import type { CommandEvents } from '../../lib/command';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { notify } from '../notifications';
import { moderationQueueChanged } from './reports.events';
import { canDecide, contestRefusal } from './reports.policy';
import {
  countActiveAdmins,
  type DecisionRow,
  findDecision,
  findMemberForModeration,
  findReport,
  logModeration,
  openReportsOfContent,
  openReportsOfItem,
  type ReportRow,
} from './reports.service';
import { loadTarget, removeContent, restoreContent } from './reports.targets';

const m = reportsMessages;
const dayMs = 24 * 60 * 60 * 1000;

/** Who hears of a decision once it commits: the member concerned (art. 17) and the reporters. */
export type DecisionOutcome = {
  decision: DecisionRow;
  deciderName: string;
  owner: { id: string; name: string; email: string } | null;
  reporters: { name: string; email: string }[];
  /** The member whose sessions end (a suspension). */
  suspendedId: string | null;
};

function suspensionEnd(duration: SuspensionDuration | undefined, now: Date): Date | null {
  if (duration === '7d') return new Date(now.getTime() + 7 * dayMs);
  if (duration === '30d') return new Date(now.getTime() + 30 * dayMs);
  return null;
}

const actionLabel = (action: ModerationAction) => m.actions[action];

/** Suspends the member's account until `until` (null: indefinitely); their sessions end after the commit. */
async function applySuspension(tx: Tx, ownerId: string, until: Date | null, reason: string) {
  await tx
    .update(users)
    .set({ banned: true, banReason: reason.slice(0, 500), banExpires: until, updatedAt: new Date() })
    .where(eq(users.id, ownerId));
  return ownerId;
}

/** The queue's suspension: an administrator's account is not suspended from the moderation queue. */
async function suspend(tx: Tx, ownerId: string, until: Date | null, reason: string) {
  const owner = await findMemberForModeration(tx, ownerId);
  if (!owner) return null;
  if (owner.role === 'admin') throw forbidden(m.errors.cannotSuspendAdmin);
  return applySuspension(tx, ownerId, until, reason);
}

async function liftSuspension(tx: Tx, ownerId: string) {
  await tx
    .update(users)
    .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
    .where(eq(users.id, ownerId));
}

/** Writes the decision, notifies the member concerned and the reporters, logs it (shared by both paths). */
async function recordDecision(
  tx: Tx,
  events: CommandEvents,
  input: {
    actor: Actor;
    target: { kind: ReportTargetKind; id: string; ownerId: string | null; location: string };
    snapshot: StoredSnapshot;
    decision: DecisionInput;
    appealOf: string | null;
    firstReportedAt: Date | null;
    closes: ReportRow[];
    suspendedUntil: Date | null;
    /** 'user.suspend': the 'Utilisateurs' page's suspension, logged on the member like its other actions. */
    auditAction: 'moderation.decide' | 'moderation.remove' | 'user.suspend';
  },
): Promise<Omit<DecisionOutcome, 'suspendedId'>> {
  const { actor, target, decision } = input;
  const [row] = await tx
    .insert(moderationDecisions)
    .values({
      targetKind: target.kind,
      targetId: target.id,
      location: target.location,
      ownerId: target.ownerId,
      decidedBy: actor.id,
      action: decision.action,
      suspension: decision.action === 'suspend' ? (decision.suspension ?? null) : null,
      suspendedUntil: input.suspendedUntil,
      ground: decision.ground,
      facts: decision.facts,
      snapshot: input.snapshot,
      appealOf: input.appealOf,
      firstReportedAt: input.firstReportedAt,
    })
    .returning();
  if (!row) throw new Error('décision non enregistrée');
  if (input.closes.length > 0) {
    await tx
      .update(reports)
      .set({ status: 'decided', decisionId: row.id })
      .where(
        inArray(
          reports.id,
          input.closes.map((report) => report.id),
        ),
      );
  }
  const kindLabel = m.kinds[target.kind];
  const owner = target.ownerId ? await findMemberForModeration(tx, target.ownerId) : null;
  // The member concerned hears of every restriction, and of the answer to their contest.
  if (owner && (decision.action !== 'none' || input.appealOf)) {
    await notify(tx, events, {
      userId: owner.id,
      type: 'moderation',
      content: fill(m.notifications.decisionForMember, { action: actionLabel(decision.action) }),
      relatedId: row.id,
    });
  }
  const reporters = input.closes.filter((report) => report.kind === 'report');
  for (const report of reporters) {
    if (!report.reporterId) continue;
    await notify(tx, events, {
      userId: report.reporterId,
      type: 'moderation',
      content: fill(m.notifications.outcomeForReporter, {
        kind: kindLabel.toLowerCase(),
        action: actionLabel(decision.action).toLowerCase(),
      }),
      relatedId: null,
    });
  }
  await moderationQueueChanged(tx, events);
  if (input.auditAction === 'user.suspend' && owner) {
    await logModeration(tx, {
      actorId: actor.id,
      action: 'user.suspend',
      targetType: 'user',
      targetId: owner.id,
      details: {
        name: owner.fullName,
        email: owner.email,
        decisionId: row.id,
        suspension: decision.suspension ?? null,
        ground: decision.ground,
      },
    });
  } else {
    await logModeration(tx, {
      actorId: actor.id,
      action: input.auditAction === 'moderation.remove' ? 'moderation.remove' : 'moderation.decide',
      targetId: row.id,
      details: {
        name: `${kindLabel} — ${owner?.fullName ?? '?'} : ${actionLabel(decision.action)}`,
        kind: target.kind,
        contentId: target.id,
        action: decision.action,
        ground: decision.ground,
        reports: reporters.length,
        appealOf: input.appealOf,
      },
    });
  }
  return {
    decision: row,
    deciderName: actor.fullName,
    owner: owner ? { id: owner.id, name: owner.fullName, email: owner.email } : null,
    reporters: reporters.map((report) => ({ name: report.reporterName, email: report.reporterEmail })),
  };
}

/**
 * Decides an item of the queue (POST /api/admin/reports/:id/decision): every open report of the same content
 * (or the contest) is closed by one decision with its statement of reasons. A contest answered with 'Aucune
 * action' reverses the decision contested (texts put back, suspension lifted).
 */
export async function decideReport(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Actor; reportId: string; decision: DecisionInput },
): Promise<DecisionOutcome> {
  const { actor, decision } = input;
  const report = await findReport(tx, input.reportId);
  if (!report) throw notFound(m.errors.reportNotFound);
  if (report.status !== 'open') throw conflict(m.errors.alreadyDecided);
  const isAppeal = report.kind === 'appeal';
  const contested = report.appealOf ? await findDecision(tx, report.appealOf, true) : null;
  if (
    !canDecide(actor, {
      isAppeal,
      contestedDecisionBy: contested?.decidedBy ?? null,
      adminCount: await countActiveAdmins(tx),
    })
  ) {
    throw forbidden(isAppeal ? m.errors.appealOtherAdmin : m.errors.adminOnly);
  }
  const group = await openReportsOfItem(tx, report);
  const first = group[0] ?? report;
  const current = await loadTarget(tx, actor, { kind: report.targetKind, id: report.targetId });
  const snapshot = contested?.snapshot ?? first.snapshot;
  const ownerId = current?.ownerId ?? report.ownerId;
  const now = new Date();

  let suspendedId: string | null = null;
  let suspendedUntil: Date | null = null;
  if (contested && decision.action === 'none') {
    if (contested.action === 'remove' && current)
      await restoreContent(tx, current, contested.snapshot.fields);
    if (contested.action === 'suspend' && contested.ownerId) await liftSuspension(tx, contested.ownerId);
  }
  if (decision.action === 'remove' && current && !current.removed) await removeContent(tx, current);
  if (decision.action === 'suspend' && ownerId) {
    suspendedUntil = suspensionEnd(decision.suspension, now);
    suspendedId = await suspend(tx, ownerId, suspendedUntil, decision.facts);
  }
  const outcome = await recordDecision(tx, events, {
    actor,
    target: {
      kind: current?.kind ?? report.targetKind,
      id: report.targetId,
      ownerId,
      location: contested?.location ?? current?.location ?? first.location,
    },
    snapshot,
    decision,
    appealOf: contested?.id ?? null,
    firstReportedAt: first.createdAt,
    closes: group.length > 0 ? group : [report],
    suspendedUntil,
    auditAction: 'moderation.decide',
  });
  return { ...outcome, suspendedId };
}

/** An administrator removes a comment directly (article or task), with the statement of reasons. */
export async function removeCommentDirectly(
  tx: Tx,
  events: CommandEvents,
  input: {
    actor: Actor;
    kind: 'articleComment' | 'taskComment';
    id: string;
    statement: { ground: DecisionInput['ground']; facts: string };
  },
): Promise<DecisionOutcome> {
  const current = await loadTarget(tx, input.actor, { kind: input.kind, id: input.id });
  if (!current) throw notFound(m.errors.commentNotFound);
  if (current.removed) throw conflict(m.errors.alreadyRemoved);
  const closes = await openReportsOfContent(tx, { kinds: [input.kind], id: input.id });
  await removeContent(tx, current);
  const outcome = await recordDecision(tx, events, {
    actor: input.actor,
    target: current,
    snapshot: current.snapshot,
    decision: { action: 'remove', ...input.statement },
    appealOf: null,
    firstReportedAt: closes[0]?.createdAt ?? null,
    closes,
    suspendedUntil: null,
    auditAction: 'moderation.remove',
  });
  return { ...outcome, suspendedId: null };
}

/**
 * An administrator suspends a member's account from the 'Utilisateurs' page (PUT /api/admin/users/:id/suspension):
 * a decision about the member's profile with no report of its own (it closes the open reports of the profile, if
 * any), with the duration and the statement of reasons, which the member receives and contests like a decision of
 * the queue, and which the transparency figures count. Who may be suspended there is the administration's rule
 * (spec 2 §6: not oneself, not the last administrator), which the caller has checked.
 */
export async function suspendAccount(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Actor; memberId: string; statement: SuspensionStatement },
): Promise<DecisionOutcome> {
  const current = await loadTarget(tx, input.actor, { kind: 'profile', id: input.memberId });
  if (!current) throw notFound(m.errors.targetNotFound);
  const closes = await openReportsOfContent(tx, { kinds: ['profile'], id: input.memberId });
  const suspendedUntil = suspensionEnd(input.statement.suspension, new Date());
  const suspendedId = await applySuspension(tx, current.ownerId, suspendedUntil, input.statement.facts);
  const outcome = await recordDecision(tx, events, {
    actor: input.actor,
    target: current,
    snapshot: current.snapshot,
    decision: { action: 'suspend', ...input.statement },
    appealOf: null,
    firstReportedAt: closes[0]?.createdAt ?? null,
    closes,
    suspendedUntil,
    auditAction: 'user.suspend',
  });
  return { ...outcome, suspendedId };
}

/** The member concerned by a decision: signed in, or by the signed link of its statement of reasons. */
export type MemberConcerned = { id: string; fullName: string; email: string };

/**
 * The member concerned contests a decision, once (POST /api/moderation/decisions/:id/contest): the contest
 * goes back into the queue as an item of its own.
 */
export async function contestDecision(
  tx: Tx,
  events: CommandEvents,
  input: { member: MemberConcerned; decisionId: string; text: string },
): Promise<DecisionRow> {
  const actor = input.member;
  const decision = await findDecision(tx, input.decisionId, true);
  if (!decision) throw notFound(m.errors.decisionNotFound);
  const refusal = contestRefusal(actor, decision);
  if (refusal === 'notFound') throw notFound(m.errors.decisionNotFound);
  if (refusal === 'alreadyContested') throw conflict(m.errors.alreadyContested);
  if (refusal === 'notContestable') throw forbidden(m.errors.notContestable);
  const now = new Date();
  const [updated] = await tx
    .update(moderationDecisions)
    .set({ contestText: input.text, contestedAt: now })
    .where(eq(moderationDecisions.id, decision.id))
    .returning();
  await tx.insert(reports).values({
    kind: 'appeal',
    targetKind: decision.targetKind,
    targetId: decision.targetId,
    ownerId: decision.ownerId,
    reporterId: actor.id,
    reporterKey: `appeal:${decision.id}`,
    reporterName: actor.fullName,
    reporterEmail: actor.email,
    category: null,
    explanation: input.text,
    location: decision.location,
    snapshot: decision.snapshot,
    appealOf: decision.id,
  });
  await notify(tx, events, {
    userId: actor.id,
    type: 'moderation',
    content: m.notifications.contestReceived,
    relatedId: decision.id,
  });
  await moderationQueueChanged(tx, events);
  await logModeration(tx, {
    actorId: actor.id,
    action: 'moderation.contest',
    targetId: decision.id,
    details: { name: `${m.kinds[decision.targetKind]} — ${actor.fullName}`, kind: decision.targetKind },
  });
  if (!updated) throw new Error('contestation non enregistrée');
  return updated;
}
