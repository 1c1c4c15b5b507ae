import {
  type AdminSuspensionInput,
  type AdminUserUpdate,
  adminMessages,
  type UserRole,
} from '@plateau/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { CommandEvents } from '../../lib/command';
import { badRequest, conflict } from '../../lib/errors';
import { type DecisionOutcome, suspendAccount } from '../moderation';
import { deleteProject } from '../projects';
import { requireMember, requireMemberToActOn, requireProject } from './admin.access';
import { type AdminUserRow, logAction } from './admin.service';

const e = adminMessages.errors;

/** The member an action targets, locked; the guarded actions follow the rule of spec 2 §6. */
const targetOf = (tx: Tx, actor: Actor, id: string, guarded: boolean): Promise<AdminUserRow> =>
  guarded ? requireMemberToActOn(tx, actor, id) : requireMember(tx, id, true);

export async function setRole(
  tx: Tx,
  _events: CommandEvents,
  input: { actor: Actor; id: string; role: UserRole },
) {
  const target = await targetOf(tx, input.actor, input.id, input.role === 'user');
  if (target.role === input.role) throw conflict(e.sameRole);
  await tx.update(users).set({ role: input.role, updatedAt: new Date() }).where(eq(users.id, target.id));
  await logAction(tx, {
    actorId: input.actor.id,
    action: 'user.role',
    targetType: 'user',
    targetId: target.id,
    details: { name: target.fullName, from: target.role, to: input.role },
  });
  return target.id;
}

export async function updateMember(
  tx: Tx,
  _events: CommandEvents,
  input: { actor: Actor; id: string; changes: AdminUserUpdate },
) {
  const target = await targetOf(tx, input.actor, input.id, false);
  const changes = Object.fromEntries(
    Object.entries(input.changes).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length === 0) throw badRequest(adminMessages.users.save);
  await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, target.id));
  const before = Object.fromEntries(
    Object.keys(changes).map((key) => [key, target[key as keyof AdminUserRow]]),
  );
  await logAction(tx, {
    actorId: input.actor.id,
    action: 'user.update',
    targetType: 'user',
    targetId: target.id,
    details: { name: target.fullName, before, after: changes },
  });
  return target.id;
}

/**
 * 'Suspendre' (spec 2 §6: not oneself, not the last administrator) is a moderation decision with its statement
 * of reasons (issue 31, DSA art. 17): the moderation area suspends, records, notifies and logs it, and the member
 * may contest it. 'Réactiver' lifts the suspension and is logged. Returns the decision's outcome (null for a
 * reactivation), for its e-mail and the end of the member's sessions after the commit.
 */
export async function setSuspension(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Actor; id: string; body: AdminSuspensionInput },
): Promise<DecisionOutcome | null> {
  const { body } = input;
  const target = await targetOf(tx, input.actor, input.id, body.suspended);
  if (target.banned === body.suspended) throw conflict(body.suspended ? e.alreadySuspended : e.notSuspended);
  if (body.suspended) {
    const { suspension, ground, facts } = body;
    return suspendAccount(tx, events, {
      actor: input.actor,
      memberId: target.id,
      statement: { suspension, ground, facts },
    });
  }
  await tx.update(users).set({ banned: false, updatedAt: new Date() }).where(eq(users.id, target.id));
  await logAction(tx, {
    actorId: input.actor.id,
    action: 'user.reactivate',
    targetType: 'user',
    targetId: target.id,
    details: { name: target.fullName, email: target.email },
  });
  return null;
}

/** Deletes the member's row, and with it by cascade every row of theirs; the files go after the commit. */
export async function deleteMember(tx: Tx, _events: CommandEvents, input: { actor: Actor; id: string }) {
  const target = await targetOf(tx, input.actor, input.id, true);
  await tx.delete(users).where(eq(users.id, target.id));
  const [left] = await tx.select({ id: users.id }).from(users).where(eq(users.id, target.id));
  if (left) throw new Error('suppression du membre non vérifiée');
  await logAction(tx, {
    actorId: input.actor.id,
    action: 'user.delete',
    targetType: 'user',
    targetId: target.id,
    details: { name: target.fullName, email: target.email },
  });
  return target.id;
}

/** The projects area's deletion (spec 2 §7), logged in the same transaction; returns the cover to remove. */
export async function deleteProjectAsAdmin(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Actor; id: string },
) {
  const project = await requireProject(tx, input.id);
  await deleteProject(tx, events, { projectId: input.id });
  await logAction(tx, {
    actorId: input.actor.id,
    action: 'project.delete',
    targetType: 'project',
    targetId: input.id,
    details: { title: project.title, ownerId: project.userId },
  });
  return { title: project.title, cover: project.coverImage };
}

/**
 * The account POST /api/admin/admins has just signed up becomes an administrator with a verified e-mail,
 * logged in the same transaction (spec 2 §2).
 */
export async function createAdministrator(
  tx: Tx,
  _events: CommandEvents,
  input: { actor: Actor; id: string; name: string; email: string },
) {
  await tx.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, input.id));
  await logAction(tx, {
    actorId: input.actor.id,
    action: 'admin.create',
    targetType: 'user',
    targetId: input.id,
    details: { name: input.name, email: input.email },
  });
  return input.id;
}
