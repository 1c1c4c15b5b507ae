import { projectMessages as m } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { canEditProject } from './projects.policy';
import { factsOf } from './projects.presenter';
import { findLatestJoinRequest, findMembership, findProject } from './projects.service';

/** The project with its owner and the actor's membership and latest request, or the 404 'Projet non trouvé.'. */
export async function requireProject(db: Db | Tx, actor: Actor | null, id: string) {
  // The three reads at once: one round trip of waiting instead of two (a missing project reads nothing else).
  const [row, membership, joinRequest] = await Promise.all([
    findProject(db, id),
    actor ? findMembership(db, id, actor.id) : null,
    actor ? findLatestJoinRequest(db, id, actor.id) : null,
  ]);
  if (!row) throw notFound(m.notFound);
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
