import { creditRoleLabel, creditsMessages, fill } from '@plateau/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { credits, projectMembers, projects, users } from '../schema';
import type { SeedContext } from './context';

/** Works the demo members did outside Plateau: shown as 'Déclaré' on their profiles. */
const declared = [
  {
    email: 'lea.dubois@demo.fr',
    title: 'Les Nuits fauves',
    year: 2021,
    role: 'Monteuse',
    kind: 'court-métrage',
  },
  {
    email: 'lea.dubois@demo.fr',
    title: 'Rivages',
    year: 2019,
    role: 'Assistante monteuse',
    kind: 'long-métrage',
    link: 'https://www.cnc.fr/',
  },
  {
    email: 'sophie.lefevre@demo.fr',
    title: 'Marée basse',
    year: 2022,
    role: 'Cheffe opératrice',
    kind: 'documentaire',
  },
  {
    email: 'camille@demo.fr',
    title: 'Premier hiver',
    year: 2018,
    role: 'Réalisatrice',
    kind: 'court-métrage',
  },
] as const;

/**
 * Issue 33: the credits of the demo's finished projects (each team member with a role: confirmed, except the
 * second one, still to confirm with its notification) and a few declared credits. No random draw: the other
 * areas' demo data stay as they were.
 */
export async function seedCredits(ctx: SeedContext): Promise<{ credits: number }> {
  const finished = await ctx.tx
    .select({
      id: projects.id,
      title: projects.title,
      kind: projects.projectType,
      updatedAt: projects.updatedAt,
    })
    .from(projects)
    .where(eq(projects.status, 'terminé'))
    .orderBy(projects.createdAt);
  const rows: Array<typeof credits.$inferInsert> = [];
  for (const project of finished) {
    const team = await ctx.tx
      .select({ userId: projectMembers.userId, role: projectMembers.role, profession: users.profession })
      .from(projectMembers)
      .innerJoin(users, and(eq(users.id, projectMembers.userId), isNull(users.deletedAt)))
      .where(eq(projectMembers.projectId, project.id))
      .orderBy(projectMembers.createdAt, projectMembers.userId);
    const credited = team.flatMap((member) => {
      const role = creditRoleLabel(member.role, member.profession);
      return role ? [{ ...member, role }] : [];
    });
    credited.forEach((member, index) => {
      const status = index === 1 ? ('proposé' as const) : ('confirmé' as const);
      rows.push({
        userId: member.userId,
        projectId: project.id,
        title: project.title,
        year: project.updatedAt.getFullYear(),
        role: member.role,
        kind: project.kind,
        status,
        createdAt: project.updatedAt,
        updatedAt: project.updatedAt,
      });
      if (status === 'proposé') {
        ctx.notifications.push({
          userId: member.userId,
          type: 'project',
          content: fill(creditsMessages.notification, { title: project.title }),
          relatedId: project.id,
          read: false,
          createdAt: project.updatedAt,
        });
      }
    });
  }
  for (const credit of declared) {
    const { email, ...fields } = credit;
    rows.push({ ...fields, userId: ctx.idOf(email), status: 'déclaré' });
  }
  if (rows.length > 0) await ctx.tx.insert(credits).values(rows);
  return { credits: rows.length };
}
