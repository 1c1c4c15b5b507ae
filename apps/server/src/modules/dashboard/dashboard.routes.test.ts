import { dashboardMessages, defaultDashboardLayout } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, dashboardLayouts, messages, news, profileViews } from '../../db/schema';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildArticle } from '../../test/magazine-factories';
import { buildConnection, buildProject, buildProjectMember, buildTask } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { todayInParis } from './dashboard.service';

let ctx: TestContext;
type Member = Awaited<ReturnType<typeof buildSignedInUser>>;
const e = dashboardMessages.errors;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const get = (member: Member | null, url: string) =>
  ctx.request({ method: 'GET', url, ...(member ? { cookie: member.cookie } : {}) });
const putLayout = (member: Member | null, payload: unknown) =>
  ctx.request({
    method: 'PUT',
    url: '/api/dashboard/layout',
    payload: payload as object,
    ...(member ? { cookie: member.cookie } : {}),
  });

/** A moment `days` days before now (same time of day). */
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
/** The Paris day of `daysAgo(days)`, YYYY-MM-DD. */
const parisDayAgo = (days: number) => todayInParis(daysAgo(days));

describe('the dashboard endpoints', () => {
  it('answer 401 to a visitor', async () => {
    for (const url of ['/api/dashboard', '/api/dashboard/statistics', '/api/dashboard/layout']) {
      expect((await get(null, url)).statusCode).toBe(401);
    }
    expect((await putLayout(null, defaultDashboardLayout)).statusCode).toBe(401);
  });
});

describe('GET /api/dashboard: Mes Projets', () => {
  it("lists the member's own projects and those they belong to, with the open tasks, newest update first", async () => {
    const me = await buildSignedInUser(ctx);
    const other = await buildUser(ctx.db);
    const own = await buildProject(ctx.db, { userId: me.user.id, title: 'Mon court', updatedAt: daysAgo(2) });
    const joined = await buildProject(ctx.db, {
      userId: other.id,
      title: 'Le film de Bruno',
      updatedAt: daysAgo(1),
    });
    await buildProjectMember(ctx.db, { projectId: joined.id, userId: me.user.id });
    await buildProject(ctx.db, { userId: other.id, title: 'Pas le mien' });
    await buildTask(ctx.db, { projectId: own.id, status: 'à faire' });
    await buildTask(ctx.db, { projectId: own.id, status: 'en cours' });
    await buildTask(ctx.db, { projectId: own.id, status: 'terminé' });

    const response = await get(me, '/api/dashboard?widget=projects');
    expect(response.statusCode).toBe(200);
    const { projects, network, content } = response.json();
    expect(network).toBeUndefined();
    expect(content).toBeUndefined();
    expect(projects.total).toBe(2);
    expect(projects.items.map((p: { title: string }) => p.title)).toEqual(['Le film de Bruno', 'Mon court']);
    expect(projects.items[0]).toMatchObject({ relation: 'member', openTasks: 0 });
    expect(projects.items[1]).toMatchObject({ relation: 'owner', openTasks: 2, status: 'en préparation' });
  });

  it('shows 5 projects, or 10 when the widget is expanded, with the total', async () => {
    const me = await buildSignedInUser(ctx);
    for (let i = 0; i < 12; i += 1) await buildProject(ctx.db, { userId: me.user.id, title: `Projet ${i}` });
    const normal = (await get(me, '/api/dashboard?widget=projects')).json().projects;
    const expanded = (await get(me, '/api/dashboard?widget=projects&expanded=true')).json().projects;
    expect(normal.items).toHaveLength(5);
    expect(expanded.items).toHaveLength(10);
    expect(normal.total).toBe(12);
  });

  it('is empty for a member without projects', async () => {
    const me = await buildSignedInUser(ctx);
    const { projects } = (await get(me, '/api/dashboard')).json();
    expect(projects).toEqual({ items: [], total: 0 });
  });
});

