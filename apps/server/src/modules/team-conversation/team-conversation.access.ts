import { teamConversationMessages as m, projectMessages as pm } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findAttachment } from '../messages';
import { canTakePartInTeamConversation, findProjectForMember, type PeopleFacts } from '../projects';
import { canReadAttachment } from './team-conversation.policy';

/**
 * The project whose team conversation the actor reads or writes: its owner or a member now; anyone else
 * (a stranger, a former member) gets the project's 404, as for an unknown project.
 */
export async function requireTeamConversation(db: Db | Tx, actor: Actor, projectId: string) {
  const row = await findProjectForMember(db, projectId, actor.id);
  if (!row) throw notFound(pm.notFound);
  const isMember = row.membershipId !== null;
  if (!canTakePartInTeamConversation(actor, { ownerId: row.project.userId, isMember })) {
    throw notFound(pm.notFound);
  }
  const people: PeopleFacts = {
    ownerId: row.project.userId,
    memberVisibility: row.project.memberVisibilityDefault,
    isMember,
  };
  return { id: row.project.id, title: row.project.title, people };
}

/**
 * An attachment the actor may download: a private message's sender or receiver, or the owner or a member
 * now of the project whose conversation holds it; 404 'Pièce jointe introuvable' for anyone else.
 */
export async function requireAttachment(db: Db, actor: Actor, id: string) {
  const row = await findAttachment(db, id);
  if (!row) throw notFound(m.attachmentNotFound);
  let inTeam = false;
  if (row.projectId) {
    const project = await findProjectForMember(db, row.projectId, actor.id);
    inTeam =
      project !== null &&
      canTakePartInTeamConversation(actor, {
        ownerId: project.project.userId,
        isMember: project.membershipId !== null,
      });
  }
  if (!canReadAttachment(actor, { senderId: row.senderId, receiverId: row.receiverId, inTeam })) {
    throw notFound(m.attachmentNotFound);
  }
  return row;
}
