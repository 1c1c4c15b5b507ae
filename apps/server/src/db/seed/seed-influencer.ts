import { influencerCategory, mapJoinRole } from '@plateau/shared';
import {
  influencerApplications,
  influencerProjectDetails,
  influencerRoles,
  projectJoinRequests,
  projectMembers,
  projects,
} from '../schema';
import { later, type SeedContext } from './context';
import { type DemoApplication, moreInfluencerProjects } from './influencer-more';
import { type DemoInfluencerProject, influencerProject } from './influencer-project';
import { daysFromNow, isoDate } from './random';

type Counts = {
  projects: number;
  roles: number;
  joinRequests: number;
  applications: number;
  members: number;
};

/** One influencer project, its details and roles, and its applications (join request + details). */
async function insertInfluencerProject(
  ctx: SeedContext,
  demo: Omit<DemoInfluencerProject, 'application'>,
  applications: DemoApplication[],
  extra: Partial<typeof projects.$inferInsert> = {},
): Promise<Counts> {
  const { now } = ctx;
  const ownerId = ctx.idOf(demo.ownerEmail);
  const projectId = ctx.uuid();
  const createdAt = later(ctx.ago(demo.createdDaysAgo), ctx.joinedAt(ownerId));

  await ctx.tx.insert(projects).values({
    id: projectId,
    userId: ownerId,
    title: demo.title,
    description: demo.description,
    category: influencerCategory,
    status: 'en préparation',
    deadline: isoDate(daysFromNow(now, demo.details.applicationDeadlineInDays)),
    startDate: isoDate(daysFromNow(now, demo.details.startInDays)),
    requiredRoles: demo.roles.map((role) => role.title),
    tags: demo.details.contentTypes,
    projectLocation: demo.details.locationCity,
    createdAt,
    updatedAt: createdAt,
    ...extra,
  });

  const { applicationDeadlineInDays, startInDays, ...details } = demo.details;
  await ctx.tx.insert(influencerProjectDetails).values({
    id: ctx.uuid(),
    projectId,
    ...details,
    applicationDeadline: isoDate(daysFromNow(now, applicationDeadlineInDays)),
    startDate: isoDate(daysFromNow(now, startInDays)),
    createdAt,
    updatedAt: createdAt,
  });

  const roleRows = demo.roles.map((role) => ({ id: ctx.uuid(), projectId, ...role, createdAt }));
  await ctx.tx.insert(influencerRoles).values(roleRows);

  for (const application of applications) {
    const role = roleRows.find((candidate) => candidate.title === application.roleTitle);
    if (!role) throw new Error(`Demo data: unknown influencer role ${application.roleTitle}`);
    const appliedAt = later(ctx.ago(application.createdDaysAgo), createdAt);
    const joinRequestId = ctx.uuid();
    const userId = ctx.idOf(application.applicantEmail);
    await ctx.tx.insert(projectJoinRequests).values({
      id: joinRequestId,
      projectId,
      userId,
      role: role.title,
      status: application.status,
      createdAt: appliedAt,
      updatedAt: appliedAt,
    });
    await ctx.tx.insert(influencerApplications).values({
      id: ctx.uuid(),
      joinRequestId,
      roleId: role.id,
      coverLetter: application.coverLetter,
      portfolioLinks: application.portfolioLinks,
      availabilityStart: isoDate(daysFromNow(now, application.availabilityInDays)),
      expectedCompensation: application.expectedCompensation || null,
      relevantExperience: application.relevantExperience,
      motivation: application.motivation,
      additionalInfo: application.additionalInfo || null,
      createdAt: appliedAt,
    });
    if (application.status === 'approuvé') {
      await ctx.tx
        .insert(projectMembers)
        .values({ projectId, userId, role: mapJoinRole(role.title), status: 'membre', createdAt: appliedAt });
    }
    if (application.status !== 'en attente') {
      const verb = application.status === 'approuvé' ? 'acceptée' : 'refusée';
      ctx.notifications.push({
        id: ctx.uuid(),
        userId,
        type: 'project',
        content: `Votre demande pour rejoindre le projet « ${demo.title} » a été ${verb}.`,
        relatedId: projectId,
        createdAt: appliedAt,
      });
    }
  }
  return {
    projects: 1,
    roles: roleRows.length,
    joinRequests: applications.length,
    applications: applications.length,
    members: applications.filter((a) => a.status === 'approuvé').length,
  };
}

/** The first influencer project (Alice's) with its pending application. */
export async function seedInfluencer(ctx: SeedContext): Promise<Counts> {
  const { application, ...demo } = influencerProject;
  return insertInfluencerProject(ctx, demo, [{ ...application, status: 'en attente' }], {
    budget: 1_500,
    tags: ['YouTube', 'vulgarisation', 'cinéma'],
    targetAudience: 'Passionnés de cinéma, 18-35 ans',
    genre: 'Vulgarisation',
  });
}

/** Two more influencer projects with applications in every status (seeded last: earlier draws unchanged). */
export async function seedMoreInfluencer(ctx: SeedContext): Promise<Counts> {
  const total: Counts = { projects: 0, roles: 0, joinRequests: 0, applications: 0, members: 0 };
  for (const { applications, ...demo } of moreInfluencerProjects) {
    const counts = await insertInfluencerProject(ctx, demo, applications);
    for (const key of Object.keys(total) as Array<keyof Counts>) total[key] += counts[key];
  }
  return total;
}