describe('GET /api/dashboard: Mon Réseau', () => {
  it('lists pending requests received and recent accepted connections on either side', async () => {
    const me = await buildSignedInUser(ctx, { fullName: 'Moi Même' });
    const asker = await buildUser(ctx.db, { fullName: 'Alice Demande' });
    const friend = await buildUser(ctx.db, { fullName: 'Bruno Ami' });
    const asked = await buildUser(ctx.db, { fullName: 'Chloé Sollicitée' });
    const request = await buildConnection(ctx.db, asker.id, me.user.id, 'en attente');
    await buildConnection(ctx.db, friend.id, me.user.id, 'accepté');
    await buildConnection(ctx.db, me.user.id, asked.id, 'en attente');

    const { network } = (await get(me, '/api/dashboard?widget=network')).json();
    expect(network.pendingTotal).toBe(1);
    expect(network.pending).toEqual([
      expect.objectContaining({
        connectionId: request.id,
        person: expect.objectContaining({ fullName: 'Alice Demande' }),
      }),
    ]);
    expect(network.recent.map((r: { person: { fullName: string } }) => r.person.fullName)).toEqual([
      'Bruno Ami',
    ]);
  });

  it('suggests people by shared skills, city, profession and connections in common, never oneself or a connection', async () => {
    // Skills and city of this test only: other files' members on the same database never share them.
    const u = Date.now().toString(36);
    const me = await buildSignedInUser(ctx, {
      fullName: 'Zoé Cheffe',
      skills: [`Étalonnage ${u}`, `Montage ${u}`, `Son ${u}`],
      location: `Lyon ${u}`,
      profession: `Monteuse ${u}`,
    });
    const skills = await buildUser(ctx.db, {
      fullName: 'Aa Compétences',
      skills: [`Montage ${u}`, `Son ${u}`, `Étalonnage ${u}`],
    });
    const city = await buildUser(ctx.db, { fullName: 'Ab Lyonnais', location: `Lyon ${u}` });
    const friend = await buildUser(ctx.db, { fullName: 'Ac Ami', skills: [`Montage ${u}`] });
    const friendOfFriend = await buildUser(ctx.db, { fullName: 'Ad Ami d’ami' });
    const pendingOne = await buildUser(ctx.db, { fullName: 'Ae En attente', skills: [`Montage ${u}`] });
    await buildConnection(ctx.db, me.user.id, friend.id, 'accepté');
    await buildConnection(ctx.db, friend.id, friendOfFriend.id, 'accepté');
    await buildConnection(ctx.db, pendingOne.id, me.user.id, 'en attente');

    const { network } = (await get(me, '/api/dashboard?widget=network&expanded=true')).json();
    const ids = network.suggestions.map((s: { person: { id: string } }) => s.person.id);
    expect(ids).not.toContain(me.user.id);
    expect(ids).not.toContain(friend.id);
    expect(ids).not.toContain(pendingOne.id);
    expect(ids.slice(0, 3)).toEqual([skills.id, city.id, friendOfFriend.id]);
    expect(network.suggestions[0]).toMatchObject({ sharedSkills: 3, sameCity: false, mutualConnections: 0 });
    expect(network.suggestions[1]).toMatchObject({ sharedSkills: 0, sameCity: true });
    expect(network.suggestions[2]).toMatchObject({ mutualConnections: 1 });
    const normal = (await get(me, '/api/dashboard?widget=network')).json().network;
    expect(normal.suggestions.length).toBeLessThanOrEqual(3);
  });
});

describe('GET /api/dashboard: Contenus Personnalisés', () => {
  it('lists published articles only, upcoming events soonest first with undated ones last, and trend tags', async () => {
    // Alone in the magazine: the files of a worker share its database, one after the other.
    await ctx.db.delete(news);
    const me = await buildSignedInUser(ctx);
    const marker = `tendance-${Date.now()}`;
    const future = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    const latest = await buildArticle(ctx.db, {
      title: 'Le plus récent',
      publishDate: new Date(),
      tags: [marker],
    });
    await buildArticle(ctx.db, { title: 'Brouillon', isPublished: false, publishDate: future(0.0002) });
    await buildArticle(ctx.db, { title: 'Programmé', publishDate: future(3) });
    await buildArticle(ctx.db, { title: 'Autre', tags: [marker], publishDate: new Date(Date.now() - 1000) });
    const soon = await buildArticle(ctx.db, {
      title: 'Festival bientôt',
      categories: ['Événements'],
      eventDate: future(2),
      publishDate: daysAgo(1),
    });
    const later = await buildArticle(ctx.db, {
      title: 'Festival plus tard',
      categories: ['Événements'],
      eventDate: future(20),
      publishDate: daysAgo(1),
    });
    const undated = await buildArticle(ctx.db, {
      title: 'Festival sans date',
      categories: ['Événements'],
      eventDate: null,
      publishDate: daysAgo(1),
    });
    await buildArticle(ctx.db, {
      title: 'Festival passé',
      categories: ['Événements'],
      eventDate: daysAgo(2),
      publishDate: daysAgo(3),
    });

    const { content } = (await get(me, '/api/dashboard?widget=content&expanded=true')).json();
    const titles = content.articles.map((a: { title: string }) => a.title);
    expect(titles[0]).toBe('Le plus récent');
    expect(content.articles[0].id).toBe(latest.id);
    expect(titles).not.toContain('Brouillon');
    expect(titles).not.toContain('Programmé');
    const eventIds = content.events.map((event: { id: string }) => event.id);
    expect(eventIds.indexOf(soon.id)).toBeLessThan(eventIds.indexOf(later.id));
    expect(eventIds.at(-1)).toBe(undated.id);
    expect(content.events.find((event: { id: string }) => event.id === undated.id).eventDate).toBeNull();
    expect(content.events.map((event: { title: string }) => event.title)).not.toContain('Festival passé');
    expect(content.trendTags).toContainEqual({ tag: marker, count: 2 });
    const normal = (await get(me, '/api/dashboard?widget=content')).json().content;
    expect(normal.articles.length).toBeLessThanOrEqual(4);
    expect(normal.events.length).toBeLessThanOrEqual(3);
  });

  it('refuses an unknown widget in French', async () => {
    const me = await buildSignedInUser(ctx);
    const response = await get(me, '/api/dashboard?widget=meteo');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(e.unknownWidget);
  });
});

