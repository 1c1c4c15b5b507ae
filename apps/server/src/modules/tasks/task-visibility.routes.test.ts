import { taskMessages as m } from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMembers } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { buildProjectMember, buildTask, buildTaskComment } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';
// biome-ignore lint/style/noRestrictedImports: the projects area's test cast (a test helper, not runtime code)
import { type ActorName, buildCast, type Cast, cookieOf } from '../projects/project-test-kit';
import { buildAnonymousMember, storedTask, taskNotificationsOf } from './task-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const get = (cookie: string | undefined, url: string) => ctx.request({ method: 'GET', url, cookie });
const write = (cookie: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
  ctx.request({ method, url, payload, cookie });
const hiddenPerson = { id: null, fullName: 'Membre anonyme', avatarUrl: null, deleted: false };

/** Sacha, a member of the cast's project (profile shown), holding a task and commenting on it. */
async function withSacha(cast: Cast) {
  const sacha = await buildSignedInUser(ctx, { fullName: 'Sacha Secret' });
  await buildProjectMember(ctx.db, { projectId: cast.project.id, userId: sacha.user.id });
  const task = await buildTask(ctx.db, { projectId: cast.project.id, assignedTo: sacha.user.id });
  await buildTaskComment(ctx.db, { taskId: task.id, userId: sacha.user.id, content: 'Je m’en occupe.' });
  return { sacha, task };
}

/** Every answer of the task board that names people: the board, a column, the list, the task, its comments. */
async function boardAnswers(cookie: string | undefined, projectId: string, taskId: string) {
  const urls = [
    `/api/projects/${projectId}/tasks`,
    `/api/projects/${projectId}/tasks/column?status=${encodeURIComponent('à faire')}`,
    `/api/projects/${projectId}/tasks/list?sort=status`,
    `/api/tasks/${taskId}`,
    `/api/tasks/${taskId}/comments`,
  ];
  const answers = await Promise.all(urls.map((url) => get(cookie, url)));
  for (const answer of answers) expect(answer.statusCode).toBe(200);
  return answers.map((answer) => answer.json());
}

describe('the task board hides the people of a team hidden from the viewer (spec 2 §4)', () => {
  const sees: Record<'members' | 'private', Record<Exclude<ActorName, 'visitor'>, boolean>> = {
    members: { member: false, projectMember: true, owner: true, admin: false },
    private: { member: false, projectMember: false, owner: true, admin: false },
  };
  for (const visibility of ['members', 'private'] as const) {
    it(`'${visibility}' team: board, column, list, task and comments`, async () => {
      const cast = await buildCast(ctx, { memberVisibilityDefault: visibility });
      const { sacha, task } = await withSacha(cast);
      for (const [name, seen] of Object.entries(sees[visibility])) {
        const [board, column, list, detail, comments] = await boardAnswers(
          cookieOf(cast, name as ActorName),
          cast.project.id,
          task.id,
        );
        const text = JSON.stringify([board, column, list, detail, comments]);
        expect(text.includes(sacha.user.id), name).toBe(seen);
        expect(text.includes('Sacha Secret'), name).toBe(seen);
        const shown = seen
          ? { id: sacha.user.id, fullName: 'Sacha Secret', avatarUrl: null, deleted: false }
          : hiddenPerson;
        expect(board.columns[0].items[0].assignee, name).toEqual(shown);
        expect(column.items[0].assignee, name).toEqual(shown);
        expect(list.items[0].assignee, name).toEqual(shown);
        expect(detail.task.assignee, name).toEqual(shown);
        expect(comments.items[0].user, name).toEqual(shown);
      }
    });
  }

  it("offers a member of a private team the owner and themselves only, and refuses a hidden assignee's id", async () => {
    const cast = await buildCast(ctx, { memberVisibilityDefault: 'private' });
    const { sacha, task } = await withSacha(cast);
    const [board] = await boardAnswers(cast.projectMember.cookie, cast.project.id, task.id);
    expect(board.assignees.map((a: { id: string }) => a.id)).toEqual([
      cast.owner.user.id,
      cast.projectMember.user.id,
    ]);
    // The same answer whether Sacha is in the team or not: the id tells nothing.
    const refused = await write(cast.projectMember.cookie, 'POST', `/api/projects/${cast.project.id}/tasks`, {
      title: 'Sonder',
      assignedTo: sacha.user.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ assignedTo: m.invalidAssignee });
    // Léa edits Sacha's task: Sacha stays assigned, still unnamed in the answer.
    const edited = await write(cast.projectMember.cookie, 'PATCH', `/api/tasks/${task.id}`, {
      title: 'Renommée',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().task).toMatchObject({ assignee: hiddenPerson, assigneeOption: null });
    expect((await storedTask(ctx, task.id))?.assignedTo).toBe(sacha.user.id);
    // The owner may assign Sacha.
    const assigned = await write(cast.owner.cookie, 'POST', `/api/projects/${cast.project.id}/tasks`, {
      title: 'Sonder',
      assignedTo: sacha.user.id,
    });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json().task.assigneeOption).toBe(sacha.user.id);
  });
});

describe('an anonymous member on the task board (spec 2 §4)', () => {
  it('is offered to the other members under their row, never their id, and assigned through it', async () => {
    const cast = await buildCast(ctx);
    const zoe = await buildAnonymousMember(ctx, cast.project.id);
    const [row] = await ctx.db
      .select({ id: projectMembers.id })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, cast.project.id), eq(projectMembers.userId, zoe.user.id)));
    const board = await get(cast.projectMember.cookie, `/api/projects/${cast.project.id}/tasks`);
    expect(board.body).not.toContain(zoe.user.id);
    expect(board.json().assignees).toContainEqual({
      fullName: 'Membre anonyme',
      avatarUrl: null,
      id: row?.id,
      isOwner: false,
    });

    const byId = await write(cast.projectMember.cookie, 'POST', `/api/projects/${cast.project.id}/tasks`, {
      title: 'Maquillage',
      assignedTo: zoe.user.id,
    });
    expect(byId.statusCode).toBe(400);
    const created = await write(cast.projectMember.cookie, 'POST', `/api/projects/${cast.project.id}/tasks`, {
      title: 'Maquillage',
      assignedTo: row?.id,
    });
    expect(created.statusCode).toBe(201);
    const { task } = created.json();
    expect(created.body).not.toContain(zoe.user.id);
    expect(task).toMatchObject({ assignee: hiddenPerson, assigneeOption: row?.id });
    expect((await storedTask(ctx, task.id))?.assignedTo).toBe(zoe.user.id);
    expect(await taskNotificationsOf(ctx, zoe.user.id)).toHaveLength(1);
    // Sending the same option again changes nothing and notifies no one.
    const again = await write(cast.projectMember.cookie, 'PATCH', `/api/tasks/${task.id}`, {
      assignedTo: row?.id,
    });
    expect(again.statusCode).toBe(200);
    expect(await taskNotificationsOf(ctx, zoe.user.id)).toHaveLength(1);
    // The owner sees and assigns her by her id.
    const owners = await get(cast.owner.cookie, `/api/tasks/${task.id}`);
    expect(owners.json().task).toMatchObject({ assignee: { id: zoe.user.id }, assigneeOption: zoe.user.id });
  });
});
