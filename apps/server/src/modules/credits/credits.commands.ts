import {
  type CreditCreateInput,
  type CreditUpdateInput,
  creditRoleLabel,
  creditsMessages as m,
  projectMessages as pm,
} from '@plateau/shared';
import { fill } from '@plateau/shared/messages/fill';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { credits, projectMembers, projects, users } from '../../db/schema';
import type { CommandEvents } from '../../lib/command';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { notify } from '../notifications';
import type { CreditRow } from './credits.service';

type FinishedProject = { id: string; title: string; projectType: CreditRow['kind'] };

/** The members of a project's team with a role, and the credit each would receive. */
async function teamCredits(tx: Tx, project: FinishedProject, year: number, onlyUserId?: string) {
  const rows = await tx
    .select({ userId: projectMembers.userId, role: projectMembers.role, profession: users.profession })
    .from(projectMembers)
    .innerJoin(users, and(eq(users.id, projectMembers.userId), isNull(users.deletedAt)))
    .where(
      and(
        eq(projectMembers.projectId, project.id),
        onlyUserId ? eq(projectMembers.userId, onlyUserId) : undefined,
      ),
    );
  return rows.flatMap((row) => {
    const role = creditRoleLabel(row.role, row.profession);
    return role
      ? [
          {
            userId: row.userId,
            projectId: project.id,
            title: project.title,
            year,
            role,
            kind: project.projectType,
          },
        ]
      : [];
  });
}

/**
 * Issue 33: when its owner moves a project to 'terminé', every member of its team with a role receives a
 * proposed credit ('Monteuse — Clip nocturne, 2026') and the notification 'Confirmez votre crédit sur « … »'.
 * A member already credited for the project (a project finished twice) receives nothing new.
 */
export async function proposeProjectCredits(tx: Tx, events: CommandEvents, project: FinishedProject) {
  const values = await teamCredits(tx, project, new Date().getFullYear());
  if (values.length === 0) return;
  const proposed = await tx
    .insert(credits)
    .values(values.map((value) => ({ ...value, status: 'proposé' as const })))
    .onConflictDoNothing()
    .returning({ userId: credits.userId });
  for (const { userId } of proposed) {
    await notify(tx, events, {
      userId,
      type: 'project',
      content: fill(m.notification, { title: project.title }),
      relatedId: project.id,
    });
  }
}

/**
 * POST /api/me/credits: a declared credit, or with `projectId` the verified credit of a finished project whose
 * team the member was in (the title, year, kind and role come from the project).
 */
export async function createCredit(
  tx: Tx,
  input: { userId: string; body: CreditCreateInput },
): Promise<CreditRow> {
  const { body, userId } = input;
  if (body.projectId) {
    const [project] = await tx
      .select({
        id: projects.id,
        title: projects.title,
        projectType: projects.projectType,
        status: projects.status,
        updatedAt: projects.updatedAt,
      })
      .from(projects)
      .where(eq(projects.id, body.projectId))
      .for('update');
    if (!project) throw notFound(pm.notFound);
    const [credit] = await teamCredits(tx, project, project.updatedAt.getFullYear(), userId);
    if (!credit) throw forbidden(m.notInTeam);
    if (project.status !== 'terminé') throw conflict(m.projectNotFinished);
    const [existing] = await tx
      .select()
      .from(credits)
      .where(and(eq(credits.userId, userId), eq(credits.projectId, project.id)))
      .for('update');
    if (existing && existing.status !== 'refusé' && existing.status !== 'proposé') {
      throw conflict(m.alreadyCredited);
    }
    if (existing) return setStatus(tx, existing.id, 'confirmé');
    const [row] = await tx
      .insert(credits)
      .values({ ...credit, status: 'confirmé' })
      .returning();
    if (!row) throw new Error('crédit non enregistré');
    return row;
  }
  const { title, year, role, kind } = body;
  if (title === undefined || year === undefined || role === undefined || kind === undefined) {
    throw new Error('champs du crédit manquants (le schéma les exige)');
  }
  const [row] = await tx
    .insert(credits)
    .values({ userId, title, year, role, kind, link: body.link ?? null, status: 'déclaré' })
    .returning();
  if (!row) throw new Error('crédit non enregistré');
  return row;
}

async function setStatus(tx: Tx, id: string, status: CreditRow['status']): Promise<CreditRow> {
  const [row] = await tx
    .update(credits)
    .set({ status, updatedAt: new Date() })
    .where(eq(credits.id, id))
    .returning();
  if (!row) throw notFound(m.notFound);
  return row;
}

/** PATCH /api/credits/{id}: confirm or decline a proposed credit, or edit a declared one (access checked before). */
export async function updateCredit(tx: Tx, input: { credit: CreditRow; body: CreditUpdateInput }) {
  const { credit, body } = input;
  switch (body.action) {
    case 'confirmer':
      return setStatus(tx, credit.id, 'confirmé');
    case 'refuser':
      return setStatus(tx, credit.id, 'refusé');
    case 'modifier': {
      const [row] = await tx
        .update(credits)
        .set({
          title: body.title,
          year: body.year,
          role: body.role,
          kind: body.kind,
          link: body.link ?? null,
          updatedAt: new Date(),
        })
        .where(eq(credits.id, credit.id))
        .returning();
      if (!row) throw notFound(m.notFound);
      return row;
    }
    default: {
      const unknown: never = body;
      throw new Error(`action inconnue : ${JSON.stringify(unknown)}`);
    }
  }
}

/** DELETE /api/credits/{id} (access checked before). */
export async function deleteCredit(tx: Tx, id: string) {
  await tx.delete(credits).where(eq(credits.id, id));
}
