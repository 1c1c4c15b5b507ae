import { endpoints, messages } from '@plateau/shared';
import { verifyJWT } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { limitAttempts } from '../lib/attempt-limit';
import { AppError, errorBody, unauthorized } from '../lib/errors';
import { route } from '../lib/route-kit';
import { passwordChangedFromSettingsMail } from '../mail/templates';
import { promoteIfAdmin } from './admin-email';
import {
  deletedAccountRefusal,
  findAccountByEmail,
  inGracePeriod,
  isAccountPassword,
  isSuspended,
  reactivateAccount,
} from './deleted-account';
import { authErrorCode, forward, presentDone, sendNotice } from './forward';
import { currentMe } from './me';
import { limitPasswordChecks } from './password-check-limit';
import { assertAcceptableNewPassword } from './password-policy';
import { resetLinksSent, sendResetLinkLater } from './reset-request';
import { deleteResetTokensOf, findMemberIdentity, findResetTokenUser, isSamePassword } from './reset-token';
import { afterSessionsRevoked, revokeSessions } from './revoke-sessions';
import { forgetActor, getActor, toFetchHeaders } from './session';
import { reserveSignInAttempt } from './sign-in-limit';

const m = messages.auth;
const dm = messages.accountDeletion;
const am = messages.account;
const api = endpoints.auth;
/** A member may ask for a new confirmation link 3 times in 15 minutes. */
const confirmationResendLimit = { window: 15 * 60, max: 3 };

/**
 * Only who signed in: the session token stays in its HttpOnly cookie, never in a body. With two-factor
 * sign-in on, better-auth answers `twoFactorRedirect` instead (no session yet, a two-factor cookie): the web
 * then asks for the code (account-security.routes.ts).
 */
function presentSignedIn(payload: unknown) {
  if (payload && typeof payload === 'object' && 'twoFactorRedirect' in payload && payload.twoFactorRedirect) {
    return { twoFactorRequired: true };
  }
  const user =
    payload &&
    typeof payload === 'object' &&
    'user' in payload &&
    payload.user &&
    typeof payload.user === 'object'
      ? (payload.user as { id?: unknown; email?: unknown; name?: unknown })
      : {};
  return {
    user: { id: String(user.id ?? ''), email: String(user.email ?? ''), fullName: String(user.name ?? '') },
  };
}

/** The payload of a confirmation link, read without its signature (to choose the words of a refusal). */
function linkPayload(token: string): { updateTo?: unknown; userId?: unknown } {
  try {
    const part = token.split('.')[1] ?? '';
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/** The member whose address is `email`, whatever its case. */
async function memberByEmail(app: FastifyInstance, email: string) {
  const [row] = await app.db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/**
 * Confirms the address of a confirmation link with better-auth; a used, expired or wrong link is refused in
 * French. A change-of-address link (its token names `updateTo`) switches the account to the new address,
 * which the link proves to be the member's: it counts as confirmed.
 */
async function confirmEmail(app: FastifyInstance, request: FastifyRequest, token: string): Promise<void> {
  await limitAttempts(app.db, 'reset-token', request.ip, app.config.authRateLimit);
  const unverified = linkPayload(token);
  const change = typeof unverified.updateTo === 'string' ? unverified.updateTo : null;
  // better-auth's links are signed, not stored: a second use finds the address already confirmed (or changed).
  const payload = await verifyJWT<{ email?: unknown; updateTo?: unknown; userId?: unknown }>(
    token,
    app.config.authSecret,
  );
  if (payload && typeof payload.email === 'string' && payload.updateTo === undefined) {
    if ((await memberByEmail(app, payload.email))?.emailVerified) {
      throw new AppError(409, 'invalid_token', am.linkUsed);
    }
  }
  if (payload && typeof payload.updateTo === 'string') {
    const owner = await memberByEmail(app, payload.updateTo);
    if (owner && owner.id === payload.userId) throw new AppError(409, 'invalid_token', am.changeLinkUsed);
    if (owner) throw new AppError(409, 'email_taken', am.emailTaken);
  }
  try {
    await app.auth.api.verifyEmail({ query: { token }, headers: toFetchHeaders(request) });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'TOKEN_EXPIRED') {
      throw new AppError(400, 'invalid_token', change ? am.changeLinkExpired : am.linkExpired);
    }
    if (code === 'INVALID_USER') throw new AppError(403, 'invalid_token', am.changeLinkOtherAccount);
    if (code) throw new AppError(400, 'invalid_token', am.linkInvalid);
    throw error;
  }
  if (payload && typeof payload.updateTo === 'string' && typeof payload.userId === 'string') {
    await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, payload.userId));
  }
}

