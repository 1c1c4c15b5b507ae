import { taskMessages as m, projectMessages } from '@plateau/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { buildProject, buildTask } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';
// biome-ignore lint/style/noRestrictedImports: the projects area's test cast (a test helper, not runtime code)
import { type ActorName, buildCast, cookieOf } from '../projects/project-test-kit';
import { buildAnonymousMember, projectTasks, storedTask, taskNotificationsOf } from './task-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const unknownId = '00000000-0000-4000-8000-000000000000';
const board = (cookie: string | undefined, projectId: string) =>
  ctx.request({ method: 'GET', url: `/api/projects/${projectId}/tasks`, cookie });
const create = (cookie: string | undefined, projectId: string, payload: unknown) =>
  ctx.request({
    method: 'POST',
    url: `/api/projects/${projectId}/tasks`,
    payload: payload as object,
    cookie,
  });
const patch = (cookie: string | undefined, id: string, payload: unknown) =>
  ctx.request({ method: 'PATCH', url: `/api/tasks/${id}`, payload: payload as object, cookie });

describe('GET /api/projects/:id/tasks', () => {
  it.each([
    ['member', 200, false],
    ['projectMember', 200, true],
    ['owner', 200, true],
    ['admin', 200, false],
  ] as const)('shows the board to %s (%i, may write: %s)', async (name, status, write) => {
    const cast = await buildCast(ctx);
    await buildTask(ctx.db, {
      projectId: cast.project.id,
      title: 'Repérages',
      assignedTo: cast.owner.user.id,
    });
    const response = await board(cookieOf(cast, name as ActorName), cast.project.id);
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body.abilities).toEqual({ create: write, move: write });
    // The three columns in their fixed order, each with its total and its next page.
    expect(body.columns.map((c: { status: string; total: number }) => [c.status, c.total])).toEqual([
      ['à faire', 1],
      ['en cours', 0],
      ['terminé', 0],
    ]);
    const [todo] = body.columns;
    expect(todo.nextCursor).toBeNull();
    // A card carries what the board shows; the dialog loads the description and abilities (GET /api/tasks/:id).
    expect(todo.items).toEqual([
      {
        id: expect.any(String),
        title: 'Repérages',
        status: 'à faire',
        dueDate: null,
        assignee: { id: cast.owner.user.id, fullName: 'Camille Créatrice', avatarUrl: null, deleted: false },
        commentCount: 0,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
    const detail = await ctx.request({
      method: 'GET',
      url: `/api/tasks/${todo.items[0].id}`,
      cookie: cookieOf(cast, name as ActorName),
    });
    expect(detail.json().task).toMatchObject({
      title: 'Repérages',
      description: null,
      abilities: { edit: write, move: write, comment: write, delete: write },
    });
    // Assignee options only for those who may create tasks: the owner first, then the members.
    expect(body.assignees.map((a: { id: string }) => a.id)).toEqual(
      write ? [cast.owner.user.id, cast.projectMember.user.id] : [],
    );
  });

  it('asks a visitor to sign in and answers an unknown or malformed project with 404', async () => {
    const cast = await buildCast(ctx);
    expect((await board(undefined, cast.project.id)).statusCode).toBe(401);
    for (const id of [unknownId, 'abc']) {
      const response = await board(cast.member.cookie, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(projectMessages.notFound);
    }
  });

  it('keeps an anonymous assignee anonymous for other members, not for the owner', async () => {
    const cast = await buildCast(ctx);
    const hidden = await buildAnonymousMember(ctx, cast.project.id);
    await buildTask(ctx.db, { projectId: cast.project.id, assignedTo: hidden.user.id });
    const seenBy = async (cookie: string) =>
      (await board(cookie, cast.project.id)).json().columns[0].items[0].assignee;
    expect(await seenBy(cast.member.cookie)).toEqual({
      id: null,
      fullName: 'Membre anonyme',
      avatarUrl: null,
      deleted: false,
    });
    expect(await seenBy(cast.owner.cookie)).toMatchObject({ id: hidden.user.id, fullName: 'Zoé Discrète' });
  });
});

describe('POST /api/projects/:id/tasks', () => {
  it('creates the task for a project member and notifies the assignee with a link to the task', async () => {
    const cast = await buildCast(ctx);
    const response = await create(cast.projectMember.cookie, cast.project.id, {
      title: '  Louer la caméra  ',
      description: '',
      dueDate: '2030-05-10',
      assignedTo: cast.owner.user.id,
    });
    expect(response.statusCode).toBe(201);
    const { task } = response.json();
    expect(task).toMatchObject({
      title: 'Louer la caméra',
      description: null,
      status: 'à faire',
      dueDate: '2030-05-10',
      assignee: { id: cast.owner.user.id },
    });
    const [notification] = await taskNotificationsOf(ctx, cast.owner.user.id);
    expect(notification).toMatchObject({
      content: `Une nouvelle tâche "Louer la caméra" vous a été assignée. — ${cast.project.title}`,
      relatedId: cast.project.id,
      taskId: task.id,
    });
    const listed = await ctx.request({ method: 'GET', url: '/api/notifications', cookie: cast.owner.cookie });
    expect(listed.json().items[0]).toMatchObject({ type: 'task', taskId: task.id });
  });

  it('does not notify members who assign a task to themselves', async () => {
    const cast = await buildCast(ctx);
    const response = await create(cast.owner.cookie, cast.project.id, {
      title: 'Écrire le découpage',
      assignedTo: cast.owner.user.id,
      status: 'en cours',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().task.status).toBe('en cours');
    expect(await taskNotificationsOf(ctx, cast.owner.user.id)).toHaveLength(0);
  });

  it.each([
    [{ title: '' }, m.titleRequired],
    [{ title: '    ' }, m.titleRequired],
    [{}, m.titleRequired],
    [{ title: 'x'.repeat(201) }, 'Le titre doit contenir au plus 200 caractères'],
    [{ title: 'Montage', status: 'fini' }, m.invalidStatus],
    [{ title: 'Montage', dueDate: 'demain' }, projectMessages.invalidDate],
    [{ title: 'Montage', dueDate: '2030-02-30' }, projectMessages.invalidDate],
    [{ title: 'Montage', assignedTo: 'quelqu’un' }, m.invalidAssignee],
  ])('refuses %o with a French message and stores nothing', async (payload, message) => {
    const cast = await buildCast(ctx);
    const response = await create(cast.owner.cookie, cast.project.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await projectTasks(ctx, cast.project.id)).toHaveLength(0);
  });

  it('refuses an assignee who is neither the owner nor a member of the project', async () => {
    const cast = await buildCast(ctx);
    for (const assignedTo of [cast.member.user.id, unknownId]) {
      const response = await create(cast.owner.cookie, cast.project.id, { title: 'Montage', assignedTo });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(m.invalidAssignee);
    }
    expect(await projectTasks(ctx, cast.project.id)).toHaveLength(0);
    expect(await taskNotificationsOf(ctx, cast.member.user.id)).toHaveLength(0);
  });

  it.each([
    ['visitor', 401],
    ['member', 403],
    ['admin', 403],
  ] as const)('refuses %s (%i) and stores nothing', async (name, status) => {
    const cast = await buildCast(ctx);
    const response = await create(cookieOf(cast, name), cast.project.id, { title: 'Montage' });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().error.message).toBe(m.notAllowed);
    expect(await projectTasks(ctx, cast.project.id)).toHaveLength(0);
  });

  it('answers an unknown project with 404', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const response = await create(cookie, unknownId, { title: 'Montage' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(projectMessages.notFound);
  });
});

describe('GET, PATCH, DELETE /api/tasks/:id', () => {
  it('shows one task to any member, 404 for an unknown or malformed id', async () => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id, title: 'Casting' });
    const response = await ctx.request({
      method: 'GET',
      url: `/api/tasks/${task.id}`,
      cookie: cast.member.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().task).toMatchObject({ id: task.id, abilities: { edit: false } });
    for (const id of [unknownId, 'pas-un-id']) {
      const missing = await ctx.request({
        method: 'GET',
        url: `/api/tasks/${id}`,
        cookie: cast.member.cookie,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(m.notFound);
    }
  });

  it('moves and edits a task for a project member; last write wins', async () => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id });
    const first = await patch(cast.projectMember.cookie, task.id, { status: 'en cours' });
    expect(first.statusCode).toBe(200);
    expect(first.json().task.status).toBe('en cours');
    const second = await patch(cast.owner.cookie, task.id, { status: 'terminé', description: 'Fait' });
    expect(second.json().task).toMatchObject({ status: 'terminé', description: 'Fait' });
    expect(await storedTask(ctx, task.id)).toMatchObject({ status: 'terminé', description: 'Fait' });
  });

  it('notifies a new assignee on reassignment only', async () => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id, title: 'Mixage' });
    await patch(cast.owner.cookie, task.id, { assignedTo: cast.projectMember.user.id });
    await patch(cast.owner.cookie, task.id, {
      assignedTo: cast.projectMember.user.id,
      title: 'Mixage final',
    });
    const received = await taskNotificationsOf(ctx, cast.projectMember.user.id);
    expect(received.map((row) => row.content)).toEqual([
      `Une nouvelle tâche "Mixage" vous a été assignée. — ${cast.project.title}`,
    ]);
  });

  it.each([
    [{ title: ' ' }, m.titleRequired],
    [{ status: 'bloqué' }, m.invalidStatus],
    [{ dueDate: '31/12/2030' }, projectMessages.invalidDate],
    [{}, m.nothingToChange],
  ])('refuses %o and changes nothing', async (payload, message) => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id, title: 'Intact' });
    const response = await patch(cast.owner.cookie, task.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await storedTask(ctx, task.id)).toEqual(task);
  });

  it('refuses an assignee from outside the project and changes nothing', async () => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id });
    const response = await patch(cast.owner.cookie, task.id, { assignedTo: cast.member.user.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(m.invalidAssignee);
    expect(await storedTask(ctx, task.id)).toEqual(task);
  });

  it('refuses non-members, and the owner of another project, to move, edit or delete', async () => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id });
    const otherOwner = await buildSignedInUser(ctx);
    await buildProject(ctx.db, { userId: otherOwner.user.id });
    for (const cookie of [cast.member.cookie, cast.admin.cookie, otherOwner.cookie]) {
      const moved = await patch(cookie, task.id, { status: 'terminé' });
      expect(moved.statusCode).toBe(403);
      expect(moved.json().error.message).toBe(m.notAllowed);
      const deleted = await ctx.request({ method: 'DELETE', url: `/api/tasks/${task.id}`, cookie });
      expect(deleted.statusCode).toBe(403);
    }
    expect((await patch(undefined, task.id, { status: 'terminé' })).statusCode).toBe(401);
    expect(await storedTask(ctx, task.id)).toEqual(task);
  });

  it('deletes a task for a project member', async () => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id });
    const response = await ctx.request({
      method: 'DELETE',
      url: `/api/tasks/${task.id}`,
      cookie: cast.projectMember.cookie,
    });
    expect(response.statusCode).toBe(204);
    expect(await storedTask(ctx, task.id)).toBeNull();
  });
});
