import { randomUUID } from 'node:crypto';
import { projectMessages as m } from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, projectJoinRequests, projectMembers } from '../../db/schema';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildConnection, buildJoinRequest, buildProjectMember } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { type ActorName, actorNames, buildCast, type Cast, cookieOf } from './project-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const teamOf = async (cast: Cast, name: ActorName) => {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/projects/${cast.project.id}/members`,
    cookie: cookieOf(cast, name),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: Array<{ name: string; isViewer: boolean; user: unknown }>;
    teamVisible: boolean;
  };
};
const memberRows = (projectId: string) =>
  ctx.db.select().from(projectMembers).where(eq(projectMembers.projectId, projectId));

describe('GET /api/projects/:id/members (spec 2 §4 team visibility)', () => {
  const expected: Record<string, Record<ActorName, boolean>> = {
    public: { visitor: true, member: true, projectMember: true, owner: true, admin: true },
    members: { visitor: false, member: false, projectMember: true, owner: true, admin: false },
    private: { visitor: false, member: false, projectMember: false, owner: true, admin: false },
  };
  for (const visibility of ['public', 'members', 'private'] as const) {
    it(`'${visibility}': the team shows as the rules say, a member always sees their own row`, async () => {
      const cast = await buildCast(ctx, { memberVisibilityDefault: visibility });
      const other = await buildUser(ctx.db, { fullName: 'Hugo Autre' });
      await buildProjectMember(ctx.db, { projectId: cast.project.id, userId: other.id });
      for (const name of actorNames) {
        const team = await teamOf(cast, name);
        expect(team.teamVisible, name).toBe(expected[visibility]?.[name]);
        const names = team.items.map((item) => item.name).sort();
        if (expected[visibility]?.[name]) expect(names, name).toEqual(['Hugo Autre', 'Léa Équipe']);
        else if (name === 'projectMember') expect(names, name).toEqual(['Léa Équipe']);
        else expect(names, name).toEqual([]);
      }
    });
  }

  it("shows an anonymous member as 'Membre anonyme' or their display name, but not to the owner or themselves", async () => {
    const cast = await buildCast(ctx);
    await ctx.db
      .update(projectMembers)
      .set({ showProfile: false })
      .where(eq(projectMembers.id, cast.membership.id));
    const hidden = await buildUser(ctx.db, { fullName: 'Nina Cachée' });
    await buildProjectMember(ctx.db, {
      projectId: cast.project.id,
      userId: hidden.id,
      showProfile: false,
      displayName: 'Maquilleuse',
    });
    const names = async (name: ActorName) => (await teamOf(cast, name)).items.map((item) => item.name).sort();
    expect(await names('member')).toEqual(['Maquilleuse', 'Membre anonyme']);
    expect((await teamOf(cast, 'member')).items.every((item) => item.user === null)).toBe(true);
    expect(await names('owner')).toEqual(['Léa Équipe', 'Nina Cachée']);
    expect(await names('projectMember')).toEqual(['Léa Équipe', 'Maquilleuse']);
  });

  it('answers 404 for an unknown or malformed project id', async () => {
    for (const id of [randomUUID(), 'pas-un-id']) {
      const response = await ctx.request({ method: 'GET', url: `/api/projects/${id}/members` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(m.notFound);
    }
  });
});

describe('POST /api/projects/:id/members and the candidates of the add-member dialog', () => {
  it('adds an accepted connection, approves their pending request and notifies them', async () => {
    const cast = await buildCast(ctx);
    const friend = await buildUser(ctx.db, {
      fullName: 'Élodie Mercier',
      profession: 'Costumière',
      skills: ['a', 'b', 'c', 'd'],
    });
    await buildConnection(ctx.db, friend.id, cast.owner.user.id);
    const request = await buildJoinRequest(ctx.db, { projectId: cast.project.id, userId: friend.id });

    const candidates = await ctx.request({
      method: 'GET',
      url: `/api/projects/${cast.project.id}/member-candidates?q=COSTUMIERE`,
      cookie: cast.owner.cookie,
    });
    expect(candidates.statusCode).toBe(200);
    expect(candidates.json().items).toEqual([
      expect.objectContaining({ id: friend.id, skills: ['a', 'b', 'c', 'd'] }),
    ]);

    const response = await ctx.request({
      method: 'POST',
      url: `/api/projects/${cast.project.id}/members`,
      payload: { userId: friend.id, role: 'acteur' },
      cookie: cast.owner.cookie,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().member).toMatchObject({ role: 'acteur', name: 'Élodie Mercier' });
    const [answered] = await ctx.db
      .select()
      .from(projectJoinRequests)
      .where(eq(projectJoinRequests.id, request.id));
    expect(answered?.status).toBe('approuvé');
    const [notice] = await ctx.db.select().from(notifications).where(eq(notifications.userId, friend.id));
    expect(notice?.content).toBe(
      `Vous avez été ajouté au projet en tant que acteur. — ${cast.project.title}`,
    );
    expect(notice?.relatedId).toBe(cast.project.id);

    const after = await ctx.request({
      method: 'GET',
      url: `/api/projects/${cast.project.id}/member-candidates?q=elodie`,
      cookie: cast.owner.cookie,
    });
    expect(after.json().items).toEqual([]);
  });

  it('lists the candidates by name the French way (issue 19), page after page', async () => {
    const cast = await buildCast(ctx);
    const word = `Zq${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
    for (const first of ['Zoé', 'Lucie', 'élodie', 'Hugo', 'Léa', 'Élodie', 'Hélène']) {
      const friend = await buildUser(ctx.db, { fullName: `${first} ${word}` });
      await buildConnection(ctx.db, friend.id, cast.owner.user.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await ctx.request({
        method: 'GET',
        url: `/api/projects/${cast.project.id}/member-candidates?q=${word}&limit=2${query}`,
        cookie: cast.owner.cookie,
      });
      expect(page.statusCode).toBe(200);
      const body = page.json() as { items: Array<{ fullName: string }>; nextCursor: string | null };
      seen.push(...body.items.map((item) => item.fullName.replace(` ${word}`, '')));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Élodie', 'élodie', 'Hélène', 'Hugo', 'Léa', 'Lucie', 'Zoé']);
  });

  it('refuses someone who is not an accepted connection, or already a member, and adds nothing', async () => {
    const cast = await buildCast(ctx);
    const stranger = await buildUser(ctx.db);
    const pending = await buildUser(ctx.db);
    await buildConnection(ctx.db, pending.id, cast.owner.user.id, 'en attente');
    await buildConnection(ctx.db, cast.projectMember.user.id, cast.owner.user.id);
    const add = (userId: string) =>
      ctx.request({
        method: 'POST',
        url: `/api/projects/${cast.project.id}/members`,
        payload: { userId },
        cookie: cast.owner.cookie,
      });
    for (const userId of [stranger.id, pending.id]) {
      const response = await add(userId);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(m.notAConnection);
    }
    const twice = await add(cast.projectMember.user.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(m.alreadyInProject);
    const unselected = await ctx.request({
      method: 'POST',
      url: `/api/projects/${cast.project.id}/members`,
      payload: {},
      cookie: cast.owner.cookie,
    });
    expect(unselected.json().error.message).toBe(m.selectConnection);
    expect(await memberRows(cast.project.id)).toHaveLength(1);
  });

  it.each(['visitor', 'member', 'projectMember', 'admin'] as const)('refuses %s', async (name) => {
    const cast = await buildCast(ctx);
    const friend = await buildUser(ctx.db);
    await buildConnection(ctx.db, friend.id, cast.owner.user.id);
    const response = await ctx.request({
      method: 'POST',
      url: `/api/projects/${cast.project.id}/members`,
      payload: { userId: friend.id },
      cookie: cookieOf(cast, name),
    });
    expect(response.statusCode).toBe(name === 'visitor' ? 401 : 403);
    const candidates = await ctx.request({
      method: 'GET',
      url: `/api/projects/${cast.project.id}/member-candidates`,
      cookie: cookieOf(cast, name),
    });
    expect(candidates.statusCode).toBe(name === 'visitor' ? 401 : 403);
    expect(await memberRows(cast.project.id)).toHaveLength(1);
  });
});

describe('PATCH and DELETE /api/projects/:id/members/:memberId', () => {
  const patchMember = (cast: Cast, name: ActorName, memberId: string, payload: object) =>
    ctx.request({
      method: 'PATCH',
      url: `/api/projects/${cast.project.id}/members/${memberId}`,
      payload,
      cookie: cookieOf(cast, name),
    });

  it('lets the owner change a role and remove a member', async () => {
    const cast = await buildCast(ctx);
    const changed = await patchMember(cast, 'owner', cast.membership.id, { role: 'producteur' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().member.role).toBe('producteur');
    const bad = await patchMember(cast, 'owner', cast.membership.id, { role: 'pilote' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Rôle "pilote" non autorisé');
    const removed = await ctx.request({
      method: 'DELETE',
      url: `/api/projects/${cast.project.id}/members/${cast.membership.id}`,
      cookie: cast.owner.cookie,
    });
    expect(removed.statusCode).toBe(204);
    expect(await memberRows(cast.project.id)).toHaveLength(0);
  });

  it.each(['visitor', 'member', 'projectMember', 'admin'] as const)(
    'refuses a role change or removal by %s',
    async (name) => {
      const cast = await buildCast(ctx);
      const role = await patchMember(cast, name, cast.membership.id, { role: 'acteur' });
      expect(role.statusCode).toBe(name === 'visitor' ? 401 : 403);
      const removed = await ctx.request({
        method: 'DELETE',
        url: `/api/projects/${cast.project.id}/members/${cast.membership.id}`,
        cookie: cookieOf(cast, name),
      });
      expect(removed.statusCode).toBe(name === 'visitor' ? 401 : 403);
      expect(await memberRows(cast.project.id)).toMatchObject([{ role: 'monteur' }]);
    },
  );

  it("refuses a toggle of someone else's visibility, even by the owner", async () => {
    const cast = await buildCast(ctx);
    for (const name of ['member', 'owner', 'admin'] as const) {
      const response = await patchMember(cast, name, cast.membership.id, { showProfile: false });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(m.ownVisibilityOnly);
    }
    expect(await memberRows(cast.project.id)).toMatchObject([{ showProfile: true }]);
  });

  it("answers 404 'Membre du projet introuvable.' for an unknown member", async () => {
    const cast = await buildCast(ctx);
    const response = await patchMember(cast, 'owner', randomUUID(), { role: 'acteur' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(m.memberNotFound);
  });
});

describe('PATCH /api/projects/:id/members/me', () => {
  it('lets a project member become anonymous with a display name, then visible again', async () => {
    const cast = await buildCast(ctx);
    const me = (payload: object) =>
      ctx.request({
        method: 'PATCH',
        url: `/api/projects/${cast.project.id}/members/me`,
        payload,
        cookie: cast.projectMember.cookie,
      });
    const hidden = await me({ showProfile: false, displayName: 'Monteuse' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().member).toMatchObject({
      showProfile: false,
      displayName: 'Monteuse',
      isViewer: true,
    });
    expect((await teamOf(cast, 'member')).items.map((item) => item.name)).toEqual(['Monteuse']);
    expect((await me({ showProfile: true })).json().member.showProfile).toBe(true);
    expect((await me({ showProfile: 'oui' })).json().error.message).toBe(m.invalidFlag);
  });

  it.each(['visitor', 'member', 'owner', 'admin'] as const)(
    'refuses %s (not a project member)',
    async (name) => {
      const cast = await buildCast(ctx);
      const response = await ctx.request({
        method: 'PATCH',
        url: `/api/projects/${cast.project.id}/members/me`,
        payload: { showProfile: false },
        cookie: cookieOf(cast, name),
      });
      expect(response.statusCode).toBe(name === 'visitor' ? 401 : 403);
      const rows = await ctx.db
        .select()
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, cast.project.id), eq(projectMembers.showProfile, false)));
      expect(rows).toHaveLength(0);
    },
  );
});

describe('signed-in extras', () => {
  it('a new member gets their own membership in the detail', async () => {
    const cast = await buildCast(ctx);
    const { user, cookie } = await buildSignedInUser(ctx);
    await buildProjectMember(ctx.db, { projectId: cast.project.id, userId: user.id, role: 'acteur' });
    const response = await ctx.request({ method: 'GET', url: `/api/projects/${cast.project.id}`, cookie });
    expect(response.json().project.viewer.membership).toMatchObject({ role: 'acteur', showProfile: true });
    expect(response.json().project.stats.members).toBe(2);
  });
});
