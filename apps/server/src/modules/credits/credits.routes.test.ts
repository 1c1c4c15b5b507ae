import { fill, creditsMessages as m, profileMessages as pm, projectMessages } from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits, notifications } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { buildProject, buildProjectMember } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const thisYear = new Date().getFullYear();

/** A project of Camille's with Léa (a monteuse) in its team as 'monteur', and Marc, a member outside it. */
async function buildCast(project: Partial<Parameters<typeof buildProject>[1]> = {}) {
  const [owner, member, projectMember] = await Promise.all([
    buildSignedInUser(ctx, { fullName: 'Camille Créatrice' }),
    buildSignedInUser(ctx, { fullName: 'Marc Visiteur' }),
    buildSignedInUser(ctx, { fullName: 'Léa Équipe', profession: 'Monteuse' }),
  ]);
  const row = await buildProject(ctx.db, { userId: owner.user.id, ...project });
  await buildProjectMember(ctx.db, { projectId: row.id, userId: projectMember.user.id, role: 'monteur' });
  return { project: row, owner, member, projectMember };
}
type Cast = Awaited<ReturnType<typeof buildCast>>;
const finish = (cast: Cast, status = 'terminé') =>
  ctx.request({
    method: 'PUT',
    url: `/api/projects/${cast.project.id}/status`,
    payload: { status },
    cookie: cast.owner.cookie,
  });
const creditsOf = (userId: string) => ctx.db.select().from(credits).where(eq(credits.userId, userId));
const list = (userId: string, cookie: string) =>
  ctx.request({ method: 'GET', url: `/api/users/${userId}/credits`, cookie });
const patch = (id: string, payload: Record<string, unknown>, cookie: string) =>
  ctx.request({ method: 'PATCH', url: `/api/credits/${id}`, payload, cookie });
const declare = (payload: Record<string, unknown>, cookie: string) =>
  ctx.request({ method: 'POST', url: '/api/me/credits', payload, cookie });
const declared = { title: 'Nuit blanche', year: 2019, role: 'Monteuse', kind: 'court-métrage' };

describe('credits of a finished project (issue 33)', () => {
  it('proposes a credit to each member with a role, who confirms it: then others see it as verified', async () => {
    const cast = await buildCast({ title: 'Clip nocturne', projectType: 'clip' });
    expect((await finish(cast)).statusCode).toBe(200);
    const [proposed] = await creditsOf(cast.projectMember.user.id);
    expect(proposed).toMatchObject({
      role: 'Monteuse',
      title: 'Clip nocturne',
      year: thisYear,
      kind: 'clip',
      status: 'proposé',
      projectId: cast.project.id,
    });
    const notices = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, cast.projectMember.user.id));
    expect(notices.map((n) => n.content)).toContain(fill(m.notification, { title: 'Clip nocturne' }));

    // Not yet on the profile for others; the member sees it with Confirmer and Refuser.
    expect((await list(cast.projectMember.user.id, cast.member.cookie)).json().items).toEqual([]);
    const own = (await list(cast.projectMember.user.id, cast.projectMember.cookie)).json().items;
    expect(own).toHaveLength(1);
    expect(own[0].abilities).toMatchObject({ confirm: true, decline: true, edit: false });

    // Someone else cannot confirm it: to them it does not exist.
    const stranger = await patch(proposed?.id ?? '', { action: 'confirmer' }, cast.member.cookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe(m.notFound);
    expect((await creditsOf(cast.projectMember.user.id))[0]?.status).toBe('proposé');

    const confirmed = await patch(proposed?.id ?? '', { action: 'confirmer' }, cast.projectMember.cookie);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().credit).toMatchObject({ status: 'confirmé', projectId: cast.project.id });
    const seen = (await list(cast.projectMember.user.id, cast.member.cookie)).json().items;
    expect(seen).toMatchObject([{ status: 'confirmé', role: 'Monteuse', title: 'Clip nocturne' }]);
    expect(seen[0].abilities).toEqual({ confirm: false, decline: false, edit: false, delete: false });

    // A verified credit is not edited, and finishing the project again proposes nothing new.
    const edit = await patch(
      proposed?.id ?? '',
      { action: 'modifier', ...declared },
      cast.projectMember.cookie,
    );
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toBe(m.verifiedNotEditable);
    await finish(cast, 'en cours');
    await finish(cast);
    expect(await creditsOf(cast.projectMember.user.id)).toHaveLength(1);
  });

  it('a declined credit is hidden; confirming twice is refused in French', async () => {
    const cast = await buildCast();
    await finish(cast);
    const [proposed] = await creditsOf(cast.projectMember.user.id);
    const id = proposed?.id ?? '';
    expect((await patch(id, { action: 'refuser' }, cast.projectMember.cookie)).statusCode).toBe(200);
    expect((await list(cast.projectMember.user.id, cast.projectMember.cookie)).json().items).toEqual([]);
    const again = await patch(id, { action: 'refuser' }, cast.projectMember.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.notPending);
  });

  it('gives no credit to a member without a role, nor for another status', async () => {
    const cast = await buildCast();
    const plain = await buildSignedInUser(ctx);
    await buildProjectMember(ctx.db, { projectId: cast.project.id, userId: plain.user.id, role: 'membre' });
    await finish(cast, 'en pause');
    expect(await creditsOf(cast.projectMember.user.id)).toHaveLength(0);
    await finish(cast);
    expect(await creditsOf(cast.projectMember.user.id)).toHaveLength(1);
    expect(await creditsOf(plain.user.id)).toHaveLength(0);
  });
});

