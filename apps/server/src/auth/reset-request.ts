import type { FastifyInstance } from 'fastify';
import { accountPendingDeletionMail } from '../mail/templates';
import { findAccountByEmail, inGracePeriod, purgeDayText } from './deleted-account';

/** Pending sends by app; keyed by its auth object, the same in every plugin context of one app. */
const pendingByApp = new WeakMap<object, Set<Promise<void>>>();

function pendingOf(app: FastifyInstance): Set<Promise<void>> {
  let pending = pendingByApp.get(app.auth);
  if (!pending) {
    pending = new Set();
    pendingByApp.set(app.auth, pending);
  }
  return pending;
}

/**
 * Looks the address up and mails its reset link after the answer is sent, so the answer takes the same
 * time whether or not an account exists (better-auth creates the hashed token and calls sendResetPassword);
 * an account being deleted gets the reactivation mail instead of a link.
 * Failures are logged; closing the app waits for the pending ones.
 */
export function sendResetLinkLater(app: FastifyInstance, email: string): void {
  const pending = pendingOf(app);
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => {
      // An account in its grace period gets no reset link: a mail says how to reactivate it instead.
      const account = await findAccountByEmail(app.db, email);
      if (account?.deletedAt) {
        if (!inGracePeriod(account.deletedAt)) return;
        const loginUrl = `${app.config.publicUrl}/login`;
        await app.mailer.send(
          account.email,
          accountPendingDeletionMail(account.fullName, purgeDayText(account.deletedAt), loginUrl),
        );
        return;
      }
      await app.auth.api.requestPasswordReset({ body: { email, redirectTo: '/update-password' } });
    })
    .then(
      () => undefined,
      (error: unknown) => app.log.error({ err: error }, 'lien de réinitialisation non envoyé'),
    )
    .finally(() => pending.delete(work));
  pending.add(work);
}

/** Resolves once every reset link requested so far is sent (or failed); tests and the close wait on it. */
export async function resetLinksSent(app: FastifyInstance): Promise<void> {
  const pending = pendingOf(app);
  while (pending.size > 0) await Promise.all(pending);
}
