import { influencerCategory } from '@plateau/shared';
import {
  influencerApplications,
  influencerProjectDetails,
  influencerRoles,
  projectJoinRequests,
  projects,
} from '../schema';
import { later, type SeedContext } from './context';
import { influencerProject } from './influencer-project';
import { daysFromNow, isoDate } from './random';

/** Inserts the influencer project, its details and roles, and one application (join request + details). */
export async function seedInfluencer(
  ctx: SeedContext,
): Promise<{ projects: number; roles: number; joinRequests: number; applications: number }> {
  const { now } = ctx;
  const demo = influencerProject;
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
    budget: 1_500,
    deadline: isoDate(daysFromNow(now, demo.details.applicationDeadlineInDays)),
    startDate: isoDate(daysFromNow(now, demo.details.startInDays)),
    requiredRoles: demo.roles.map((role) => role.title),
    tags: ['YouTube', 'vulgarisation', 'cinéma'],
    projectLocation: demo.details.locationCity,
    targetAudience: 'Passionnés de cinéma, 18-35 ans',
    genre: 'Vulgarisation',
    createdAt,
    updatedAt: createdAt,
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

  const application = demo.application;
  const role = roleRows.find((candidate) => candidate.title === application.roleTitle);
  if (!role) throw new Error(`Demo data: unknown influencer role ${application.roleTitle}`);
  const appliedAt = later(ctx.ago(application.createdDaysAgo), createdAt);
  const joinRequestId = ctx.uuid();
  await ctx.tx.insert(projectJoinRequests).values({
    id: joinRequestId,
    projectId,
    userId: ctx.idOf(application.applicantEmail),
    role: role.title,
    status: 'en attente',
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
    expectedCompensation: application.expectedCompensation,
    relevantExperience: application.relevantExperience,
    motivation: application.motivation,
    additionalInfo: application.additionalInfo,
    createdAt: appliedAt,
  });

  return { projects: 1, roles: roleRows.length, joinRequests: 1, applications: 1 };
}
