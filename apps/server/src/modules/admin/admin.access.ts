import { adminMessages } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { findProject } from '../projects';
import { refusalToActOn } from './admin.policy';
import { countAdmins, findUser } from './admin.service';
import { findNews } from './admin-news.service';

const e = adminMessages.errors;

/** An active member (locked when `forUpdate`), or 404 'Utilisateur introuvable.'. */
export async function requireMember(db: Db | Tx, id: string, forUpdate = false) {
  const row = await findUser(db, id, forUpdate);
  if (!row) throw notFound(e.userNotFound);
  return row;
}

/**
 * The member a demotion, a suspension or a deletion targets, locked, after the rule of spec 2 §6 (not
 * oneself, not the last administrator): 404, or 403 with the policy's refusal.
 */
export async function requireMemberToActOn(tx: Tx, actor: Actor, id: string) {
  const target = await requireMember(tx, id, true);
  const refusal = refusalToActOn(actor, {
    id: target.id,
    role: target.role,
    adminCount: await countAdmins(tx),
  });
  if (refusal) throw forbidden(refusal === 'lastAdmin' ? e.lastAdmin : e.notYourself);
  return target;
}

/** A project (locked), or 404 'Projet introuvable.'. */
export async function requireProject(tx: Tx, id: string) {
  const row = await findProject(tx, id, true);
  if (!row) throw notFound(e.projectNotFound);
  return row.project;
}

/** An article or an event, or 404 with the news' text. */
export async function requireNews(db: Db | Tx, id: string) {
  const row = await findNews(db, id);
  if (!row) throw notFound(adminMessages.news.errors.notFound);
  return row;
}
