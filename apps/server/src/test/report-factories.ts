import { randomUUID } from 'node:crypto';
import type { ReportInput, ReportTargetKind } from '@plateau/shared';
import type { Db } from '../db/client';
import { moderationDecisions, reports } from '../db/schema';
import type { TestContext } from './test-app';

/** A valid report body (issue 31) about one content. */
export function reportBody(
  kind: ReportTargetKind,
  id: string,
  overrides: Partial<ReportInput> = {},
): ReportInput {
  return {
    target: { kind, id },
    category: 'harassment',
    explanation: 'Ce commentaire insulte un autre membre à plusieurs reprises.',
    location: `/test/${kind}/${id}`,
    ...overrides,
  };
}

/** Reports a content through the API and returns the report's id. */
export async function fileReport(
  ctx: TestContext,
  cookie: string | undefined,
  kind: ReportTargetKind,
  id: string,
  overrides: Partial<ReportInput> = {},
): Promise<string> {
  const answer = await ctx.request({
    method: 'POST',
    url: '/api/reports',
    cookie,
    payload: reportBody(kind, id, overrides) as Record<string, unknown>,
  });
  if (answer.statusCode !== 201) throw new Error(`signalement refusé : ${answer.body}`);
  return answer.json().report.id;
}

/** A valid decision body with its statement of reasons. */
export const decisionBody = (action: 'none' | 'remove' | 'warn' | 'suspend' = 'remove') => ({
  action,
  ...(action === 'suspend' ? { suspension: '7d' } : {}),
  ground: action === 'none' ? 'noBreach' : 'respect',
  facts: 'Le commentaire insulte nommément un autre membre (règle 1 des conditions).',
});

/** A report stored directly (the matrix's decisions need one per actor, beyond the API's rate limit). */
export async function buildReport(
  db: Db,
  values: { targetKind: ReportTargetKind; targetId: string; ownerId: string; reporterId: string },
) {
  const [row] = await db
    .insert(reports)
    .values({
      ...values,
      reporterKey: `user:${values.reporterId}`,
      reporterName: 'Membre Signaleur',
      reporterEmail: 'signaleur@test.fr',
      category: 'harassment',
      explanation: 'Un commentaire insultant envers un autre membre.',
      location: '/magazine',
      snapshot: { title: null, text: 'Un commentaire', fields: { content: 'Un commentaire' } },
    })
    .returning();
  if (!row) throw new Error('insertion du signalement impossible');
  return row;
}

/** A decision that removed a content of `ownerId` (the member concerned reads and contests it). */
export async function buildDecision(db: Db, values: { ownerId: string; decidedBy?: string }) {
  const [row] = await db
    .insert(moderationDecisions)
    .values({
      targetKind: 'articleComment',
      targetId: randomUUID(),
      location: '/magazine',
      ownerId: values.ownerId,
      decidedBy: values.decidedBy ?? null,
      action: 'remove',
      ground: 'respect',
      facts: 'Le commentaire insultait un autre membre.',
      snapshot: { title: null, text: 'Un commentaire', fields: { content: 'Un commentaire' } },
    })
    .returning();
  if (!row) throw new Error('insertion de la décision impossible');
  return row;
}
