import { randomUUID } from 'node:crypto';
import { projectMessages as m, projectListQuerySchema } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  projectJoinRequests,
  projectMembers,
  projects,
  taskComments,
  tasks,
} from '../../db/schema';
import { keysetCursor } from '../../lib/cursor';
import { buildSignedInUser } from '../../test/factories';
import { buildProject } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { jpegImage, multipartBody } from '../../test/test-images';
import { type ActorName, actorNames, buildCast, cookieOf, storedProject } from './project-test-kit';
import { listProjects } from './projects.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const valid = { title: 'La Maison d’en face', description: 'Un huis clos en Bretagne', category: 'Film' };
const create = (cookie: string | undefined, payload: unknown) =>
  ctx.request({ method: 'POST', url: '/api/projects', payload: payload as object, cookie });
const patch = (cookie: string | undefined, id: string, payload: unknown) =>
  ctx.request({ method: 'PATCH', url: `/api/projects/${id}`, payload: payload as object, cookie });
const countProjects = async (userId: string) =>
  (await ctx.db.select().from(projects).where(eq(projects.userId, userId))).length;

describe('POST /api/projects', () => {
  it("creates the project 'en préparation' with the spec's defaults", async () => {
    const { cookie, user } = await buildSignedInUser(ctx);
    const response = await create(cookie, {
      ...valid,
      budget: '12 500,50',
      requiredRoles: ['cadreur', 'cadreur', 'acteur'],
      tags: ['Drame', 'huis clos'],
      additionalBenefits: [],
      genre: ' ',
    });
    expect(response.statusCode).toBe(201);
    const { project } = response.json();
    expect(project).toMatchObject({
      title: valid.title,
      status: 'en préparation',
      memberVisibilityDefault: 'public',
      experienceLevel: 'intermédiaire',
      projectType: 'autre',
      budget: 12500.5,
      requiredRoles: ['cadreur', 'cadreur', 'acteur'],
      recruiting: true,
      genre: null,
      additionalBenefits: null,
      owner: { id: user.id },
      viewer: { isOwner: true, membership: null },
      abilities: { edit: true, delete: true, join: false, manageTasks: true },
    });
  });

  it.each([
    [{ ...valid, title: '' }, m.requiredFields],
    [{ description: 'x', category: 'Film' }, m.requiredFields],
    [{ title: 'x', description: 'x' }, m.requiredFields],
    [{ ...valid, category: 'Opéra' }, m.invalidCategory],
    [
      { ...valid, requiredRoles: ['pilote'] },
      'Rôle "pilote" non autorisé. Rôles valides: membre, réalisateur',
    ],
    [{ ...valid, projectType: 'jeu' }, m.invalidType],
    [{ ...valid, experienceLevel: 'maître' }, m.invalidLevel],
    [{ ...valid, memberVisibilityDefault: 'amis' }, m.invalidVisibility],
    [{ ...valid, budget: -1 }, m.negativeBudget],
    [{ ...valid, budget: 'mille' }, m.invalidBudget],
    [{ ...valid, budget: 5e9 }, m.budgetTooLarge],
    [{ ...valid, startDate: '2030-05-10', deadline: '2030-05-01' }, m.deadlineBeforeStart],
    [{ ...valid, deadline: '2030-02-30' }, m.invalidDate],
    [{ ...valid, tags: ['drame', 'Drame'] }, m.tagDuplicate],
    [{ ...valid, coverImage: 'javascript:alert(1)' }, m.invalidCoverUrl],
  ])('refuses %o with a French message and stores nothing', async (payload, message) => {
    const { cookie, user } = await buildSignedInUser(ctx);
    const response = await create(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await countProjects(user.id)).toBe(0);
  });

  it('asks a visitor to sign in', async () => {
    const response = await create(undefined, valid);
    expect(response.statusCode).toBe(401);
  });

  it("refuses someone else's upload or an internal address as cover", async () => {
    const { cookie, user } = await buildSignedInUser(ctx);
    for (const coverImage of [
      '/uploads/project-images/00000000-0000-4000-8000-000000000000/1.webp',
      'http://127.0.0.1:3000/api/health',
      'http://localhost/image.png',
      'http://[::1]/image.png',
      'http://10.0.0.8/image.png',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const response = await create(cookie, { ...valid, coverImage });
      expect(response.statusCode, coverImage).toBe(400);
      expect(response.json().error.message).toBe(m.coverUrlForbidden);
    }
    expect(await countProjects(user.id)).toBe(0);
  });

  it('takes a cover uploaded as kind project (5 MB at most, images only, under project-images/<userId>/)', async () => {
    const { cookie, user } = await buildSignedInUser(ctx);
    const upload = (body: ReturnType<typeof multipartBody>) =>
      ctx.request({ method: 'POST', url: '/api/uploads?kind=project', cookie, ...body });
    const uploaded = await upload(multipartBody(await jpegImage(800, 400)));
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json();
    expect(url).toMatch(new RegExp(`^/uploads/project-images/${user.id}/\\d+\\.webp$`));
    const response = await create(cookie, { ...valid, coverImage: url });
    expect(response.statusCode).toBe(201);
    expect(response.json().project.coverImage).toBe(url);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await upload(multipartBody(svg, 'image.svg', 'image/svg+xml'));
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe(m.invalidImage);
    const tooLarge = await upload(multipartBody(Buffer.alloc(5 * 1024 * 1024 + 10, 1)));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(m.coverTooLarge);
  });
});

describe('GET /api/projects', () => {
  it('searches title, description and tags ignoring accents and case, with filters and pages', async () => {
    const { cookie, user } = await buildSignedInUser(ctx);
    const marker = `zq${randomUUID().slice(0, 6)}`;
    await buildProject(ctx.db, { userId: user.id, title: `Éclipse ${marker}`, status: 'en cours' });
    await buildProject(ctx.db, {
      userId: user.id,
      title: `Autre ${marker}`,
      tags: ['Théâtre forain'],
      category: 'Théâtre',
    });
    await buildProject(ctx.db, {
      userId: user.id,
      title: `Pause ${marker}`,
      description: 'Une ECLIPSE en pause',
      status: 'en pause',
    });
    const list = (query: string) =>
      ctx.request({
        method: 'GET',
        url: `/api/projects?${query.includes('q=') ? '' : `q=${marker}&`}${query}`,
        cookie,
      });

    const titles = async (query: string) =>
      (await list(query)).json().items.map((p: { title: string }) => p.title);
    expect(await titles('')).toEqual([`Pause ${marker}`, `Autre ${marker}`, `Éclipse ${marker}`]);
    expect(await titles(`q=eclipse%20${marker}`)).toEqual([`Pause ${marker}`, `Éclipse ${marker}`]);
    expect(await titles(`q=theatre%20${marker}`)).toEqual([`Autre ${marker}`]);
    expect(await titles('category=Th%C3%A9%C3%A2tre&recruiting=recruiting')).toEqual([`Autre ${marker}`]);
    expect(await titles('recruiting=not_recruiting')).toEqual([`Pause ${marker}`]);
    expect(await titles('status=en%20cours&category=Film')).toEqual([`Éclipse ${marker}`]);

    const first = (await list('limit=2')).json();
    expect(first.items).toHaveLength(2);
    const second = (await list(`limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((p: { title: string }) => p.title)).toEqual([`Éclipse ${marker}`]);
    expect(second.nextCursor).toBeNull();
    expect(first.items[0]).toMatchObject({
      recruiting: false,
      owner: { id: user.id },
      requiredRoles: ['cadreur'],
    });
  });

  it('gives the same searched pages by walking the newest projects and through the full-text index', async () => {
    const { user } = await buildSignedInUser(ctx);
    const marker = `zw${randomUUID().slice(0, 6)}`;
    const day = (n: number) => new Date(Date.UTC(2023, 0, n));
    for (const [index, title] of [
      'Tournage',
      'Tournages de nuit',
      'Lumière',
      'Tournage public',
      'Éclairage',
    ].entries()) {
      await buildProject(ctx.db, {
        userId: user.id,
        title: `${title} ${marker}`,
        description: 'Un projet à découvrir',
        category: index % 2 === 0 ? 'Film' : 'Théâtre',
        createdAt: day(index + 1),
      });
    }
    for (const params of [
      { q: marker },
      { q: `tournage ${marker}` },
      { q: `tournage ${marker}`, category: 'Film' },
      { q: `tournage -nuit ${marker}` },
      { q: `absent ${marker}` },
    ]) {
      for (const limit of [20, 1]) {
        const pages = async (walkWindow: number) => {
          const titles: string[][] = [];
          let cursor: string | null = null;
          do {
            const query = {
              ...projectListQuerySchema.parse({ ...params, cursor: cursor ?? undefined }),
              limit,
            };
            const page = await listProjects(ctx.db, query, keysetCursor.decode(query.cursor), { walkWindow });
            titles.push(page.rows.map((row) => row.title));
            cursor = page.nextCursor;
          } while (cursor);
          return titles;
        };
        // A window over the whole table: the walk fills every page; a window of one project: the index does.
        expect(await pages(1), JSON.stringify({ ...params, limit })).toEqual(await pages(1_000_000));
      }
    }
    const query = { ...projectListQuerySchema.parse({ q: `tournage ${marker}` }), limit: 20 };
    expect((await listProjects(ctx.db, query, null, { walkWindow: 1 })).rows.map((row) => row.title)).toEqual(
      [`Tournage public ${marker}`, `Tournages de nuit ${marker}`, `Tournage ${marker}`],
    );
  });

  it('takes straight and typographic apostrophes alike, in the title and in the search', async () => {
    const { cookie, user } = await buildSignedInUser(ctx);
    const marker = `zq${randomUUID().slice(0, 6)}`;
    await buildProject(ctx.db, { userId: user.id, title: `Portraits d’atelier ${marker}` });
    await buildProject(ctx.db, { userId: user.id, title: `L'atelier d'en face ${marker}` });
    const titles = async (q: string) =>
      (await ctx.request({ method: 'GET', url: `/api/projects?${new URLSearchParams({ q })}`, cookie }))
        .json()
        .items.map((p: { title: string }) => p.title);
    for (const q of [`Portraits d'atelier ${marker}`, `portraits d’atelier ${marker}`]) {
      expect(await titles(q)).toEqual([`Portraits d’atelier ${marker}`]);
    }
    expect(await titles(`l’atelier d‘en face ${marker}`)).toEqual([`L'atelier d'en face ${marker}`]);
  });

  it('refuses unknown filters and broken cursors, and visitors', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const get = (query: string, c?: string) =>
      ctx.request({ method: 'GET', url: `/api/projects?${query}`, cookie: c });
    expect((await get('status=fini', cookie)).json().error.message).toBe(m.invalidStatus);
    expect((await get('category=Opéra', cookie)).json().error.message).toBe(m.invalidCategory);
    expect((await get('recruiting=oui', cookie)).json().error.message).toBe(m.invalidRecruitment);
    expect((await get('cursor=abc', cookie)).statusCode).toBe(400);
    expect((await get('')).statusCode).toBe(401);
  });
});

describe('GET /api/projects/:id', () => {
  it.each(actorNames)('%s sees the project with their own abilities', async (name: ActorName) => {
    const cast = await buildCast(ctx);
    const response = await ctx.request({
      method: 'GET',
      url: `/api/projects/${cast.project.id}`,
      cookie: cookieOf(cast, name),
    });
    expect(response.statusCode).toBe(200);
    const { project } = response.json();
    const expected = {
      visitor: { edit: false, delete: false, join: false, viewTasks: false, manageTasks: false },
      member: { edit: false, delete: false, join: true, viewTasks: true, manageTasks: false },
      projectMember: { edit: false, join: false, toggleOwnVisibility: true, manageTasks: true },
      owner: { edit: true, delete: true, answerRequests: true, manageMembers: true, changeStatus: true },
      admin: { edit: false, delete: true, join: true, manageTasks: false },
    }[name];
    expect(project.abilities).toMatchObject(expected);
    expect(project.stats.pendingRequests).toBe(name === 'owner' ? 0 : null);
    expect(project.viewer.signedIn).toBe(name !== 'visitor');
  });

  it("answers 'Projet non trouvé.' for an unknown project", async () => {
    const response = await ctx.request({ method: 'GET', url: `/api/projects/${randomUUID()}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(m.notFound);
  });
});

describe('PATCH /api/projects/:id', () => {
  it('saves the owner’s changes: empty texts and lists become null, dates checked with the stored ones', async () => {
    const cast = await buildCast(ctx, { tags: ['a'], startDate: '2030-01-10' });
    const response = await patch(cast.owner.cookie, cast.project.id, {
      title: 'Nouveau titre',
      tags: [],
      genre: '',
      budget: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().project).toMatchObject({
      title: 'Nouveau titre',
      tags: null,
      genre: null,
      budget: null,
    });
    const early = await patch(cast.owner.cookie, cast.project.id, { deadline: '2030-01-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(m.deadlineBeforeStart);
    expect((await storedProject(ctx, cast.project.id))?.deadline).toBeNull();
  });

  it.each(['visitor', 'member', 'projectMember', 'admin'] as const)(
    'refuses %s and changes nothing',
    async (name) => {
      const cast = await buildCast(ctx);
      const response = await patch(cookieOf(cast, name), cast.project.id, { title: 'Piraté' });
      expect(response.statusCode).toBe(name === 'visitor' ? 401 : 403);
      if (name !== 'visitor') expect(response.json().error.message).toBe(m.notOwnerEdit);
      expect((await storedProject(ctx, cast.project.id))?.title).toBe('Projet de test');
    },
  );

  it('refuses bad input with the same messages as creation', async () => {
    const cast = await buildCast(ctx);
    for (const [payload, message] of [
      [{ title: '  ' }, m.requiredFields],
      [{ status: 'terminé', category: 'Opéra' }, m.invalidCategory],
      [{ budget: -3 }, m.negativeBudget],
      [{}, m.nothingToChange],
    ] as const) {
      const response = await patch(cast.owner.cookie, cast.project.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await storedProject(ctx, cast.project.id)).toMatchObject({
      title: 'Projet de test',
      category: 'Film',
    });
  });
});

describe('PUT /api/projects/:id/status', () => {
  it('lets the owner move the project between the four statuses', async () => {
    const cast = await buildCast(ctx);
    for (const status of ['en cours', 'en pause', 'terminé', 'en préparation']) {
      const response = await ctx.request({
        method: 'PUT',
        url: `/api/projects/${cast.project.id}/status`,
        payload: { status },
        cookie: cast.owner.cookie,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().project.status).toBe(status);
    }
    const bad = await ctx.request({
      method: 'PUT',
      url: `/api/projects/${cast.project.id}/status`,
      payload: { status: 'fini' },
      cookie: cast.owner.cookie,
    });
    expect(bad.json().error.message).toBe(m.invalidStatus);
  });

  it.each(['visitor', 'member', 'projectMember', 'admin'] as const)('refuses %s', async (name) => {
    const cast = await buildCast(ctx);
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/projects/${cast.project.id}/status`,
      payload: { status: 'en cours' },
      cookie: cookieOf(cast, name),
    });
    expect(response.statusCode).toBe(name === 'visitor' ? 401 : 403);
    expect((await storedProject(ctx, cast.project.id))?.status).toBe('en préparation');
  });
});

describe('DELETE /api/projects/:id', () => {
  async function castWithEverything() {
    const cast = await buildCast(ctx);
    const [task] = await ctx.db
      .insert(tasks)
      .values({ projectId: cast.project.id, title: 'Tâche' })
      .returning();
    if (!task) throw new Error('tâche');
    await ctx.db
      .insert(taskComments)
      .values({ taskId: task.id, userId: cast.owner.user.id, content: 'Commentaire' });
    await ctx.db.insert(notifications).values({
      userId: cast.projectMember.user.id,
      type: 'project',
      content: 'x',
      relatedId: cast.project.id,
    });
    return { ...cast, task };
  }
  const rowsLeft = async (projectId: string, taskId: string) => ({
    projects: (await ctx.db.select().from(projects).where(eq(projects.id, projectId))).length,
    members: (await ctx.db.select().from(projectMembers).where(eq(projectMembers.projectId, projectId)))
      .length,
    requests: (
      await ctx.db.select().from(projectJoinRequests).where(eq(projectJoinRequests.projectId, projectId))
    ).length,
    tasks: (await ctx.db.select().from(tasks).where(eq(tasks.projectId, projectId))).length,
    comments: (await ctx.db.select().from(taskComments).where(eq(taskComments.taskId, taskId))).length,
    notifications: (await ctx.db.select().from(notifications).where(eq(notifications.relatedId, projectId)))
      .length,
  });

  it.each(['owner', 'admin'] as const)(
    '%s deletes the project and everything attached to it',
    async (name) => {
      const cast = await castWithEverything();
      const response = await ctx.request({
        method: 'DELETE',
        url: `/api/projects/${cast.project.id}`,
        cookie: cast[name].cookie,
      });
      expect(response.statusCode).toBe(204);
      expect(await rowsLeft(cast.project.id, cast.task.id)).toEqual({
        projects: 0,
        members: 0,
        requests: 0,
        tasks: 0,
        comments: 0,
        notifications: 0,
      });
    },
  );

  it.each(['visitor', 'member', 'projectMember'] as const)('refuses %s and deletes nothing', async (name) => {
    const cast = await castWithEverything();
    const response = await ctx.request({
      method: 'DELETE',
      url: `/api/projects/${cast.project.id}`,
      cookie: cookieOf(cast, name),
    });
    expect(response.statusCode).toBe(name === 'visitor' ? 401 : 403);
    expect(await rowsLeft(cast.project.id, cast.task.id)).toEqual({
      projects: 1,
      members: 1,
      requests: 1,
      tasks: 1,
      comments: 1,
      notifications: 1,
    });
  });
});
