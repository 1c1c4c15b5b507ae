import type {
  ContentSnapshot,
  DecidedItem,
  DecisionSummary,
  MemberDecision,
  QueueItem,
} from '@plateau/shared';
import type { StoredSnapshot } from '../../db/schema';
import { isoString, isoStringOrNull } from '../../lib/iso-string';
import { decisionAbilities } from './reports.policy';
import type { DecisionRow, ReportRow } from './reports.service';

const presentSnapshot = (snapshot: StoredSnapshot): ContentSnapshot => ({
  title: snapshot.title,
  text: snapshot.text,
});

export function presentDecisionSummary(row: DecisionRow, deciderName: string | null): DecisionSummary {
  return {
    id: row.id,
    action: row.action,
    suspension: row.suspension,
    ground: row.ground,
    facts: row.facts,
    decidedAt: isoString(row.createdAt),
    decidedBy: deciderName,
    contestedAt: isoStringOrNull(row.contestedAt),
    contestText: row.contestText,
    appealOf: row.appealOf,
  };
}

/**
 * The queue's items: the open reports grouped by content (a contest is an item of its own), each with the
 * content as first reported and every report; newest (last report) or most reported first.
 */
export function presentQueue(
  rows: { report: ReportRow; ownerName: string | null }[],
  contested: Map<string, { decision: DecisionRow; deciderName: string | null }>,
  decideAllowed: (item: { isAppeal: boolean; contestedDecisionBy: string | null }) => boolean,
  sort: 'newest' | 'mostReported',
): QueueItem[] {
  const groups = new Map<string, { report: ReportRow; ownerName: string | null }[]>();
  for (const row of rows) {
    const key = `${row.report.kind}:${row.report.targetKind}:${row.report.targetId}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const items = [...groups.values()].map((group): QueueItem => {
    const [first] = group as [{ report: ReportRow; ownerName: string | null }];
    const last = group[group.length - 1] ?? first;
    const isAppeal = first.report.kind === 'appeal';
    const original = first.report.appealOf ? contested.get(first.report.appealOf) : undefined;
    return {
      id: first.report.id,
      kind: first.report.kind,
      target: {
        kind: first.report.targetKind,
        id: first.report.targetId,
        ownerId: first.report.ownerId,
        ownerName: first.ownerName,
        location: original?.decision.location ?? first.report.location,
      },
      snapshot: presentSnapshot(first.report.snapshot),
      count: group.length,
      firstReportedAt: isoString(first.report.createdAt),
      lastReportedAt: isoString(last.report.createdAt),
      reports: group.map(({ report }) => ({
        id: report.id,
        category: report.category,
        explanation: report.explanation,
        location: report.location,
        reporterName: report.reporterName,
        reporterIsMember: report.reporterId !== null,
        createdAt: isoString(report.createdAt),
      })),
      contested: original ? presentDecisionSummary(original.decision, original.deciderName) : null,
      canDecide: decideAllowed({ isAppeal, contestedDecisionBy: original?.decision.decidedBy ?? null }),
    };
  });
  return items.sort((a, b) =>
    sort === 'mostReported' && a.count !== b.count
      ? b.count - a.count
      : b.lastReportedAt.localeCompare(a.lastReportedAt),
  );
}

export function presentDecided(row: {
  decision: DecisionRow;
  ownerName: string | null;
  deciderName: string | null;
  reportCount: number;
}): DecidedItem {
  return {
    decision: presentDecisionSummary(row.decision, row.deciderName),
    target: {
      kind: row.decision.targetKind,
      id: row.decision.targetId,
      ownerId: row.decision.ownerId,
      ownerName: row.ownerName,
      location: row.decision.location,
    },
    snapshot: presentSnapshot(row.decision.snapshot),
    reportCount: Number(row.reportCount),
  };
}

/** The statement of reasons as the member concerned reads it. */
export function presentMemberDecision(row: DecisionRow, actor: { id: string }): MemberDecision {
  return {
    id: row.id,
    targetKind: row.targetKind,
    location: row.location,
    snapshot: presentSnapshot(row.snapshot),
    action: row.action,
    suspension: row.suspension,
    suspendedUntil: isoStringOrNull(row.suspendedUntil),
    ground: row.ground,
    facts: row.facts,
    decidedAt: isoString(row.createdAt),
    contestedAt: isoStringOrNull(row.contestedAt),
    contestText: row.contestText,
    isAppealDecision: row.appealOf !== null,
    abilities: decisionAbilities(actor, row),
  };
}