describe('POST /api/me/credits', () => {
  it('declares a work from outside Plateau, editable and removable by its member only', async () => {
    const alice = await buildSignedInUser(ctx);
    const bruno = await buildSignedInUser(ctx);
    const created = await declare({ ...declared, link: 'vimeo.com/123' }, alice.cookie);
    expect(created.statusCode).toBe(201);
    expect(created.json().credit).toMatchObject({
      ...declared,
      status: 'déclaré',
      link: 'https://vimeo.com/123',
      projectId: null,
      abilities: { edit: true, delete: true, confirm: false },
    });
    const id = created.json().credit.id;
    expect((await list(alice.user.id, bruno.cookie)).json().items).toHaveLength(1);

    const byBruno = await patch(id, { action: 'modifier', ...declared, title: 'Volé' }, bruno.cookie);
    expect(byBruno.statusCode).toBe(403);
    const edited = await patch(id, { action: 'modifier', ...declared, year: 2018 }, alice.cookie);
    expect(edited.json().credit.year).toBe(2018);
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/credits/${id}`, cookie: bruno.cookie })).statusCode,
    ).toBe(403);
    expect(await creditsOf(alice.user.id)).toHaveLength(1);
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/credits/${id}`, cookie: alice.cookie })).statusCode,
    ).toBe(204);
    expect(await creditsOf(alice.user.id)).toHaveLength(0);
  });

  it('refuses a year in the future or before 1895, a missing title, and changes nothing', async () => {
    const alice = await buildSignedInUser(ctx);
    for (const year of [thisYear + 1, 1894, 2020.5]) {
      const response = await declare({ ...declared, year }, alice.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(fill(m.yearInvalid, { max: thisYear }));
    }
    const untitled = await declare({ ...declared, title: '  ' }, alice.cookie);
    expect(untitled.json().error.message).toBe(m.titleRequired);
    const noRole = await declare({ title: 'Sans rôle', year: 2020, kind: 'clip' }, alice.cookie);
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().error.message).toBe(m.roleRequired);
    expect(await creditsOf(alice.user.id)).toHaveLength(0);
  });

  it('credits a finished project only to a member of its team', async () => {
    const cast = await buildCast({ title: 'Portraits d’atelier', status: 'terminé' });
    const outsider = await declare({ projectId: cast.project.id }, cast.member.cookie);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.message).toBe(m.notInTeam);
    expect(await creditsOf(cast.member.user.id)).toHaveLength(0);

    const member = await declare({ projectId: cast.project.id }, cast.projectMember.cookie);
    expect(member.statusCode).toBe(201);
    expect(member.json().credit).toMatchObject({ status: 'confirmé', title: 'Portraits d’atelier' });
    const twice = await declare({ projectId: cast.project.id }, cast.projectMember.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(m.alreadyCredited);

    const unfinished = await buildCast();
    const early = await declare({ projectId: unfinished.project.id }, unfinished.projectMember.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(m.projectNotFinished);
    const missing = await declare(
      { projectId: '00000000-0000-4000-8000-000000000000' },
      cast.projectMember.cookie,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(projectMessages.notFound);
  });

  it('answers 404 for an unknown member and 401 for a visitor', async () => {
    const alice = await buildSignedInUser(ctx);
    const unknown = await list('00000000-0000-4000-8000-000000000000', alice.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(pm.userNotFound);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/users/${alice.user.id}/credits` })).statusCode,
    ).toBe(401);
    const stored = await ctx.db
      .select()
      .from(credits)
      .where(and(eq(credits.userId, alice.user.id)));
    expect(stored).toHaveLength(0);
  });
});
