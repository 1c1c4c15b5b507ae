import { reportsMessages } from '@plateau/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { moderationDecisions, reports } from '../../db/schema';
import type { AccountDataPart } from '../../lib/account-data';

const m = reportsMessages;

/**
 * The member's part of the moderation in 'Télécharger mes données' (issue 31): the reports they made with
 * their outcome, the decisions concerning them with the statement of reasons, and their contests with the
 * answer. Reports and decisions stay after a deletion (their member columns are set to null).
 */
export const reportsAccountData: AccountDataPart = {
  export: async (db, userId) => {
    const outcome = alias(moderationDecisions, 'outcome');
    const [made, decisions] = await Promise.all([
      db
        .select({
          id: reports.id,
          kind: reports.targetKind,
          category: reports.category,
          explanation: reports.explanation,
          location: reports.location,
          content: reports.snapshot,
          createdAt: reports.createdAt,
          status: reports.status,
          outcome: outcome.action,
        })
        .from(reports)
        .leftJoin(outcome, eq(outcome.id, reports.decisionId))
        .where(and(eq(reports.reporterId, userId), eq(reports.kind, 'report')))
        .orderBy(asc(reports.createdAt)),
      db
        .select()
        .from(moderationDecisions)
        .where(eq(moderationDecisions.ownerId, userId))
        .orderBy(asc(moderationDecisions.createdAt)),
    ]);
    const contested = decisions.filter((row) => row.contestedAt !== null).map((row) => row.id);
    const answers =
      contested.length === 0
        ? []
        : await db
            .select({ appealOf: moderationDecisions.appealOf, action: moderationDecisions.action })
            .from(moderationDecisions)
            .where(inArray(moderationDecisions.appealOf, contested));
    const answerOf = new Map(answers.map((row) => [row.appealOf, row.action]));
    return {
      reportsMade: made.map((row) => ({
        id: row.id,
        content: m.kinds[row.kind],
        category: row.category ? m.categories[row.category] : null,
        explanation: row.explanation,
        location: row.location,
        reportedContent: row.content,
        createdAt: row.createdAt,
        outcome: row.outcome ? m.actions[row.outcome] : null,
      })),
      moderationDecisions: decisions.map((row) => ({
        id: row.id,
        content: m.kinds[row.targetKind],
        location: row.location,
        contentAsItWas: row.snapshot,
        action: m.actions[row.action],
        suspension: row.suspension ? m.suspensions[row.suspension] : null,
        suspendedUntil: row.suspendedUntil,
        statementOfReasons: { ground: m.grounds[row.ground], facts: row.facts },
        decidedAt: row.createdAt,
        answersContestOf: row.appealOf,
      })),
      moderationContests: decisions
        .filter((row) => row.contestedAt !== null)
        .map((row) => {
          const answer = answerOf.get(row.id);
          return {
            decisionId: row.id,
            text: row.contestText,
            contestedAt: row.contestedAt,
            answer: answer ? m.actions[answer] : null,
          };
        }),
    };
  },
};
