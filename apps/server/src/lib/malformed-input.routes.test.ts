import { randomUUID } from 'node:crypto';
import { messages, profileMessages, teamConversationMessages, uploadKinds } from '@plateau/shared';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, taskComments, tasks, users } from '../db/schema';
import { buildSignedInUser, buildUser } from '../test/factories';
import { buildArticle } from '../test/magazine-factories';
import { buildProject, buildTask } from '../test/project-factories';
import { createTestApp, type TestContext } from '../test/test-app';

const controlCharacterText = messages.api.controlCharacters;
let ctx: TestContext;
let cookie: string;
let userId: string;
let otherId: string;
let articleId: string;
/** The routes whose OpenAPI entry documents a multipart/form-data body. */
let multipartRoutes: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const member = await buildSignedInUser(ctx, { fullName: 'Nora Sentinelle' });
  cookie = member.cookie;
  userId = member.user.id;
  otherId = (await buildUser(ctx.db)).id;
  articleId = (await buildArticle(ctx.db)).id;
  const document = (await ctx.request({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  };
  // A route with an id in its path gets a target the member may send to (their own project's team
  // conversation, a private conversation with another member): the body is then what is judged.
  const ownProjectId = (await buildProject(ctx.db, { userId })).id;
  multipartRoutes = Object.entries(document.paths)
    .filter(([, methods]) => methods.post?.requestBody?.content?.['multipart/form-data'])
    .map(([path]) =>
      path.replace('/projects/{id}/', `/projects/${ownProjectId}/`).replace('{userId}', otherId),
    );
});

/** What a multipart route answers when no file came: a message's attachment, or an image. */
const fileMissingOf = (url: string) =>
  url.endsWith('/attachments') ? teamConversationMessages.fileMissing : profileMessages.fileMissing;

/** The one error shape with a French text (no English framework message, no stack). */
function expectFrenchError(response: { statusCode: number; json: () => unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.message).not.toMatch(/\b(the|is|not|invalid|must|Bad|Request)\b/);
  return body.error;
}

const cursorOf = (at: string) => Buffer.from(JSON.stringify([at, randomUUID()])).toString('base64url');

describe('NUL and control characters', () => {
  it.each([
    ['PATCH', '/api/me/profile', { fullName: 'Nora\u0000' }],
    ['PATCH', '/api/me/profile', { bio: 'Bio\u0007 cachée' }],
    ['PATCH', '/api/me/profile', { skills: ['Montage\u0000'] }],
    ['PATCH', '/api/me/profile', { location: 'Lyon\u001b[31m' }],
    ['POST', '/api/portfolio', { title: 'Titre\u0000' }],
    ['POST', '/api/portfolio', { title: 'Titre', description: 'ligne\u0000' }],
    ['POST', '/api/articles/:article/comments', { content: 'Bravo\u0000' }],
    ['POST', '/api/conversations/:other/messages', { content: 'Salut\u0000' }],
    [
      'POST',
      '/api/auth/sign-up/email',
      { name: 'A\u0000', email: 'x@y.fr', password: 'pw', confirmPassword: 'pw' },
    ],
  ] as const)('%s %s %o: 400 in French, nothing stored', async (method, url, payload) => {
    const response = await ctx.request({
      method,
      url: url.replace(':article', articleId).replace(':other', otherId),
      payload,
      cookie,
    });
    expect(expectFrenchError(response, 400).message).toBe(controlCharacterText);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row?.fullName).toBe('Nora Sentinelle');
  });

  it.each([
    ['POST', '/api/projects', { title: 'Court\u0000', description: 'Un tournage', category: 'Film' }],
    ['PATCH', '/api/projects/:project', { title: 'Nouveau\u0000' }],
    ['PATCH', '/api/projects/:project', { description: 'Texte\u0007' }],
    ['POST', '/api/projects/:project/tasks', { title: 'Repérage\u0000' }],
    ['PATCH', '/api/tasks/:task', { description: 'ligne\u0000' }],
    ['POST', '/api/tasks/:task/comments', { content: 'Note\u0000' }],
  ] as const)(
    'projects and tasks: %s %s %o: 400 in French, nothing changed',
    async (method, url, payload) => {
      const project = await buildProject(ctx.db, { userId, title: 'Projet témoin' });
      const task = await buildTask(ctx.db, { projectId: project.id, title: 'Tâche témoin' });
      const response = await ctx.request({
        method,
        url: url.replace(':project', project.id).replace(':task', task.id),
        payload,
        cookie,
      });
      expect(expectFrenchError(response, 400).message).toBe(controlCharacterText);
      expect(
        await ctx.db
          .select()
          .from(projects)
          .where(and(eq(projects.userId, userId), like(projects.title, 'Court%'))),
      ).toHaveLength(0);
      const [projectRow] = await ctx.db.select().from(projects).where(eq(projects.id, project.id));
      expect(projectRow).toMatchObject({ title: 'Projet témoin', description: project.description });
      const [taskRow] = await ctx.db.select().from(tasks).where(eq(tasks.id, task.id));
      expect(taskRow).toMatchObject({ title: 'Tâche témoin', description: null });
      expect(await ctx.db.select().from(tasks).where(eq(tasks.projectId, project.id))).toHaveLength(1);
      expect(await ctx.db.select().from(taskComments).where(eq(taskComments.taskId, task.id))).toHaveLength(
        0,
      );
    },
  );

  it('keeps newlines and tabs in multi-line text', async () => {
    const response = await ctx.request({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: { bio: 'Première ligne\n\tSeconde ligne' },
      cookie,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row?.bio).toBe('Première ligne\n\tSeconde ligne');
  });

  it('refuses a newline in a one-line field', async () => {
    const response = await ctx.request({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: { fullName: 'Nora\nSentinelle' },
      cookie,
    });
    expect(expectFrenchError(response, 400).message).toBe(controlCharacterText);
  });

  it.each([
    '/api/talents?q=a%00b',
    '/api/talents?skills=Montage%00',
    '/api/talents?profession=R%00',
    '/api/talents?location=Paris%00',
    '/api/articles?q=%00',
    '/api/conversations?q=%00',
    '/api/conversations/members?q=%00',
    '/api/connections?q=%00',
    '/api/articles?cursor=%00',
    '/api/projects?q=%00',
  ])('GET %s: 400 in French', async (url) => {
    const response = await ctx.request({ method: 'GET', url, cookie });
    expectFrenchError(response, 400);
  });

  it('answers a reset token holding NUL with a 4xx, without a session', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/password-reset/%00' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectFrenchError(response, response.statusCode);
  });
});

