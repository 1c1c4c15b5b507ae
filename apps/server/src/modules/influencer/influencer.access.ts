import { influencerMessages as m } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { Db, Tx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { findMembership, findProject } from '../projects';
import { type ApplyRefusal, ownsProject, refusalToApply } from './influencer.policy';
import { filledPositions, findApplication, findRole, hasPendingRequest } from './influencer.service';

/** A project with its owner, or 404 'Projet non trouvé'. */
export async function requireInfluencerProject(db: Db | Tx, id: string) {
  const found = await findProject(db, id);
  if (!found) throw notFound(m.projectNotFound);
  return found;
}

/** The French text of each refusal that is a conflict with the present state (409). */
const conflictTexts: Record<Exclude<ApplyRefusal, 'ownProject'>, string> = {
  alreadyMember: m.alreadyMember,
  alreadyApplied: m.alreadyApplied,
  roleFilled: m.roleFilled,
};

/**
 * The project and the role a member applies to, both locked, after the rule of the influencer space: 404
 * without them, 403 for the owner, 409 for a member, a pending application or a role with no free position.
 */
export async function requireRoleToApply(tx: Tx, actor: Actor, projectId: string, roleId: string) {
  const found = await findProject(tx, projectId, true);
  if (!found) throw notFound(m.missingInfo);
  const role = await findRole(tx, projectId, roleId, true);
  if (!role) throw notFound(m.missingInfo);
  const membership = await findMembership(tx, projectId, actor.id);
  const pending = await hasPendingRequest(tx, projectId, actor.id);
  const filled = await filledPositions(tx, [role.id]);
  const refusal = refusalToApply(actor, {
    ownerId: found.project.userId,
    isMember: membership !== null,
    hasPendingRequest: pending,
    positionsAvailable: role.positionsAvailable,
    positionsFilled: filled.get(role.id) ?? 0,
  });
  if (refusal === 'ownProject') throw forbidden(m.ownProject);
  if (refusal) throw conflict(conflictTexts[refusal]);
  return { project: found.project, role };
}

/** An application, or 404 'Candidature introuvable'. */
export async function requireApplication(db: Db | Tx, id: string) {
  const row = await findApplication(db, id);
  if (!row) throw notFound(m.applicationNotFound);
  return row;
}

/** An application to one of the actor's projects: 404 without it, 403 for anyone but the project's owner. */
export async function requireOwnApplication(tx: Tx, actor: Actor, id: string) {
  const row = await requireApplication(tx, id);
  if (!ownsProject(actor, { ownerId: row.project.userId })) throw forbidden(m.notYourProject);
  return row;
}
