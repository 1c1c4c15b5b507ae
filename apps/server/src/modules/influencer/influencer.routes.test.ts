import { influencerMessages as m } from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  influencerApplications,
  influencerProjectDetails,
  influencerRoles,
  notifications,
  projectJoinRequests,
  projectMembers,
  projects,
} from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import {
  applyToInfluencerRole,
  influencerApplicationBody,
  influencerRoleBody,
  influencerWizardBody,
  publishInfluencerProject,
} from '../../test/influencer-factories';
import { buildProject } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const publish = (cookie: string, body?: object) => publishInfluencerProject(ctx, cookie, body);
const apply = (cookie: string, projectId: string, roleId: string, body?: object) =>
  applyToInfluencerRole(ctx, cookie, projectId, roleId, body);
const countOf = async (table: typeof projects | typeof influencerApplications | typeof projectJoinRequests) =>
  (await ctx.db.select().from(table)).length;

async function setup() {
  const owner = await buildSignedInUser(ctx, { fullName: 'Inès Créatrice' });
  const candidate = await buildSignedInUser(ctx, { fullName: 'Marc Monteur' });
  const published = await publish(owner.cookie);
  expect(published.statusCode).toBe(201);
  const project = published.json().project;
  const [editor, cm] = [
    project.roles.find((r: { title: string }) => r.title === 'Monteur vidéo'),
    project.roles.find((r: { title: string }) => r.title === 'Community Manager'),
  ];
  return { owner, candidate, project, editor, cm };
}