/**
 * Runs a password attempt (sign-in, reactivation) under the sign-in limits (sign-in-limit.ts): a blocked one is
 * answered 429 with its Retry-After and `attempt` does not run. `attempt` is given `settle`, to call with the
 * answer's status once it is known (200 succeeded, 401 failed, any other status neither); an attempt that
 * ends without settling (an error before any check) counts as 'other'.
 */
async function withSignInAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  attempt: (settle: (status: number) => Promise<void>) => Promise<void>,
): Promise<FastifyReply> {
  const limits = { address: app.config.authRateLimit, account: app.config.signInAccountLimit };
  const reserved = await reserveSignInAttempt(app.db, limits, request.ip, email);
  if (reserved.blocked) {
    reply.header('retry-after', String(reserved.retryAfter));
    return reply.status(429).send(errorBody('too_many_requests', messages.api.tooManyRequests));
  }
  let settled = false;
  const settle = async (status: number) => {
    settled = true;
    await reserved.settle(status === 200 ? 'succeeded' : status === 401 ? 'failed' : 'other');
  };
  try {
    await attempt(settle);
  } finally {
    if (!settled) await reserved.settle('other');
  }
  return reply;
}

/** The authentication routes: better-auth behind our validation, and the session endpoints. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['Authentification'];
  app.addHook('onClose', () => resetLinksSent(app));

  route(app, api.signIn, {
    tags,
    summary: 'Connexion par e-mail et mot de passe',
    handler: async (request, reply) => {
      const { email, password } = request.body;
      return withSignInAttempt(app, request, reply, email, async (settleAttempt) => {
        const settle = async (status: number) => {
          await settleAttempt(status);
          // The designated address is promoted when its existing, confirmed account signs in (admin-email.ts).
          if (status === 200) await promoteIfAdmin(app.db, email, app.config.adminEmail);
        };
        // A deleted account signs in no more: the right password learns its purge day and may reactivate it.
        const account = await findAccountByEmail(app.db, email);
        if (account?.deletedAt) {
          if (!(await isAccountPassword(account, password))) {
            await settle(401);
            throw new AppError(401, 'invalid_credentials', m.invalidCredentials);
          }
          await settle(409);
          throw deletedAccountRefusal(account.deletedAt);
        }
        // A suspended account (issue 31): the right password learns where to read and contest the decision.
        if (account && isSuspended(account) && (await isAccountPassword(account, password))) {
          await settle(403);
          const link = (await app.suspensionNotice.link?.(account.id)) ?? null;
          const body = errorBody('forbidden', m.accountSuspended);
          reply.status(403).send(link ? { error: { ...body.error, link } } : body);
          return;
        }
        await forward(request, reply, { email, password }, presentSignedIn, settle);
      });
    },
  });

  route(app, api.reactivate, {
    tags,
    summary: 'Réactive un compte supprimé depuis moins de 30 jours, puis connecte',
    handler: async (request, reply) => {
      const { email, password } = request.body;
      return withSignInAttempt(app, request, reply, email, async (settle) => {
        const account = await findAccountByEmail(app.db, email);
        // Purged (or never there): nothing is left to bring back.
        if (!account) throw new AppError(410, 'account_purged', dm.graceOver);
        if (!(await isAccountPassword(account, password))) {
          await settle(401);
          throw new AppError(401, 'invalid_credentials', m.invalidCredentials);
        }
        if (!account.deletedAt) throw new AppError(409, 'conflict', dm.notDeleted);
        if (!inGracePeriod(account.deletedAt)) throw deletedAccountRefusal(account.deletedAt);
        await reactivateAccount(app.db, account.id);
        await forward(
          request,
          reply,
          { email, password },
          presentSignedIn,
          settle,
          '/api/auth/sign-in/email',
        );
      });
    },
  });

  route(app, api.signUp, {
    tags,
    summary: 'Inscription (le lien de confirmation part par e-mail)',
    handler: async (request, reply) => {
      assertAcceptableNewPassword(request.body.password, request.body, 'password');
      const { name, email, password } = request.body;
      // The address of an account in its grace period: it comes back by signing in, not by a new sign-up.
      const existing = await findAccountByEmail(app.db, email);
      if (existing?.deletedAt && inGracePeriod(existing.deletedAt)) {
        throw new AppError(409, 'account_pending_deletion', dm.signUpPending, { email: dm.signUpPending });
      }
      await forward(request, reply, { name, email, password }, presentSignedIn);
      return reply;
    },
  });

  route(app, api.signOut, {
    tags,
    summary: 'Déconnexion',
    handler: async (request, reply) => {
      const actor = await getActor(request);
      try {
        await forward(request, reply, {});
      } finally {
        // This instance refuses the session at once, and its sockets close.
        if (actor) await revokeSessions(app, actor.id, { only: actor.sessionId });
      }
      return reply;
    },
  });

  route(app, api.resendConfirmation, {
    tags,
    summary: 'Renvoyer le lien de confirmation de l’adresse e-mail (session requise, limité)',
    handler: async (request) => {
      const actor = await getActor(request);
      if (!actor) throw unauthorized();
      if (actor.emailVerified) throw new AppError(409, 'conflict', am.alreadyConfirmed);
      await limitAttempts(app.db, 'confirmation-resend', actor.id, confirmationResendLimit);
      await app.auth.api.sendVerificationEmail({
        body: { email: actor.email },
        headers: toFetchHeaders(request),
      });
      return undefined;
    },
  });

  route(app, api.confirmEmail, {
    tags,
    summary: 'Confirmer son adresse e-mail avec le jeton du lien (24 h, une seule fois)',
    handler: async (request) => {
      await confirmEmail(app, request, request.body.token);
      forgetActor(request);
      return currentMe(app, request);
    },
  });

  route(app, api.requestPasswordReset, {
    tags,
    summary: 'Demande de lien de réinitialisation (même réponse que le compte existe ou non)',
    handler: async (request, reply) => {
      await limitAttempts(app.db, 'reset-request', request.ip, app.config.authRateLimit);
      // The answer goes first: looking the address up and mailing come after, so it takes the same time
      // whether or not the account exists (reset-request.ts).
      await reply.status(200).send({ status: true as const, message: m.resetSentText });
      sendResetLinkLater(app, request.body.email);
      return reply;
    },
  });

  route(app, api.resetPassword, {
    tags,
    summary: 'Nouveau mot de passe avec le jeton du lien',
    handler: async (request, reply) => {
      await limitAttempts(app.db, 'reset-token', request.ip, app.config.authRateLimit);
      const userId = await findResetTokenUser(app.db, request.body.token);
      if (!userId) throw new AppError(400, 'invalid_token', m.sessionExpired);
      assertAcceptableNewPassword(
        request.body.newPassword,
        await findMemberIdentity(app.db, userId),
        'newPassword',
      );
      if (await isSamePassword(app.db, userId, request.body.newPassword)) {
        throw new AppError(409, 'same_password', m.samePassword);
      }
      await forward(
        request,
        reply,
        { token: request.body.token, newPassword: request.body.newPassword },
        presentDone,
        // Every other reset link of the account ends before the answer.
        async (status) => {
          if (status < 400) await deleteResetTokensOf(app.db, userId);
        },
      );
      // better-auth revoked the member's sessions (revokeSessionsOnPasswordReset): every one ends here too.
      if (reply.statusCode < 400) await revokeSessions(app, userId);
      return reply;
    },
  });

  route(app, api.changePassword, {
    tags,
    summary: 'Changement de mot de passe (session requise)',
    handler: async (request, reply) => {
      const actor = await getActor(request);
      if (actor) {
        // Per account (better-auth limits per address): guesses from many addresses stop too.
        await limitPasswordChecks(app, actor.id);
        if (request.body.newPassword === request.body.currentPassword) {
          throw new AppError(409, 'same_password', m.samePassword, { newPassword: m.samePassword });
        }
        assertAcceptableNewPassword(
          request.body.newPassword,
          { email: actor.email, name: actor.fullName },
          'newPassword',
        );
      }
      try {
        await forward(
          request,
          reply,
          {
            currentPassword: request.body.currentPassword,
            newPassword: request.body.newPassword,
            revokeOtherSessions: request.body.revokeOtherSessions ?? true,
          },
          presentDone,
          // The account's reset links end before the answer; the member gets a notice by e-mail.
          async (status) => {
            if (actor && status < 400) {
              await deleteResetTokensOf(app.db, actor.id);
              await sendNotice(request, actor.email, passwordChangedFromSettingsMail(actor.fullName));
            }
          },
        );
      } finally {
        // better-auth revoked the other sessions and replaced the current one by a new token.
        if (actor) await afterSessionsRevoked(app, actor.id);
      }
      return reply;
    },
  });

  route(app, api.resetTokenStatus, {
    tags,
    summary: "Validité d'un lien de réinitialisation",
    handler: async (request) => {
      await limitAttempts(app.db, 'reset-token', request.ip, app.config.authRateLimit);
      return { valid: (await findResetTokenUser(app.db, request.params.token)) !== null };
    },
  });

  route(app, api.me, {
    tags,
    summary: 'Membre connecté et session',
    handler: (request) => currentMe(app, request),
  });
}
