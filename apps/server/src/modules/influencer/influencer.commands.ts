import {
  type InfluencerProjectFields,
  type influencerApplicationCreateSchema,
  influencerCategory,
  influencerMessages as m,
} from '@plateau/shared';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db/client';
import { influencerApplications, influencerProjectDetails, influencerRoles, projects } from '../../db/schema';
import type { CommandEvents } from '../../lib/command';
import { conflict, notFound } from '../../lib/errors';
import { answerJoinRequest, createJoinRequest, findJoinRequest, findProject } from '../projects';
import { requireOwnApplication, requireRoleToApply } from './influencer.access';
import { applicationChanged } from './influencer.events';
import { isRoleFull } from './influencer.policy';
import { filledPositions, findRole } from './influencer.service';

type ApplicationFields = z.output<typeof influencerApplicationCreateSchema>;

/**
 * The wizard's publication: the project ('Influenceur', 'en préparation', required roles = the role titles),
 * its influencer details and every role definition, in one transaction.
 */
export async function createInfluencerProject(
  tx: Tx,
  _events: CommandEvents,
  input: { ownerId: string; fields: InfluencerProjectFields },
) {
  const { fields } = input;
  const [project] = await tx
    .insert(projects)
    .values({
      userId: input.ownerId,
      title: fields.title,
      description: fields.description,
      category: influencerCategory,
      status: 'en préparation',
      requiredRoles: [...new Set(fields.roles.map((role) => role.title))],
      deadline: fields.applicationDeadline,
      startDate: fields.startDate,
      projectLocation: fields.locationCity,
      tags: fields.contentTypes,
    })
    .returning();
  if (!project) throw new Error('projet non enregistré');
  await tx.insert(influencerProjectDetails).values({
    projectId: project.id,
    platform: fields.platform,
    contentTypes: fields.contentTypes,
    projectScope: fields.projectScope,
    budgetRange: fields.budgetRange,
    timeline: fields.timeline,
    locationType: fields.locationType,
    locationCity: fields.locationCity,
    collaborationDuration: fields.collaborationDuration,
    applicationDeadline: fields.applicationDeadline,
    startDate: fields.startDate,
    deliverables: fields.deliverables,
  });
  await tx.insert(influencerRoles).values(fields.roles.map((role) => ({ ...role, projectId: project.id })));
  return project;
}

/**
 * An application to one role: the join request 'en attente' with the role's title (through the projects
 * area, which notifies the owner) and the application's fields, in one transaction.
 */
export async function applyToRole(
  tx: Tx,
  events: CommandEvents,
  input: {
    actor: Actor;
    candidateName: string;
    projectId: string;
    roleId: string;
    fields: ApplicationFields;
  },
) {
  const { actor, projectId } = input;
  const { project, role } = await requireRoleToApply(tx, actor, projectId, input.roleId);
  const request = await createJoinRequest(tx, events, {
    project,
    requester: { id: actor.id, fullName: input.candidateName },
    wishedRole: role.title,
    storedRole: role.title,
  });
  const [application] = await tx
    .insert(influencerApplications)
    .values({ ...input.fields, joinRequestId: request.id, roleId: role.id })
    .returning();
  if (!application) throw new Error('candidature non enregistrée');
  applicationChanged(events, {
    applicationId: application.id,
    projectId,
    ownerId: project.userId,
    candidateId: actor.id,
  });
  return application;
}

/**
 * The owner accepts or refuses a pending application (through the projects area: accepting makes the
 * candidate a member with the mapped role, and the candidate is notified either way). Accepting counts
 * against the role's positions.
 */
export async function decideApplication(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Actor; applicationId: string; status: 'approuvé' | 'refusé' },
) {
  const row = await requireOwnApplication(tx, input.actor, input.applicationId);
  const found = await findProject(tx, row.project.id, true);
  if (!found) throw notFound(m.applicationNotFound);
  const request = await findJoinRequest(tx, row.request.id, true);
  if (request?.request.status !== 'en attente') throw conflict(m.notPending);
  if (input.status === 'approuvé' && row.application.roleId) {
    const role = await findRole(tx, row.project.id, row.application.roleId, true);
    const filled = role ? ((await filledPositions(tx, [role.id])).get(role.id) ?? 0) : 0;
    if (role && isRoleFull({ positionsAvailable: role.positionsAvailable, positionsFilled: filled })) {
      throw conflict(m.roleFilled);
    }
  }
  await answerJoinRequest(tx, events, { request, project: found.project, status: input.status });
  applicationChanged(events, {
    applicationId: row.application.id,
    projectId: row.project.id,
    ownerId: row.project.userId,
    candidateId: row.request.userId,
  });
  return row.application.id;
}