describe('GET /api/dashboard/statistics', () => {
  it('computes each weekly figure from the rows, with the percentage rule and the daily series', async () => {
    const me = await buildSignedInUser(ctx);
    const other = await buildUser(ctx.db);
    const third = await buildUser(ctx.db);
    // Known rows: [metric, days ago]. Those older than 13 days, or someone else's, must not count.
    const created: Array<[string, number]> = [];
    for (const days of [0, 1, 6, 8]) {
      await buildProject(ctx.db, { userId: me.user.id, createdAt: daysAgo(days) });
      created.push(['projects', days]);
    }
    await buildProject(ctx.db, { userId: me.user.id, createdAt: daysAgo(20) });
    await buildProject(ctx.db, { userId: other.id, createdAt: daysAgo(1) });

    const friendA = await buildUser(ctx.db);
    const friendB = await buildUser(ctx.db);
    const c1 = await buildConnection(ctx.db, me.user.id, friendA.id, 'accepté');
    const c2 = await buildConnection(ctx.db, friendB.id, me.user.id, 'accepté');
    const c3 = await buildConnection(ctx.db, third.id, me.user.id, 'en attente');
    await ctx.db
      .update(connections)
      .set({ updatedAt: daysAgo(2) })
      .where(eq(connections.id, c1.id));
    await ctx.db
      .update(connections)
      .set({ updatedAt: daysAgo(9) })
      .where(eq(connections.id, c2.id));
    await ctx.db
      .update(connections)
      .set({ updatedAt: daysAgo(1) })
      .where(eq(connections.id, c3.id));
    created.push(['connections', 2], ['connections', 9]);

    for (const days of [0, 0, 3, 10, 11, 12]) {
      await ctx.db
        .insert(messages)
        .values({ senderId: other.id, receiverId: me.user.id, content: 'Salut', createdAt: daysAgo(days) });
      created.push(['messages', days]);
    }
    await ctx.db
      .insert(messages)
      .values({ senderId: me.user.id, receiverId: other.id, content: 'Envoyé', createdAt: daysAgo(0) });

    for (const days of [1, 5]) {
      const viewer = await buildUser(ctx.db);
      await ctx.db
        .insert(profileViews)
        .values({ viewerId: viewer.id, profileId: me.user.id, viewedOn: parisDayAgo(days) });
      created.push(['profileViews', days]);
    }

    const ownProject = await buildProject(ctx.db, { userId: me.user.id, createdAt: daysAgo(30) });
    const theirProject = await buildProject(ctx.db, { userId: other.id, createdAt: daysAgo(30) });
    await buildProjectMember(ctx.db, { projectId: theirProject.id, userId: me.user.id });
    const strangerProject = await buildProject(ctx.db, { userId: third.id, createdAt: daysAgo(30) });
    for (const [projectId, days] of [
      [ownProject.id, 0],
      [theirProject.id, 4],
    ] as const) {
      await buildTask(ctx.db, { projectId, status: 'terminé', updatedAt: daysAgo(days) });
      created.push(['tasksCompleted', days]);
    }
    await buildTask(ctx.db, { projectId: ownProject.id, status: 'en cours', updatedAt: daysAgo(0) });
    await buildTask(ctx.db, { projectId: strangerProject.id, status: 'terminé', updatedAt: daysAgo(0) });

    const response = await get(me, '/api/dashboard/statistics');
    expect(response.statusCode).toBe(200);
    const { metrics, days } = response.json();

    const expected = (metric: string, from: number, to: number) =>
      created.filter(([m, d]) => m === metric && d >= from && d <= to).length;
    const byMetric = Object.fromEntries(metrics.map((m: { metric: string }) => [m.metric, m]));
    expect(byMetric.projects).toEqual({ metric: 'projects', current: 3, previous: 1, change: 200 });
    expect(byMetric.connections).toEqual({ metric: 'connections', current: 1, previous: 1, change: 0 });
    expect(byMetric.messages).toEqual({ metric: 'messages', current: 3, previous: 3, change: 0 });
    expect(byMetric.profileViews).toEqual({ metric: 'profileViews', current: 2, previous: 0, change: 100 });
    expect(byMetric.tasksCompleted).toEqual({
      metric: 'tasksCompleted',
      current: 2,
      previous: 0,
      change: 100,
    });
    for (const metric of ['projects', 'connections', 'messages', 'profileViews', 'tasksCompleted']) {
      expect(byMetric[metric].current).toBe(expected(metric, 0, 6));
      expect(byMetric[metric].previous).toBe(expected(metric, 7, 13));
    }

    expect(days).toHaveLength(7);
    expect(days.at(-1).date).toBe(todayInParis());
    expect(days[0].date).toBe(parisDayAgo(6));
    for (const [i, day] of days.entries()) {
      const ago = 6 - i;
      expect(day).toEqual({
        date: parisDayAgo(ago),
        projects: expected('projects', ago, ago),
        connections: expected('connections', ago, ago),
        messages: expected('messages', ago, ago),
        profileViews: expected('profileViews', ago, ago),
        tasksCompleted: expected('tasksCompleted', ago, ago),
      });
    }
  });

  it('is all zeros for a new member', async () => {
    const me = await buildSignedInUser(ctx);
    const { metrics } = (await get(me, '/api/dashboard/statistics')).json();
    expect(metrics.every((m: { current: number; change: number }) => m.current === 0 && m.change === 0)).toBe(
      true,
    );
  });
});

