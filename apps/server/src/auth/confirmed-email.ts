import { messages } from '@plateau/shared';
import { AppError } from '../lib/errors';
import type { Actor } from './actor';

/**
 * The one rule of issue 29: a write that reaches other members (a message, a connection request, a comment,
 * a join request, an application, a new project) needs a confirmed e-mail address. Reading, editing one's
 * own profile and the account settings stay open. One line at the top of such a handler.
 */
export function requireConfirmedEmail(actor: Actor): void {
  if (!actor.emailVerified) {
    throw new AppError(403, 'email_not_confirmed', messages.account.confirmFirst);
  }
}
