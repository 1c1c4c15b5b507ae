import { randomUUID } from 'node:crypto';
import { projectMessages as m } from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, projectJoinRequests, projectMembers } from '../../db/schema';
import { buildJoinRequest } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { type ActorName, buildCast, type Cast, cookieOf } from './project-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const join = (cast: Cast, name: ActorName, role: unknown = 'Monteur vidéo') =>
  ctx.request({
    method: 'POST',
    url: `/api/projects/${cast.project.id}/join-requests`,
    payload: { role },
    cookie: cookieOf(cast, name),
  });
const requestsOf = (projectId: string, userId: string) =>
  ctx.db
    .select()
    .from(projectJoinRequests)
    .where(and(eq(projectJoinRequests.projectId, projectId), eq(projectJoinRequests.userId, userId)));
const noticesOf = (userId: string) =>
  ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /api/projects/:id/join-requests', () => {
  it('stores the mapped role, notifies the owner, and refuses a second request (alreadyExists)', async () => {
    const cast = await buildCast(ctx);
    const response = await join(cast, 'member');
    expect(response.statusCode).toBe(201);
    expect(response.json().joinRequest).toMatchObject({
      role: 'monteur',
      status: 'en attente',
      user: { id: cast.member.user.id },
    });
    const [notice] = await noticesOf(cast.owner.user.id);
    expect(notice?.content).toBe(
      'Marc Visiteur souhaite rejoindre votre projet « Projet de test » en tant que monteur.',
    );

    const detail = await ctx.request({
      method: 'GET',
      url: `/api/projects/${cast.project.id}`,
      cookie: cast.member.cookie,
    });
    expect(detail.json().project.viewer.joinRequest).toMatchObject({ role: 'monteur', status: 'en attente' });
    expect(detail.json().project.abilities).toMatchObject({ join: false, cancelRequest: true });

    const twice = await join(cast, 'member');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(m.alreadyRequested);
    expect(await requestsOf(cast.project.id, cast.member.user.id)).toHaveLength(1);
  });

  it('carries an optional message (500 characters) that the owner reads beside the request', async () => {
    const cast = await buildCast(ctx);
    const send = (message: unknown) =>
      ctx.request({
        method: 'POST',
        url: `/api/projects/${cast.project.id}/join-requests`,
        payload: { role: 'Monteur vidéo', message },
        cookie: cast.member.cookie,
      });
    const tooLong = await send('x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(m.joinMessageTooLong);
    expect(await requestsOf(cast.project.id, cast.member.user.id)).toHaveLength(0);

    const text = 'Monteuse depuis six ans,\ndisponible en mars.';
    const created = await send(`  ${text}  `);
    expect(created.statusCode).toBe(201);
    expect(created.json().joinRequest.message).toBe(text);
    const listed = await ctx.request({
      method: 'GET',
      url: `/api/projects/${cast.project.id}/join-requests`,
      cookie: cast.owner.cookie,
    });
    expect(listed.json().items.map((item: { message: string | null }) => item.message)).toEqual([text]);

    // Without a message (or with only spaces) there is none.
    const other = await buildCast(ctx);
    const blank = await ctx.request({
      method: 'POST',
      url: `/api/projects/${other.project.id}/join-requests`,
      payload: { role: 'Monteur vidéo', message: '   ' },
      cookie: other.member.cookie,
    });
    expect(blank.statusCode).toBe(201);
    expect(blank.json().joinRequest.message).toBeNull();
  });

  it('refuses the owner and members (alreadyMember), visitors, and a missing role', async () => {
    const cast = await buildCast(ctx);
    for (const name of ['owner', 'projectMember'] as const) {
      const response = await join(cast, name);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(m.alreadyMember);
    }
    expect((await join(cast, 'visitor')).statusCode).toBe(401);
    const missing = await join(cast, 'member', '  ');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(m.chooseRole);
    expect(await requestsOf(cast.project.id, cast.owner.user.id)).toHaveLength(0);
    expect(await requestsOf(cast.project.id, cast.member.user.id)).toHaveLength(0);
  });

  it('lets an admin ask (spec 2 §6) and a refused requester ask again', async () => {
    const cast = await buildCast(ctx);
    expect((await join(cast, 'admin', 'Community Manager')).json().joinRequest.role).toBe('autre');
    await buildJoinRequest(ctx.db, {
      projectId: cast.project.id,
      userId: cast.member.user.id,
      status: 'refusé',
    });
    expect((await join(cast, 'member', 'Acteur')).statusCode).toBe(201);
  });
});

