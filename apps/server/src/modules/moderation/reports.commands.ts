import type { ReportCategory } from '@plateau/shared';
import type { Tx } from '../../db/client';
import { reports } from '../../db/schema';
import type { CommandEvents } from '../../lib/command';
import { moderationQueueChanged } from './reports.events';
import type { LoadedTarget } from './reports.targets';

/**
 * Stores a report with the content as it is now (issue 31). One report per reporter and content: returns
 * null when this reporter already reported it (the unique index decides, even for two reports at once).
 */
export async function createReport(
  tx: Tx,
  events: CommandEvents,
  input: {
    target: LoadedTarget;
    reporter: { id: string | null; name: string; email: string };
    category: ReportCategory;
    explanation: string;
    location: string;
    goodFaith: boolean;
  },
) {
  const { target, reporter } = input;
  const [row] = await tx
    .insert(reports)
    .values({
      targetKind: target.kind,
      targetId: target.id,
      ownerId: target.ownerId,
      reporterId: reporter.id,
      reporterKey: reporter.id ? `user:${reporter.id}` : `email:${reporter.email.toLowerCase()}`,
      reporterName: reporter.name,
      reporterEmail: reporter.email,
      category: input.category,
      explanation: input.explanation,
      location: input.location,
      goodFaithAt: input.goodFaith ? new Date() : null,
      snapshot: target.snapshot,
    })
    .onConflictDoNothing()
    .returning();
  if (row) await moderationQueueChanged(tx, events);
  return row ?? null;
}