describe('the layout', () => {
  const custom = {
    widgets: [
      { widget: 'network', size: 'S' },
      { widget: 'projects', size: 'M' },
      { widget: 'content', size: 'L' },
      { widget: 'statistics', size: 'S' },
    ],
    expanded: 'content',
  };

  it('starts as the default and comes back as saved, from any session', async () => {
    const me = await buildSignedInUser(ctx);
    expect((await get(me, '/api/dashboard/layout')).json().layout).toEqual(defaultDashboardLayout);
    const saved = await putLayout(me, custom);
    expect(saved.statusCode).toBe(200);
    expect((await get(me, '/api/dashboard/layout')).json().layout).toEqual(custom);
  });

  it.each([
    [
      'an unknown widget',
      { ...custom, widgets: [...custom.widgets.slice(0, 3), { widget: 'meteo', size: 'S' }] },
      e.unknownWidget,
    ],
    [
      'an unknown size',
      { ...custom, widgets: [...custom.widgets.slice(0, 3), { widget: 'statistics', size: 'XL' }] },
      e.unknownSize,
    ],
    [
      'a widget twice',
      { ...custom, widgets: [...custom.widgets.slice(0, 3), { widget: 'network', size: 'S' }] },
      e.widgetsOnce,
    ],
    ['a missing widget', { ...custom, widgets: custom.widgets.slice(0, 3) }, e.widgetsOnce],
    ['an unknown expanded widget', { ...custom, expanded: 'meteo' }, e.invalidExpanded],
    ['an extra field', { ...custom, colour: 'rouge' }, e.invalidLayout],
  ])('refuses %s in French and keeps the saved layout', async (_label, payload, message) => {
    const me = await buildSignedInUser(ctx);
    expect((await putLayout(me, custom)).statusCode).toBe(200);
    const response = await putLayout(me, payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().error)).toContain(message);
    const rows = await ctx.db.select().from(dashboardLayouts).where(eq(dashboardLayouts.userId, me.user.id));
    expect(rows.map((row) => row.layout)).toEqual([custom]);
  });
});