describe('POST /api/influencer/projects (the wizard)', () => {
  it('shows its role titles on the project list like any project, and only project roles on its page', async () => {
    const { owner, project } = await setup();
    const listed = await ctx.request({
      method: 'GET',
      url: `/api/projects?category=Influenceur&q=${encodeURIComponent(project.title)}`,
      cookie: owner.cookie,
    });
    expect(listed.statusCode).toBe(200);
    const card = listed.json().items.find((item: { id: string }) => item.id === project.id);
    expect(card.requiredRoles).toEqual(['Monteur vidéo', 'Community Manager']);
    const detail = await ctx.request({
      method: 'GET',
      url: `/api/projects/${project.id}`,
      cookie: owner.cookie,
    });
    expect(detail.json().project.requiredRoles).toEqual([]);
  });

  it('stores the project, its details and every role in full', async () => {
    const { owner, project } = await setup();
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({
      category: 'Influenceur',
      status: 'en préparation',
      userId: owner.user.id,
      requiredRoles: ['Monteur vidéo', 'Community Manager'],
    });
    const [details] = await ctx.db
      .select()
      .from(influencerProjectDetails)
      .where(eq(influencerProjectDetails.projectId, project.id));
    expect(details).toMatchObject({
      platform: 'YouTube',
      contentTypes: ['Cuisine', 'Lifestyle'],
      budgetRange: '500-2000€',
      timeline: 'Janvier à juin',
      locationType: 'Hybride',
      locationCity: 'Lyon',
      collaborationDuration: 'Long terme (3-12 mois)',
      applicationDeadline: '2027-01-15',
      startDate: '2027-02-01',
      deliverables: ['Vidéos YouTube', 'Miniatures / Thumbnails'],
    });
    const roles = await ctx.db
      .select()
      .from(influencerRoles)
      .where(eq(influencerRoles.projectId, project.id));
    expect(roles).toHaveLength(2);
    expect(roles.find((r) => r.title === 'Monteur vidéo')).toMatchObject({
      responsibilities: 'Dérushage, montage, export',
      requiredSkills: ['Adobe Premiere Pro', 'Sous-titrage'],
      experienceLevel: 'Expérimenté',
      timeCommitment: '10 h par semaine',
      compensationDetails: '300 € par vidéo',
      isPriority: true,
    });
    // Compensation details are dropped for a volunteer role.
    expect(roles.find((r) => r.title === 'Community Manager')).toMatchObject({
      compensationDetails: null,
      positionsAvailable: 2,
    });
  });

  it.each([
    ['a step skipped (no content type)', { contentTypes: [] }, m.contentTypeRequired],
    ['a step skipped (no timeline)', { timeline: undefined }, m.timelineRequired],
    ['a step skipped (no deliverable)', { deliverables: [] }, m.deliverableRequired],
    ['no title', { title: '  ' }, m.requiredFields],
    ['no role', { roles: [] }, m.noRole],
    ['a role without title', { roles: [influencerRoleBody({ title: '' })] }, m.roleRequired],
    ['a role without description', { roles: [influencerRoleBody({ description: ' ' })] }, m.roleRequired],
    ['positions below 1', { roles: [influencerRoleBody({ positionsAvailable: 0 })] }, m.positionsMin],
    [
      'positions not a number',
      { roles: [influencerRoleBody({ positionsAvailable: 'deux' })] },
      m.positionsMin,
    ],
    ['an unknown platform', { platform: 'Myspace' }, m.invalidChoice],
  ])('refuses %s with its French message and stores nothing', async (_label, change, message) => {
    const owner = await buildSignedInUser(ctx);
    const before = await countOf(projects);
    const response = await publish(owner.cookie, influencerWizardBody(change));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().error)).toContain(message);
    expect(await countOf(projects)).toBe(before);
  });

  it('answers 401 to a visitor', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/influencer/projects',
      payload: influencerWizardBody(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('applications', () => {
  it('stores the application with a pending join request carrying the role title, and notifies the owner', async () => {
    const { owner, candidate, project, editor } = await setup();
    const response = await apply(candidate.cookie, project.id, editor.id);
    expect(response.statusCode).toBe(201);
    expect(response.json().application).toMatchObject({
      status: 'en attente',
      roleTitle: 'Monteur vidéo',
      portfolioLinks: ['https://vimeo.com/moi'],
      expectedCompensation: '250 € par vidéo',
    });
    const [request] = await ctx.db
      .select()
      .from(projectJoinRequests)
      .where(eq(projectJoinRequests.userId, candidate.user.id));
    expect(request).toMatchObject({ role: 'Monteur vidéo', status: 'en attente', projectId: project.id });
    const notices = await ctx.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(notices.map((n) => n.content)).toContain(
      'Marc Monteur souhaite rejoindre votre projet « Chaîne cuisine de saison » en tant que Monteur vidéo.',
    );
  });

  it('refuses every bad application with its French message and stores nothing', async () => {
    const { owner, candidate, project, editor, cm } = await setup();
    const missing = '00000000-0000-4000-8000-000000000000';
    const cases: [string, string, string, object, number, string][] = [
      [candidate.cookie, missing, editor.id, influencerApplicationBody(), 404, m.missingInfo],
      [candidate.cookie, project.id, missing, influencerApplicationBody(), 404, m.missingInfo],
      [candidate.cookie, project.id, 'pas-un-id', influencerApplicationBody(), 404, m.missingInfo],
      [
        candidate.cookie,
        project.id,
        editor.id,
        influencerApplicationBody({ coverLetter: ' ' }),
        400,
        m.requiredFields,
      ],
      [
        candidate.cookie,
        project.id,
        editor.id,
        influencerApplicationBody({ motivation: undefined }),
        400,
        m.requiredFields,
      ],
      [
        candidate.cookie,
        project.id,
        editor.id,
        influencerApplicationBody({ relevantExperience: '' }),
        400,
        m.requiredFields,
      ],
      [
        candidate.cookie,
        project.id,
        editor.id,
        influencerApplicationBody({ portfolioLinks: ['pas un lien'] }),
        400,
        m.invalidLink,
      ],
      [owner.cookie, project.id, editor.id, influencerApplicationBody(), 403, m.ownProject],
    ];
    for (const [cookie, projectId, roleId, body, status, message] of cases) {
      const before = [await countOf(influencerApplications), await countOf(projectJoinRequests)];
      const response = await apply(cookie, projectId, roleId, body);
      expect(response.statusCode, message).toBe(status);
      expect(JSON.stringify(response.json().error)).toContain(message);
      expect([await countOf(influencerApplications), await countOf(projectJoinRequests)]).toEqual(before);
    }
    // Twice while pending (to the same role, or another role of the project).
    expect((await apply(candidate.cookie, project.id, editor.id)).statusCode).toBe(201);
    for (const roleId of [editor.id, cm.id]) {
      const before = await countOf(influencerApplications);
      const twice = await apply(candidate.cookie, project.id, roleId);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.message).toBe(m.alreadyApplied);
      expect(await countOf(influencerApplications)).toBe(before);
    }
  });

  it('accepting makes the candidate a member (mapped role), fills the position, and notifies; a filled role takes no application', async () => {
    const { owner, candidate, project, editor } = await setup();
    const sent = await apply(candidate.cookie, project.id, editor.id);
    const id = sent.json().application.id;

    const dashboard = await ctx.request({
      method: 'GET',
      url: '/api/influencer/applications',
      cookie: owner.cookie,
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().counters).toEqual({ total: 1, pending: 1, accepted: 0, activeProjects: 1 });
    expect(dashboard.json().items[0]).toMatchObject({
      id,
      coverLetter: influencerApplicationBody().coverLetter,
      motivation: influencerApplicationBody().motivation,
      candidate: { fullName: 'Marc Monteur' },
      canDecide: true,
    });
    expect(
      dashboard
        .json()
        .roles.map((r: { title: string }) => r.title)
        .sort(),
    ).toEqual(['Community Manager', 'Monteur vidéo']);

    // Someone else may not decide.
    const stranger = await buildSignedInUser(ctx);
    const refused = await ctx.request({
      method: 'PATCH',
      url: `/api/influencer/applications/${id}`,
      payload: { status: 'approuvé' },
      cookie: stranger.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(m.notYourProject);
    expect(
      await ctx.db.select().from(projectMembers).where(eq(projectMembers.projectId, project.id)),
    ).toHaveLength(0);

    const accepted = await ctx.request({
      method: 'PATCH',
      url: `/api/influencer/applications/${id}`,
      payload: { status: 'approuvé' },
      cookie: owner.cookie,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().application).toMatchObject({ status: 'approuvé', canDecide: false });
    const members = await ctx.db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, candidate.user.id)));
    expect(members[0]?.role).toBe('monteur');
    const notices = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, candidate.user.id));
    expect(notices.map((n) => n.content)).toContain(
      'Votre demande pour rejoindre le projet « Chaîne cuisine de saison » a été acceptée.',
    );

    const again = await ctx.request({
      method: 'PATCH',
      url: `/api/influencer/applications/${id}`,
      payload: { status: 'refusé' },
      cookie: owner.cookie,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.notPending);

    const detail = await ctx.request({ method: 'GET', url: `/api/influencer/projects/${project.id}` });
    expect(detail.json().project.roles.find((r: { id: string }) => r.id === editor.id)).toMatchObject({
      positionsAvailable: 1,
      positionsFilled: 1,
      canApply: false,
    });
    const late = await buildSignedInUser(ctx);
    const full = await apply(late.cookie, project.id, editor.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(m.roleFilled);
  });

  it('refusing notifies the candidate, who is not a member and may apply again', async () => {
    const { owner, candidate, project, cm } = await setup();
    const id = (await apply(candidate.cookie, project.id, cm.id)).json().application.id;
    const refused = await ctx.request({
      method: 'PATCH',
      url: `/api/influencer/applications/${id}`,
      payload: { status: 'refusé' },
      cookie: owner.cookie,
    });
    expect(refused.statusCode).toBe(200);
    const notices = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, candidate.user.id));
    expect(notices.map((n) => n.content)).toContain(
      'Votre demande pour rejoindre le projet « Chaîne cuisine de saison » a été refusée.',
    );
    expect(
      await ctx.db.select().from(projectMembers).where(eq(projectMembers.projectId, project.id)),
    ).toHaveLength(0);
    const filtered = await ctx.request({
      method: 'GET',
      url: '/api/influencer/applications?status=refused&q=marc',
      cookie: owner.cookie,
    });
    expect(filtered.json().items).toHaveLength(1);
    const reviewing = await ctx.request({
      method: 'GET',
      url: '/api/influencer/applications?status=reviewing',
      cookie: owner.cookie,
    });
    expect(reviewing.json().items).toHaveLength(0);
    expect((await apply(candidate.cookie, project.id, cm.id)).statusCode).toBe(201);
  });
});