describe('GET /api/projects/:id/join-requests', () => {
  it.each(['visitor', 'member', 'projectMember', 'owner', 'admin'] as const)('%s', async (name) => {
    const cast = await buildCast(ctx);
    await buildJoinRequest(ctx.db, { projectId: cast.project.id, userId: cast.member.user.id });
    const response = await ctx.request({
      method: 'GET',
      url: `/api/projects/${cast.project.id}/join-requests`,
      cookie: cookieOf(cast, name),
    });
    const status = { visitor: 401, member: 403, projectMember: 403, owner: 200, admin: 403 }[name];
    expect(response.statusCode).toBe(status);
    if (name === 'owner')
      expect(response.json().items).toMatchObject([
        { user: { fullName: 'Marc Visiteur' }, status: 'en attente' },
      ]);
    else if (name !== 'visitor') expect(response.json().error.message).toBe(m.onlyOwner);
  });
});

describe('PATCH /api/join-requests/:id', () => {
  const answer = (cast: Cast, name: ActorName, id: string, status: unknown) =>
    ctx.request({
      method: 'PATCH',
      url: `/api/join-requests/${id}`,
      payload: { status },
      cookie: cookieOf(cast, name),
    });

  it('accepting makes the requester a member with the role and tells them; answering twice is refused', async () => {
    const cast = await buildCast(ctx);
    const request = await buildJoinRequest(ctx.db, {
      projectId: cast.project.id,
      userId: cast.member.user.id,
      role: 'acteur',
    });
    const response = await answer(cast, 'owner', request.id, 'approuvé');
    expect(response.statusCode).toBe(200);
    expect(response.json().joinRequest.status).toBe('approuvé');
    const rows = await ctx.db
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.userId, cast.member.user.id));
    expect(rows).toMatchObject([{ projectId: cast.project.id, role: 'acteur', status: 'membre' }]);
    expect((await noticesOf(cast.member.user.id)).map((row) => row.content)).toEqual([
      'Votre demande pour rejoindre le projet « Projet de test » a été acceptée.',
    ]);
    const again = await answer(cast, 'owner', request.id, 'refusé');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.requestNotPending);
  });

  it('refusing keeps them out and tells them', async () => {
    const cast = await buildCast(ctx);
    const request = await buildJoinRequest(ctx.db, {
      projectId: cast.project.id,
      userId: cast.member.user.id,
    });
    expect((await answer(cast, 'owner', request.id, 'refusé')).statusCode).toBe(200);
    expect(
      await ctx.db.select().from(projectMembers).where(eq(projectMembers.userId, cast.member.user.id)),
    ).toHaveLength(0);
    expect((await noticesOf(cast.member.user.id))[0]?.content).toContain('a été refusée');
    expect((await answer(cast, 'owner', request.id, 'peut-être')).statusCode).toBe(400);
  });

  it.each(['visitor', 'member', 'projectMember', 'admin'] as const)(
    'refuses %s and changes nothing',
    async (name) => {
      const cast = await buildCast(ctx);
      const request = await buildJoinRequest(ctx.db, {
        projectId: cast.project.id,
        userId: cast.member.user.id,
      });
      const response = await answer(cast, name, request.id, 'approuvé');
      expect(response.statusCode).toBe(name === 'visitor' ? 401 : 403);
      expect((await requestsOf(cast.project.id, cast.member.user.id))[0]?.status).toBe('en attente');
    },
  );

  it("answers 404 'Demande de participation introuvable.' for an unknown or malformed id", async () => {
    const cast = await buildCast(ctx);
    for (const id of [randomUUID(), 'abc']) {
      const response = await answer(cast, 'owner', id, 'approuvé');
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(m.requestNotFound);
    }
  });
});

describe('DELETE /api/join-requests/:id', () => {
  it('the requester cancels a pending request; others may not', async () => {
    const cast = await buildCast(ctx);
    const request = await buildJoinRequest(ctx.db, {
      projectId: cast.project.id,
      userId: cast.member.user.id,
    });
    for (const name of ['owner', 'projectMember', 'admin'] as const) {
      const response = await ctx.request({
        method: 'DELETE',
        url: `/api/join-requests/${request.id}`,
        cookie: cookieOf(cast, name),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(m.ownRequestOnly);
    }
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/join-requests/${request.id}` })).statusCode,
    ).toBe(401);
    const cancelled = await ctx.request({
      method: 'DELETE',
      url: `/api/join-requests/${request.id}`,
      cookie: cast.member.cookie,
    });
    expect(cancelled.statusCode).toBe(204);
    expect(await requestsOf(cast.project.id, cast.member.user.id)).toHaveLength(0);
  });
});
