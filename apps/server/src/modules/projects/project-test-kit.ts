import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { buildJoinRequest, buildProject, buildProjectMember } from '../../test/project-factories';
import type { TestContext } from '../../test/test-app';

export type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

/** The five actors of spec 2 §6 around one project: visitor (no cookie), member, project member, owner, admin. */
export async function buildCast(ctx: TestContext, project: Partial<typeof projects.$inferInsert> = {}) {
  const [owner, member, projectMember, admin] = await Promise.all([
    buildSignedInUser(ctx, { fullName: 'Camille Créatrice' }),
    buildSignedInUser(ctx, { fullName: 'Marc Visiteur' }),
    buildSignedInUser(ctx, { fullName: 'Léa Équipe', profession: 'Monteuse' }),
    buildSignedInUser(ctx, { fullName: 'Admin Plateau', role: 'admin' }),
  ]);
  const row = await buildProject(ctx.db, { userId: owner.user.id, ...project });
  const membership = await buildProjectMember(ctx.db, {
    projectId: row.id,
    userId: projectMember.user.id,
    role: 'monteur',
  });
  await buildJoinRequest(ctx.db, {
    projectId: row.id,
    userId: projectMember.user.id,
    role: 'monteur',
    status: 'approuvé',
  });
  return { project: row, membership, owner, member, projectMember, admin };
}
export type Cast = Awaited<ReturnType<typeof buildCast>>;
export type ActorName = 'visitor' | 'member' | 'projectMember' | 'owner' | 'admin';
export const actorNames: ActorName[] = ['visitor', 'member', 'projectMember', 'owner', 'admin'];
export const cookieOf = (cast: Cast, name: ActorName) => (name === 'visitor' ? undefined : cast[name].cookie);

/** The project row as stored now. */
export async function storedProject(ctx: TestContext, id: string) {
  const [row] = await ctx.db.select().from(projects).where(eq(projects.id, id));
  return row ?? null;
}