describe('GET /api/influencer/projects', () => {
  it('lists influencer projects (category or an influencer role), filters by platform and search', async () => {
    const { owner, project } = await setup();
    const viaRole = await buildProject(ctx.db, {
      userId: owner.user.id,
      title: 'Court-métrage avec community manager unique',
      category: 'Film',
      requiredRoles: ['Community Manager'],
    });
    const other = await buildProject(ctx.db, {
      userId: owner.user.id,
      title: 'Film sans influence',
      category: 'Film',
    });
    const all = await ctx.request({ method: 'GET', url: '/api/influencer/projects', cookie: owner.cookie });
    const ids = all.json().items.map((p: { id: string }) => p.id);
    expect(ids).toContain(project.id);
    expect(ids).toContain(viaRole.id);
    expect(ids).not.toContain(other.id);
    const youtube = await ctx.request({
      method: 'GET',
      url: '/api/influencer/projects?platform=YouTube&q=cuisine%20saison',
      cookie: owner.cookie,
    });
    expect(youtube.json().items.map((p: { id: string }) => p.id)).toContain(project.id);
    expect(youtube.json().items.map((p: { id: string }) => p.id)).not.toContain(viaRole.id);
    const visitor = await ctx.request({ method: 'GET', url: '/api/influencer/projects' });
    expect(visitor.statusCode).toBe(401);
  });
});
