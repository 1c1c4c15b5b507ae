import { adminMessages, authMessages } from '@plateau/shared';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, messages, projects, sessions, tasks, users } from '../../db/schema';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildProject, buildTask } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
type Member = Awaited<ReturnType<typeof buildSignedInUser>>;
const e = adminMessages.errors;
let admin: Member;
let member: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildSignedInUser(ctx, { fullName: 'Ada Admin', role: 'admin' });
  member = await buildSignedInUser(ctx, { fullName: 'Marc Membre' });
});
afterAll(async () => {
  await ctx.app.close();
});

const call = (
  who: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.request({ method, url, ...(payload ? { payload } : {}), ...(who ? { cookie: who.cookie } : {}) });
const logOf = (targetId: string) =>
  ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));
/** The duration and statement of reasons a suspension carries (issue 31). */
const suspensionStatement = {
  suspension: 'indefinite',
  ground: 'identity',
  facts: 'Profil créé sous le nom d’une comédienne connue, sans son accord.',
};
const rowOf = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe('every admin endpoint', () => {
  const routes: Array<['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, object?]> = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/users'],
    ['PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', { fullName: 'X' }],
    ['PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/role', { role: 'admin' }],
    ['PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/suspension', { suspended: false }],
    ['DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000000', { confirmation: 'SUPPRIMER' }],
    ['GET', '/api/admin/projects'],
    ['DELETE', '/api/admin/projects/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/tasks'],
    ['GET', '/api/admin/audit-log'],
    ['POST', '/api/admin/admins', { name: 'N', email: 'n@test.fr', password: 'x', confirmPassword: 'x' }],
  ];

  it.each(routes)(
    '%s %s answers 401 to a visitor and 403 in French to a member',
    async (method, url, payload) => {
      const visitor = await call(null, method, url, payload);
      expect(visitor.statusCode).toBe(401);
      const asMember = await call(member, method, url, payload);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().error.message).toBe(e.adminOnly);
    },
  );
});

