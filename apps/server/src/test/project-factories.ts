import type { Db } from '../db/client';
import {
  connections,
  projectJoinRequests,
  projectMembers,
  projects,
  taskComments,
  tasks,
} from '../db/schema';

export type BuildProjectOverrides = Partial<typeof projects.$inferInsert> & { userId: string };

/** Inserts a project (a public 'Film' in preparation looking for a cadreur unless told otherwise). */
export async function buildProject(db: Db, overrides: BuildProjectOverrides) {
  const [row] = await db
    .insert(projects)
    .values({
      title: 'Projet de test',
      description: 'Un tournage de test',
      category: 'Film',
      requiredRoles: ['cadreur'],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insertion du projet impossible');
  return row;
}

/** Inserts a member row (role 'membre', visible) of a project. */
export async function buildProjectMember(
  db: Db,
  overrides: Partial<typeof projectMembers.$inferInsert> & { projectId: string; userId: string },
) {
  const [row] = await db.insert(projectMembers).values(overrides).returning();
  if (!row) throw new Error('insertion du membre de projet impossible');
  return row;
}

/** Inserts a join request (pending, role 'cadreur' unless told otherwise). */
export async function buildJoinRequest(
  db: Db,
  overrides: Partial<typeof projectJoinRequests.$inferInsert> & { projectId: string; userId: string },
) {
  const [row] = await db
    .insert(projectJoinRequests)
    .values({ role: 'cadreur', ...overrides })
    .returning();
  if (!row) throw new Error('insertion de la demande impossible');
  return row;
}

/** Inserts a connection between two members ('accepté' unless told otherwise). */
export async function buildConnection(
  db: Db,
  userId: string,
  connectedUserId: string,
  status: 'en attente' | 'accepté' | 'refusé' = 'accepté',
) {
  const [row] = await db.insert(connections).values({ userId, connectedUserId, status }).returning();
  if (!row) throw new Error('insertion de la connexion impossible');
  return row;
}

/** Inserts a task of a project ('à faire', no due date, unassigned unless told otherwise). */
export async function buildTask(
  db: Db,
  overrides: Partial<typeof tasks.$inferInsert> & { projectId: string },
) {
  const [row] = await db
    .insert(tasks)
    .values({ title: 'Tâche de test', ...overrides })
    .returning();
  if (!row) throw new Error('insertion de la tâche impossible');
  return row;
}

/** Inserts a comment on a task. */
export async function buildTaskComment(
  db: Db,
  overrides: Partial<typeof taskComments.$inferInsert> & { taskId: string; userId: string },
) {
  const [row] = await db
    .insert(taskComments)
    .values({ content: 'Un commentaire', ...overrides })
    .returning();
  if (!row) throw new Error('insertion du commentaire impossible');
  return row;
}
