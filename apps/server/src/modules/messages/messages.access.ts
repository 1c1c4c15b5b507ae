import { messagingMessages as m } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { canInteract } from '../moderation';
import { canOpenConversation } from './messages.policy';
import { findConversationMember, haveExchanged } from './messages.service';

/** The other member of a conversation the actor may open, or a 404 'Utilisateur non trouvé'. */
export async function requireConversation(db: Db, actor: Actor, userId: string) {
  // The member and the block between them in one statement.
  const found = await findConversationMember(db, actor.id, userId);
  if (!found || found.id === actor.id) throw notFound(m.userNotFound);
  const { blocked, ...other } = found;
  const hasHistory = other.deletedAt ? await haveExchanged(db, actor.id, other.id) : true;
  if (!canOpenConversation(actor, { other, hasHistory })) throw notFound(m.userNotFound);
  // A member either blocked is answered as one who does not exist (issue 31).
  if (!canInteract({ blockBetween: blocked })) throw notFound(m.userNotFound);
  return other;
}
