import { fill, messages } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleComments, projects, taskComments, tasks, uploads } from '../db/schema';
import { buildSignedInUser } from '../test/factories';
import { buildArticle } from '../test/magazine-factories';
import { buildProject, buildProjectMember, buildTask } from '../test/project-factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { jpegImage, multipartBody } from '../test/test-images';

let ctx: TestContext;
const max = 2;
const minute = { max, windowMs: 60_000 };

beforeAll(async () => {
  ctx = await createTestApp({
    writeLimits: { comment: minute, upload: { max, windowMs: 3_600_000 }, project: minute, task: minute },
    uploadQuotaBytes: 5 * 1024 * 1024,
  });
});

afterAll(async () => {
  await ctx.app.close();
});

/** A project with its owner and one member, all signed in. */
async function buildCast(context: TestContext) {
  const [owner, projectMember] = await Promise.all([buildSignedInUser(context), buildSignedInUser(context)]);
  const project = await buildProject(context.db, { userId: owner.user.id });
  await buildProjectMember(context.db, {
    projectId: project.id,
    userId: projectMember.user.id,
    role: 'monteur',
  });
  return { project, owner, projectMember };
}

const expect429 = (response: Awaited<ReturnType<TestContext['request']>>, message: string) => {
  expect(response.statusCode).toBe(429);
  expect(response.json().error).toEqual({ code: 'too_many_requests', message });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe('write limits per member (lib/rate-limit.ts, one French 429 per area)', () => {
  it('limits article comments, and the refused comment is not stored', async () => {
    const article = await buildArticle(ctx.db);
    const { cookie } = await buildSignedInUser(ctx);
    const post = (content: string) =>
      ctx.request({
        method: 'POST',
        url: `/api/articles/${article.id}/comments`,
        payload: { content },
        cookie,
      });
    for (let i = 0; i < max; i += 1) expect((await post(`Bravo ${i}`)).statusCode).toBe(201);
    expect429(await post('Encore un'), messages.api.tooManyComments);
    const stored = await ctx.db
      .select()
      .from(articleComments)
      .where(eq(articleComments.articleId, article.id));
    expect(stored).toHaveLength(max);
    // Another member is not held back.
    const other = await buildSignedInUser(ctx);
    const response = await ctx.request({
      method: 'POST',
      url: `/api/articles/${article.id}/comments`,
      payload: { content: 'Moi aussi' },
      cookie: other.cookie,
    });
    expect(response.statusCode).toBe(201);
  });

  it('limits task comments as comments', async () => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id });
    const post = (content: string) =>
      ctx.request({
        method: 'POST',
        url: `/api/tasks/${task.id}/comments`,
        payload: { content },
        cookie: cast.projectMember.cookie,
      });
    for (let i = 0; i < max; i += 1) expect((await post(`Note ${i}`)).statusCode).toBe(201);
    expect429(await post('Encore'), messages.api.tooManyComments);
    expect(await ctx.db.select().from(taskComments).where(eq(taskComments.taskId, task.id))).toHaveLength(
      max,
    );
  });

  it('limits project writes as they arrive, and the refused one changes nothing', async () => {
    const cast = await buildCast(ctx);
    const rename = (title: string) =>
      ctx.request({
        method: 'PATCH',
        url: `/api/projects/${cast.project.id}`,
        payload: { title },
        cookie: cast.owner.cookie,
      });
    for (let i = 0; i < max; i += 1) expect((await rename(`Court métrage ${i}`)).statusCode).toBe(200);
    expect429(await rename('Titre refusé'), messages.api.tooManyProjectWrites);
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, cast.project.id));
    expect(row?.title).toBe(`Court métrage ${max - 1}`);
  });

  it('limits task writes, and the refused task is not created', async () => {
    const cast = await buildCast(ctx);
    const create = (title: string) =>
      ctx.request({
        method: 'POST',
        url: `/api/projects/${cast.project.id}/tasks`,
        payload: { title },
        cookie: cast.owner.cookie,
      });
    for (let i = 0; i < max; i += 1) expect((await create(`Repérage ${i}`)).statusCode).toBe(201);
    expect429(await create('Refusée'), messages.api.tooManyTaskWrites);
    expect(await ctx.db.select().from(tasks).where(eq(tasks.projectId, cast.project.id))).toHaveLength(max);
  });
});

const upload = (cookie: string, file: ReturnType<typeof multipartBody>) =>
  ctx.request({ method: 'POST', url: '/api/uploads?kind=avatar', cookie, ...file });

describe('uploads: per member per hour and a storage quota', () => {
  it('refuses the upload past the hourly limit in French and stores nothing more', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    for (let i = 0; i < max; i += 1)
      expect((await upload(cookie, multipartBody(await jpegImage()))).statusCode).toBe(201);
    expect429(await upload(cookie, multipartBody(await jpegImage())), messages.api.tooManyUploads);
    expect(await ctx.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(max);
  });

  it('refuses an image that would pass the member’s storage quota', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    await ctx.db.insert(uploads).values({
      key: `profile-pictures/${user.id}/ancien.webp`,
      userId: user.id,
      size: ctx.config.uploadQuotaBytes - 10,
    });
    const response = await upload(cookie, multipartBody(await jpegImage()));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(fill(messages.api.uploadQuotaReached, { max: 5 }));
    expect(await ctx.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(1);
  });
});
