import { projectMessages as m } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { canEditProject } from './projects.policy';
import { factsOf } from './projects.presenter';
import { findLatestJoinRequest, findMembership, findProject } from './projects.service';

/** The project with its owner and the actor's membership and latest request, or the 404 'Projet non trouvé.'. */
export async function requireProject(db: Db | Tx, actor: Actor | null, id: string) {
  const row = await findProject(db, id);
  if (!row) throw notFound(m.notFound);
  const [membership, joinRequest] = actor
    ? await Promise.all([findMembership(db, id, actor.id), findLatestJoinRequest(db, id, actor.id)])
    : [null, null];
  return {
    ...row,
    membership,
    joinRequest,
    facts: factsOf(row.project, membership, joinRequest),
  };
}

/** The project when the actor owns it (locked in the caller's transaction); 404 or 403 otherwise. */
export async function requireOwnedProject(tx: Tx, actor: Actor, id: string, refusal: string = m.onlyOwner) {
  const row = await findProject(tx, id, true);
  if (!row) throw notFound(m.notFound);
  if (!canEditProject(actor, { ownerId: row.project.userId })) throw forbidden(refusal);
  return row.project;
}
