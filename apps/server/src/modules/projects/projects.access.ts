import { projectMessages as m } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import {
  canDeleteProject,
  canEditOwnMembership,
  canEditProject,
  canToggleOwnVisibility,
} from './projects.policy';
import { factsOf } from './projects.presenter';
import {
  findLatestJoinRequest,
  findMember,
  findMembership,
  findProject,
  findProjectDetail,
} from './projects.service';

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
    project: row.project,
    owner: row.owner,
    membership,
    joinRequest,
    facts: factsOf(row.project, membership, joinRequest),
  };
}

/** `requireProject` with the project's counts, in one statement (the project page). */
export async function requireProjectDetail(db: Db, actor: Actor | null, id: string) {
  const row = await findProjectDetail(db, id, actor?.id ?? null);
  if (!row) throw notFound(m.notFound);
  return {
    project: row.project,
    owner: row.owner,
    membership: row.membership,
    joinRequest: row.joinRequest,
    stats: row.stats,
    facts: factsOf(row.project, row.membership, row.joinRequest),
  };
}

/**
 * The project when the actor owns it (locked when read in the caller's transaction, `lock`); 404 or 403 with
 * `refusal` otherwise.
 */
export async function requireOwnedProject(
  db: Db | Tx,
  actor: Actor,
  id: string,
  refusal: string = m.onlyOwner,
  lock = true,
) {
  const row = await findProject(db, id, lock);
  if (!row) throw notFound(m.notFound);
  if (!canEditProject(actor, { ownerId: row.project.userId })) throw forbidden(refusal);
  return row.project;
}

/** `requireProject` for the owner's own pages (candidates, pending requests): 403 'seul le créateur' otherwise. */
export async function requireProjectAsOwner(db: Db | Tx, actor: Actor, id: string) {
  const loaded = await requireProject(db, actor, id);
  if (!canEditProject(actor, loaded.facts)) throw forbidden(m.onlyOwner);
  return loaded;
}

/** The project to delete, locked: its owner or an administrator; 404 or 403 otherwise. */
export async function requireDeletableProject(tx: Tx, actor: Actor, id: string) {
  const row = await findProject(tx, id, true);
  if (!row) throw notFound(m.notFound);
  if (!canDeleteProject(actor, { ownerId: row.project.userId })) throw forbidden(m.notAllowedDelete);
  return row.project;
}

/** The actor's own member row in the project (to change their visibility), or 403 'pas membre'. */
export async function requireOwnMembership(db: Db | Tx, actor: Actor, id: string) {
  const loaded = await requireProject(db, actor, id);
  if (!loaded.membership || !canToggleOwnVisibility(actor, loaded.facts)) throw forbidden(m.notAMember);
  return loaded.membership;
}

/**
 * A change of a member row: its role by the owner only, its visibility (shown profile, display name) by the
 * member themselves only; 404 for an unknown member, 403 with the rule's text otherwise.
 */
export async function requireMemberChange(
  db: Db | Tx,
  actor: Actor,
  id: string,
  memberId: string,
  changes: { role?: unknown; showProfile?: unknown; displayName?: unknown },
) {
  const [loaded, row] = await Promise.all([requireProject(db, actor, id), findMember(db, id, memberId)]);
  if (!row) throw notFound(m.memberNotFound);
  if (changes.role !== undefined && !canEditProject(actor, loaded.facts)) throw forbidden(m.onlyOwner);
  const ownFields = changes.showProfile !== undefined || changes.displayName !== undefined;
  if (ownFields && !canEditOwnMembership(actor, { memberUserId: row.member.userId })) {
    throw forbidden(m.ownVisibilityOnly);
  }
  return row;
}
