import { fill, reportsMessages } from '@plateau/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  articleComments,
  messages,
  moderationDecisions,
  projects,
  reports,
  type StoredSnapshot,
  taskComments,
  users,
} from '../schema';
import type { SeedContext } from './context';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from './members';

const removed = reportsMessages.removedContent;
const snap = (text: string, title: string | null = null, field = 'content'): StoredSnapshot => ({
  title,
  text,
  fields: { [field]: text },
});

/**
 * The moderation queue in every state (issue 31): open reports (a comment reported twice, a project reported
 * by a visitor, a message), a decided report (a task comment removed) and a contested decision back in the
 * queue (an article comment removed, its author contests).
 */
export async function seedReports(ctx: SeedContext): Promise<{ reports: number; decisions: number }> {
  const { tx } = ctx;
  const adminId = ctx.idOf(DEMO_ADMIN_EMAIL);
  const camilleId = ctx.idOf(DEMO_MEMBER_EMAIL);
  const members = await tx
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'user'), ne(users.id, camilleId)))
    .orderBy(asc(users.email));
  const comments = await tx
    .select()
    .from(articleComments)
    .where(ne(articleComments.userId, camilleId))
    .orderBy(asc(articleComments.createdAt), asc(articleComments.id))
    .limit(2);
  const [taskComment] = await tx.select().from(taskComments).orderBy(asc(taskComments.id)).limit(1);
  const [project] = await tx
    .select()
    .from(projects)
    .where(ne(projects.userId, camilleId))
    .orderBy(asc(projects.id))
    .limit(1);
  const [message] = await tx
    .select()
    .from(messages)
    .where(eq(messages.receiverId, camilleId))
    .orderBy(asc(messages.id))
    .limit(1);
  const [reported, contestedComment] = comments;
  const reporters = members.filter(
    (row) =>
      row.id !== reported?.userId && row.id !== contestedComment?.userId && row.id !== taskComment?.userId,
  );
  const [first, second] = reporters;
  if (!reported || !contestedComment || !taskComment || !project || !message || !first || !second) {
    return { reports: 0, decisions: 0 };
  }
  const report = (
    values: Omit<typeof reports.$inferInsert, 'reporterKey' | 'reporterName' | 'reporterEmail'>,
    by: { id: string | null; name: string; email: string },
  ): typeof reports.$inferInsert => ({
    ...values,
    reporterId: by.id,
    reporterKey: by.id ? `user:${by.id}` : `email:${by.email}`,
    reporterName: by.name,
    reporterEmail: by.email,
  });
  const memberOf = (row: { id: string; fullName: string; email: string }) => ({
    id: row.id,
    name: row.fullName,
    email: row.email,
  });
  const camille = { id: camilleId, name: ctx.nameOf(camilleId), email: DEMO_MEMBER_EMAIL };

  // Decided: a task comment removed after a report.
  const decidedAt = ctx.ago(3);
  const [taskDecision] = await tx
    .insert(moderationDecisions)
    .values({
      targetKind: 'taskComment',
      targetId: taskComment.id,
      location: '/projets',
      ownerId: taskComment.userId,
      decidedBy: adminId,
      action: 'remove',
      ground: 'spam',
      facts:
        'Le commentaire renvoyait vers un site de vente sans rapport avec la tâche, posté plusieurs fois (règle 2 des conditions).',
      snapshot: snap(taskComment.content),
      firstReportedAt: ctx.ago(5),
      createdAt: decidedAt,
    })
    .returning();
  await tx
    .update(taskComments)
    .set({ content: removed, moderatedAt: decidedAt })
    .where(eq(taskComments.id, taskComment.id));

  // Contested: an article comment removed, its author contests; the contest is back in the queue.
  const contestedAt = ctx.ago(1);
  const contestText =
    'Je citais une réplique du film dont parle l’article ; ce n’était pas une attaque contre un membre.';
  const [contested] = await tx
    .insert(moderationDecisions)
    .values({
      targetKind: 'articleComment',
      targetId: contestedComment.id,
      location: `/magazine/${contestedComment.articleId}#commentaire-${contestedComment.id}`,
      ownerId: contestedComment.userId,
      decidedBy: adminId,
      action: 'remove',
      ground: 'respect',
      facts:
        'Le commentaire visait nommément un autre membre en des termes insultants (règle 1 des conditions).',
      snapshot: snap(contestedComment.content, 'Magazine'),
      firstReportedAt: ctx.ago(4),
      createdAt: ctx.ago(2),
      contestText,
      contestedAt,
    })
    .returning();
  await tx
    .update(articleComments)
    .set({ content: removed, moderatedAt: ctx.ago(2) })
    .where(eq(articleComments.id, contestedComment.id));
  if (!taskDecision || !contested) return { reports: 0, decisions: 0 };
  const owner = members.find((row) => row.id === contestedComment.userId);

  const rows = [
    report(
      {
        targetKind: 'taskComment',
        targetId: taskComment.id,
        ownerId: taskComment.userId,
        category: 'spam',
        explanation: 'Ce commentaire fait de la publicité pour un site de vente, il a été posté trois fois.',
        location: '/projets',
        snapshot: snap(taskComment.content),
        status: 'decided',
        decisionId: taskDecision.id,
        createdAt: ctx.ago(5),
      },
      memberOf(first),
    ),
    report(
      {
        targetKind: 'articleComment',
        targetId: contestedComment.id,
        ownerId: contestedComment.userId,
        category: 'harassment',
        explanation: 'Ce commentaire m’insulte directement devant les autres lecteurs du magazine.',
        location: contested.location,
        snapshot: snap(contestedComment.content, 'Magazine'),
        status: 'decided',
        decisionId: contested.id,
        createdAt: ctx.ago(4),
      },
      memberOf(second),
    ),
    report(
      {
        kind: 'appeal',
        targetKind: 'articleComment',
        targetId: contestedComment.id,
        ownerId: contestedComment.userId,
        category: null,
        explanation: contestText,
        location: contested.location,
        snapshot: contested.snapshot,
        appealOf: contested.id,
        createdAt: contestedAt,
      },
      owner
        ? { id: null, name: owner.fullName, email: owner.email }
        : { id: null, name: '?', email: 'inconnu@demo.fr' },
    ),
    // Open: a comment reported twice, a project reported by a visitor, a message reported by Camille.
    report(
      {
        targetKind: 'articleComment',
        targetId: reported.id,
        ownerId: reported.userId,
        category: 'harassment',
        explanation: 'Le commentaire se moque du travail d’une autre membre et la désigne par son nom.',
        location: `/magazine/${reported.articleId}#commentaire-${reported.id}`,
        snapshot: snap(reported.content, 'Magazine'),
        createdAt: ctx.ago(2),
      },
      memberOf(first),
    ),
    report(
      {
        targetKind: 'articleComment',
        targetId: reported.id,
        ownerId: reported.userId,
        category: 'inappropriate',
        explanation: 'Ton agressif et hors sujet, ce n’est pas la première fois sur le magazine.',
        location: `/magazine/${reported.articleId}#commentaire-${reported.id}`,
        snapshot: snap(reported.content, 'Magazine'),
        createdAt: ctx.ago(1),
      },
      memberOf(second),
    ),
    report(
      {
        targetKind: 'project',
        targetId: project.id,
        ownerId: project.userId,
        category: 'spam',
        explanation: 'L’annonce demande de payer des frais de dossier pour passer le casting.',
        location: `https://plateau.example/projets/${project.id}`,
        snapshot: {
          title: project.title,
          text: project.description,
          fields: { description: project.description },
        },
        createdAt: ctx.ago(0),
      },
      { id: null, name: 'Jeanne Visiteuse', email: 'jeanne.visiteuse@exemple.fr' },
    ),
    report(
      {
        targetKind: 'message',
        targetId: message.id,
        ownerId: message.senderId,
        category: 'other',
        explanation: 'Ce message me relance trois fois par jour pour une collaboration que j’ai déclinée.',
        location: `/messages/${message.senderId}`,
        snapshot: snap(message.content),
        createdAt: ctx.ago(0),
      },
      camille,
    ),
  ];
  // The appeal's reporter is the member concerned.
  const appeal = rows[2];
  if (appeal) {
    appeal.reporterId = contestedComment.userId;
    appeal.reporterKey = `appeal:${contested.id}`;
  }
  await tx.insert(reports).values(rows);
  ctx.notifications.push(
    {
      userId: taskComment.userId,
      type: 'moderation',
      content: fill(reportsMessages.notifications.decisionForMember, {
        action: reportsMessages.actions.remove,
      }),
      relatedId: taskDecision.id,
      read: false,
      createdAt: decidedAt,
    },
    {
      userId: contestedComment.userId,
      type: 'moderation',
      content: fill(reportsMessages.notifications.decisionForMember, {
        action: reportsMessages.actions.remove,
      }),
      relatedId: contested.id,
      read: true,
      createdAt: ctx.ago(2),
    },
    {
      userId: first.id,
      type: 'moderation',
      content: fill(reportsMessages.notifications.outcomeForReporter, {
        kind: reportsMessages.kinds.taskComment.toLowerCase(),
        action: reportsMessages.actions.remove.toLowerCase(),
      }),
      relatedId: null,
      read: false,
      createdAt: decidedAt,
    },
  );
  return { reports: rows.length, decisions: 2 };
}