describe('statistics and lists', () => {
  it('counts members, projects and connections, and the last 7 days', async () => {
    const response = await call(admin, 'GET', '/api/admin/stats');
    expect(response.statusCode).toBe(200);
    const active = await ctx.db.select({ id: users.id }).from(users).where(isNull(users.deletedAt));
    expect(response.json().users).toBe(active.length);
    const before = response.json().newUsers;
    await buildUser(ctx.db);
    expect((await call(admin, 'GET', '/api/admin/stats')).json().newUsers).toBe(before + 1);
  });

  it('searches members by name or e-mail ignoring accents, and filters by role', async () => {
    const target = await buildUser(ctx.db, { fullName: 'Hélène Recherchée' });
    const byName = (await call(admin, 'GET', '/api/admin/users?q=helene%20rech')).json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([target.id]);
    const byEmail = (
      await call(admin, 'GET', `/api/admin/users?q=${encodeURIComponent(target.email.slice(0, 12))}`)
    ).json();
    expect(byEmail.items.map((u: { id: string }) => u.id)).toContain(target.id);
    const admins = (await call(admin, 'GET', '/api/admin/users?role=admin')).json();
    expect(admins.items.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    const bad = await call(admin, 'GET', '/api/admin/users?role=roi');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(e.unknownRole);
  });

  it('lists projects with their creator and tasks with project and assignee', async () => {
    const owner = await buildUser(ctx.db, { fullName: 'Olga Propriétaire' });
    const project = await buildProject(ctx.db, {
      userId: owner.id,
      title: 'Projet Administré',
      status: 'en cours',
    });
    await buildTask(ctx.db, { projectId: project.id, title: 'Tâche administrée', assignedTo: owner.id });
    const list = (await call(admin, 'GET', '/api/admin/projects?q=administre&status=en%20cours')).json();
    expect(list.items).toEqual([
      expect.objectContaining({ id: project.id, creatorName: 'Olga Propriétaire' }),
    ]);
    const taskList = (await call(admin, 'GET', `/api/admin/tasks?projectId=${project.id}`)).json();
    expect(taskList.items).toEqual([
      expect.objectContaining({
        title: 'Tâche administrée',
        projectTitle: 'Projet Administré',
        assigneeName: 'Olga Propriétaire',
        dueDate: null,
      }),
    ]);
  });
});

describe('acting on members', () => {
  it('promotes and demotes, logging each change in the same transaction', async () => {
    const target = await buildUser(ctx.db, { fullName: 'Paul Promu' });
    const promoted = await call(admin, 'PUT', `/api/admin/users/${target.id}/role`, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().user.role).toBe('admin');
    const demoted = await call(admin, 'PUT', `/api/admin/users/${target.id}/role`, { role: 'user' });
    expect(demoted.json().user.role).toBe('user');
    const log = await logOf(target.id);
    expect(log.map((entry) => entry.action).sort()).toEqual(['user.role', 'user.role']);
    expect(log.every((entry) => entry.actorId === admin.user.id)).toBe(true);
  });

  it('refuses an unknown role, acting on oneself and on the last admin, changing and logging nothing', async () => {
    const target = await buildUser(ctx.db);
    const unknown = await call(admin, 'PUT', `/api/admin/users/${target.id}/role`, { role: 'roi' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain(e.unknownRole);
    const self = await call(admin, 'PUT', `/api/admin/users/${admin.user.id}/role`, { role: 'user' });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(e.notYourself);
    const selfDelete = await call(admin, 'DELETE', `/api/admin/users/${admin.user.id}`, {
      confirmation: 'SUPPRIMER',
    });
    expect(selfDelete.statusCode).toBe(403);
    expect((await rowOf(admin.user.id))?.role).toBe('admin');
    expect(await logOf(admin.user.id)).toEqual([]);
  });

  it('edits a member and logs before and after', async () => {
    const target = await buildUser(ctx.db, { fullName: 'Eva Éditée', profession: 'Monteuse' });
    const response = await call(admin, 'PATCH', `/api/admin/users/${target.id}`, {
      profession: 'Étalonneuse',
      location: 'Lyon',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ profession: 'Étalonneuse', location: 'Lyon' });
    const [entry] = await logOf(target.id);
    expect(entry?.details).toMatchObject({
      before: { profession: 'Monteuse' },
      after: { profession: 'Étalonneuse' },
    });
    const bad = await call(admin, 'PATCH', `/api/admin/users/${target.id}`, { fullName: '   ' });
    expect(bad.statusCode).toBe(400);
    expect((await rowOf(target.id))?.fullName).toBe('Eva Éditée');
  });

  it('suspends at once (sessions gone, sign-in refused in French) and reactivates', async () => {
    const target = await buildSignedInUser(ctx, { fullName: 'Sam Suspendu' });
    expect((await call(target, 'GET', '/api/me')).json().user?.id).toBe(target.user.id);
    const suspended = await call(admin, 'PUT', `/api/admin/users/${target.user.id}/suspension`, {
      suspended: true,
      ...suspensionStatement,
    });
    expect(suspended.json().user.suspended).toBe(true);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toEqual([]);
    expect((await call(target, 'GET', '/api/notifications')).statusCode).toBe(401);
    const signIn = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: target.user.email, password: 'motdepasse-solide' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.message).toBe(authMessages.accountSuspended);
    const again = await call(admin, 'PUT', `/api/admin/users/${target.user.id}/suspension`, {
      suspended: true,
      ...suspensionStatement,
    });
    expect(again.statusCode).toBe(409);
    const back = await call(admin, 'PUT', `/api/admin/users/${target.user.id}/suspension`, {
      suspended: false,
    });
    expect(back.json().user.suspended).toBe(false);
    expect((await logOf(target.user.id)).map((entry) => entry.action).sort()).toEqual([
      'user.reactivate',
      'user.suspend',
    ]);
  });

  it('deletes a member with all their data only with the word SUPPRIMER', async () => {
    const target = await buildUser(ctx.db, { fullName: 'Dan Supprimé' });
    const project = await buildProject(ctx.db, { userId: target.id });
    await ctx.db
      .insert(messages)
      .values({ senderId: target.id, receiverId: member.user.id, content: 'Bonjour' });
    const wrong = await call(admin, 'DELETE', `/api/admin/users/${target.id}`, { confirmation: 'supprimer' });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain(e.confirmation);
    expect(await rowOf(target.id)).toBeDefined();
    expect(await logOf(target.id)).toEqual([]);
    const done = await call(admin, 'DELETE', `/api/admin/users/${target.id}`, { confirmation: 'SUPPRIMER' });
    expect(done.statusCode).toBe(204);
    expect(await rowOf(target.id)).toBeUndefined();
    expect(await ctx.db.select().from(projects).where(eq(projects.id, project.id))).toEqual([]);
    expect(await ctx.db.select().from(messages).where(eq(messages.senderId, target.id))).toEqual([]);
    expect((await logOf(target.id)).map((entry) => entry.action)).toEqual(['user.delete']);
  });
});

describe('projects, log and new administrators', () => {
  it('deletes a project through the projects area and logs it', async () => {
    const owner = await buildUser(ctx.db);
    const project = await buildProject(ctx.db, { userId: owner.id, title: 'À supprimer' });
    await buildTask(ctx.db, { projectId: project.id });
    const response = await call(admin, 'DELETE', `/api/admin/projects/${project.id}`);
    expect(response.statusCode).toBe(204);
    expect(await ctx.db.select().from(tasks).where(eq(tasks.projectId, project.id))).toEqual([]);
    expect((await logOf(project.id))[0]?.details).toMatchObject({ title: 'À supprimer' });
    expect((await call(admin, 'DELETE', `/api/admin/projects/${project.id}`)).statusCode).toBe(404);
  });

  it('lists the log by action, newest first, and offers no way to change it', async () => {
    const log = (await call(admin, 'GET', '/api/admin/audit-log?action=user.delete')).json();
    expect(log.items.length).toBeGreaterThan(0);
    expect(log.items.every((entry: { action: string }) => entry.action === 'user.delete')).toBe(true);
    expect(log.items[0].actorName).toBe('Ada Admin');
    const [entry] = log.items;
    expect((await call(admin, 'DELETE', `/api/admin/audit-log/${entry.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', `/api/admin/audit-log/${entry.id}`, { action: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call(admin, 'GET', '/api/admin/audit-log?action=pirater')).statusCode).toBe(400);
  });

  it('filters the log by administrator and by Paris days, and refuses bad filters in French', async () => {
    const other = await buildSignedInUser(ctx, { fullName: 'Olga Autre Admin', role: 'admin' });
    const target = await buildUser(ctx.db);
    const at = (iso: string) => new Date(iso);
    await ctx.db.insert(adminAuditLog).values([
      // 00:30 in Paris on 11 March, still 10 March in UTC (and the last one 00:30 on 13 March in Paris).
      {
        actorId: other.user.id,
        action: 'user.update',
        targetType: 'user',
        targetId: target.id,
        details: {},
        createdAt: at('2026-03-10T23:30:00Z'),
      },
      {
        actorId: other.user.id,
        action: 'user.suspend',
        targetType: 'user',
        targetId: target.id,
        details: {},
        createdAt: at('2026-03-11T08:00:00Z'),
      },
      {
        actorId: admin.user.id,
        action: 'user.role',
        targetType: 'user',
        targetId: target.id,
        details: {},
        createdAt: at('2026-03-11T09:00:00Z'),
      },
      {
        actorId: other.user.id,
        action: 'user.reactivate',
        targetType: 'user',
        targetId: target.id,
        details: {},
        createdAt: at('2026-03-12T23:30:00Z'),
      },
    ]);
    const actions = async (query: string) => {
      const response = await call(admin, 'GET', `/api/admin/audit-log?${query}`);
      expect(response.statusCode).toBe(200);
      return response
        .json()
        .items.filter((entry: { targetId: string }) => entry.targetId === target.id)
        .map((entry: { action: string }) => entry.action);
    };
    expect(await actions(`adminId=${other.user.id}`)).toEqual([
      'user.reactivate',
      'user.suspend',
      'user.update',
    ]);
    // 11 March in Paris: 10 March 23:00 UTC to 11 March 23:00 UTC, both ends of the day checked.
    expect(await actions('from=2026-03-11&to=2026-03-11')).toEqual([
      'user.role',
      'user.suspend',
      'user.update',
    ]);
    expect(await actions(`from=2026-03-11&to=2026-03-11&adminId=${other.user.id}`)).toEqual([
      'user.suspend',
      'user.update',
    ]);
    // (by one administrator: other suites' entries of today would fill the first page without it)
    expect(await actions(`from=2026-03-13&adminId=${other.user.id}`)).toEqual(['user.reactivate']);
    expect(await actions(`to=2026-03-10&adminId=${other.user.id}`)).toEqual([]);

    const refused = [
      ['adminId=quelqu-un', e.unknownAdmin],
      ['from=2026-02-30', e.invalidDay],
      ['to=hier', e.invalidDay],
      ['from=2026-03-12&to=2026-03-11', e.dayRange],
    ] as const;
    for (const [query, text] of refused) {
      const response = await call(admin, 'GET', `/api/admin/audit-log?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message, query).toContain(text);
    }
    expect((await call(member, 'GET', `/api/admin/audit-log?adminId=${other.user.id}`)).statusCode).toBe(403);
  });

  it('creates an administrator who can sign in, sends the e-mail, and refuses a used address', async () => {
    const email = `nouvel-admin-${Date.now()}@test.fr`;
    const body = {
      name: 'Nina Nouvelle',
      email,
      password: 'clap-de-fin-2026',
      confirmPassword: 'clap-de-fin-2026',
    };
    const created = await call(admin, 'POST', '/api/admin/admins', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ email, role: 'admin' });
    const signIn = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: body.password },
    });
    expect(signIn.statusCode).toBe(200);
    await ctx.mailDelivered();
    expect(ctx.outbox.some((mail) => mail.to === email && mail.subject.includes('administrateur'))).toBe(
      true,
    );
    const twice = await call(admin, 'POST', '/api/admin/admins', body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(e.emailTaken);
    const weak = await call(admin, 'POST', '/api/admin/admins', {
      ...body,
      email: `faible-${email}`,
      password: 'court',
      confirmPassword: 'court',
    });
    expect(weak.statusCode).toBe(400);
    expect(
      await ctx.db
        .select()
        .from(users)
        .where(eq(users.email, `faible-${email}`)),
    ).toEqual([]);
  });
});