describe('cursors holding an impossible date', () => {
  const lists = [
    '/api/articles',
    '/api/articles/favorites',
    '/api/articles/:article/comments',
    '/api/conversations',
    '/api/conversations/:other/messages',
    '/api/notifications',
    '/api/connections',
    '/api/projects',
  ];
  it.each(
    lists.flatMap((list) => [
      [list, '2024-13-45T25:61:61.000000Z'],
      [list, '2024-02-30T10:00:00.000000Z'],
    ]),
  )('GET %s with %s: 400 in French', async (list, at) => {
    const url = `${list.replace(':article', articleId).replace(':other', otherId)}?cursor=${cursorOf(at)}`;
    const response = await ctx.request({ method: 'GET', url, cookie });
    expect(expectFrenchError(response, 400).message).toBe(messages.api.invalidCursor);
  });

  it('refuses a member-list cursor whose name holds NUL', async () => {
    const token = Buffer.from(JSON.stringify(['Nora\u0000', randomUUID()])).toString('base64url');
    const response = await ctx.request({
      method: 'GET',
      url: `/api/conversations/members?cursor=${token}`,
      cookie,
    });
    expect(expectFrenchError(response, 400).message).toBe(messages.api.invalidCursor);
  });

  it('still accepts a leap day', async () => {
    const url = `/api/notifications?cursor=${cursorOf('2024-02-29T10:00:00.000000Z')}`;
    const response = await ctx.request({ method: 'GET', url, cookie });
    expect(response.statusCode).toBe(200);
  });
});

describe('framework and parser errors in the one shape', () => {
  it('finds the multipart routes in the OpenAPI document', () => {
    expect(multipartRoutes).toContain('/api/uploads');
    expect(multipartRoutes.filter((url) => url.includes('{'))).toEqual([]);
  });

  const head =
    '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
  it.each([
    ['cut before the closing boundary', 'multipart/form-data; boundary=zz', `${head}\x89PNG\r\n`],
    [
      'cut inside the part headers',
      'multipart/form-data; boundary=zz',
      '--zz\r\nContent-Disposition: form-da',
    ],
    ['cut after the first boundary', 'multipart/form-data; boundary=zz', '--zz\r\n'],
    [
      'with another boundary',
      'multipart/form-data; boundary=zz',
      `${head.replace('--zz', '--yy')}x\r\n--yy--\r\n`,
    ],
    ['without a boundary', 'multipart/form-data', `${head}x\r\n--zz--\r\n`],
    ['with an empty boundary', 'multipart/form-data; boundary=', `${head}x\r\n--zz--\r\n`],
    ['with a boundary too long', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
  ])(
    'answers a multipart body %s with 400 in French on every multipart route and kind',
    async (_, type, payload) => {
      for (const url of multipartRoutes) {
        for (const kind of uploadKinds) {
          const response = await ctx.request({
            method: 'POST',
            url: `${url}?kind=${kind}`,
            headers: { 'content-type': type },
            payload,
            cookie,
          });
          expect(expectFrenchError(response, 400).message, `${url} ${kind}`).toBe(
            messages.api.malformedMultipart,
          );
        }
      }
      const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
      expect(row?.avatarUrl).toBeNull();
    },
  );

  it('answers an empty multipart body with 400 in French: no file', async () => {
    for (const url of multipartRoutes) {
      const response = await ctx.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=zz' },
        payload: '',
        cookie,
      });
      expect(expectFrenchError(response, 400).message, url).toBe(fileMissingOf(url));
    }
  });

  it('answers a malformed URL (FST_ERR_BAD_URL) with 400 in French', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/articles/%E0%A4%A', cookie });
    expect(expectFrenchError(response, 400).message).toBe(messages.api.badUrl);
  });

  it('answers a too long path parameter with 414 in French, without echoing the URL', async () => {
    const long = 'x'.repeat(600);
    const response = await ctx.request({ method: 'GET', url: `/api/articles/${long}`, cookie });
    expect(expectFrenchError(response, 414).message).toBe(messages.api.uriTooLong);
    expect(response.body).not.toContain(long);
  });
});

describe('the HTTP parser', () => {
  it('answers 431 in French for a too long query string', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${address}/api/talents?q=${'a'.repeat(20_000)}`);
      expect(response.status).toBe(431);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error).toEqual({ code: 'headers_too_large', message: messages.api.headersTooLarge });
    } finally {
      await ctx.app.server.close();
    }
  });
});
