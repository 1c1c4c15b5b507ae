import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { buildProject, buildProjectMember, buildTask } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { type ActorName, actorNames, buildCast, cookieOf } from './project-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const assigneeOf = async (id: string) =>
  (await ctx.db.select({ assignedTo: tasks.assignedTo }).from(tasks).where(eq(tasks.id, id)))[0]?.assignedTo;

describe("GET /api/projects/:id statistics: a hidden team is not counted ('Équipe privée')", () => {
  const seen: Record<string, Record<ActorName, number | null>> = {
    public: { visitor: 2, member: 2, projectMember: 2, owner: 2, admin: 2 },
    members: { visitor: null, member: null, projectMember: 2, owner: 2, admin: null },
    private: { visitor: null, member: null, projectMember: null, owner: 2, admin: null },
  };
  for (const visibility of ['public', 'members', 'private'] as const) {
    it(`'${visibility}' team`, async () => {
      const cast = await buildCast(ctx, { memberVisibilityDefault: visibility });
      const other = await buildSignedInUser(ctx);
      await buildProjectMember(ctx.db, { projectId: cast.project.id, userId: other.user.id });
      for (const name of actorNames) {
        const response = await ctx.request({
          method: 'GET',
          url: `/api/projects/${cast.project.id}`,
          cookie: cookieOf(cast, name),
        });
        expect(response.json().project.stats.members, name).toBe(seen[visibility]?.[name]);
      }
    });
  }
});

describe('DELETE /api/projects/:id/members/:memberId unassigns the removed member', () => {
  it("unassigns their tasks of this project only, in the removal's transaction", async () => {
    const cast = await buildCast(ctx);
    const lea = cast.projectMember.user.id;
    const mine = await buildTask(ctx.db, { projectId: cast.project.id, assignedTo: lea, status: 'en cours' });
    const done = await buildTask(ctx.db, { projectId: cast.project.id, assignedTo: lea, status: 'terminé' });
    const owners = await buildTask(ctx.db, { projectId: cast.project.id, assignedTo: cast.owner.user.id });
    const elsewhere = await buildProject(ctx.db, { userId: cast.owner.user.id });
    await buildProjectMember(ctx.db, { projectId: elsewhere.id, userId: lea });
    const kept = await buildTask(ctx.db, { projectId: elsewhere.id, assignedTo: lea });

    const remove = (cookie: string | undefined) =>
      ctx.request({
        method: 'DELETE',
        url: `/api/projects/${cast.project.id}/members/${cast.membership.id}`,
        cookie,
      });
    // A refused removal changes nothing.
    expect((await remove(cast.projectMember.cookie)).statusCode).toBe(403);
    expect(await assigneeOf(mine.id)).toBe(lea);

    expect((await remove(cast.owner.cookie)).statusCode).toBe(204);
    expect(await assigneeOf(mine.id)).toBeNull();
    expect(await assigneeOf(done.id)).toBeNull();
    expect(await assigneeOf(owners.id)).toBe(cast.owner.user.id);
    expect(await assigneeOf(kept.id)).toBe(lea);
    // The task's dialog shows it unassigned.
    const task = await ctx.request({
      method: 'GET',
      url: `/api/tasks/${mine.id}`,
      cookie: cast.owner.cookie,
    });
    expect(task.json().task).toMatchObject({ assignee: null, status: 'en cours' });
  });
});

describe('what else names the people of a private team', () => {
  it("a member's dashboard, data export, calendar and teammate's profile name no hidden teammate", async () => {
    const cast = await buildCast(ctx, { memberVisibilityDefault: 'private', deadline: '2031-01-15' });
    const sacha = await buildSignedInUser(ctx, { fullName: 'Sacha Secret' });
    await buildProjectMember(ctx.db, { projectId: cast.project.id, userId: sacha.user.id });
    await buildTask(ctx.db, { projectId: cast.project.id, assignedTo: sacha.user.id, dueDate: '2031-01-10' });
    await buildTask(ctx.db, {
      projectId: cast.project.id,
      assignedTo: cast.projectMember.user.id,
      dueDate: '2031-01-12',
    });
    const lea = cast.projectMember.cookie;
    const calendar = await ctx.request({ method: 'GET', url: '/api/me/calendar', cookie: lea });
    const answers = await Promise.all([
      ctx.request({ method: 'GET', url: '/api/dashboard', cookie: lea }),
      ctx.request({ method: 'GET', url: '/api/me/export', cookie: lea }),
      ctx.request({ method: 'GET', url: new URL(calendar.json().url).pathname }),
    ]);
    // Léa opens Sacha's profile only after her export is made: that view is hers, and her export would list it
    // (on PostgreSQL the four requests sent together sometimes committed the view before the export read).
    answers.push(await ctx.request({ method: 'GET', url: `/api/users/${sacha.user.id}`, cookie: lea }));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const [dashboard, exported, feed, profile] = answers.map((answer) => answer.body);
    // Léa's own: her project, her task's due date.
    expect(dashboard).toContain(cast.project.id);
    expect(feed).toContain('20310112');
    for (const text of [dashboard, exported, feed]) {
      expect(text).not.toContain(sacha.user.id);
      expect(text).not.toContain('Sacha Secret');
    }
    // Sacha's profile (his own name, of course) does not tell he is in the private project.
    expect(profile).not.toContain(cast.project.id);
  });
});
