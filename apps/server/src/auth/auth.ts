import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { verifyJWT } from 'better-auth/crypto';
import { admin, twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { redactLogArguments } from '../lib/log-redaction';
import type { Mailer } from '../mail/mailer';
import { changeEmailMail, confirmEmailMail, passwordChangedMail, resetPasswordMail } from '../mail/templates';
import { isDeletedAccount } from './admin-email';
import { hashPassword, verifyPassword } from './password';
import { hashResetIdentifier, resetIdentifierPrefix } from './reset-token';

export const clientIpHeader = 'x-plateau-client-ip';
export const cookiePrefix = 'plateau';
/** A session lasts 30 days and slides forward at most once a day. */
export const sessionExpiresInSeconds = 60 * 60 * 24 * 30;
export const sessionUpdateAgeSeconds = 60 * 60 * 24;
export const authBasePath = '/api/auth';
/** A confirmation link is valid 24 hours (issue 29). */
export const emailConfirmationExpiresInSeconds = 60 * 60 * 24;
/** The web page the confirmation link opens; it posts the token back (auth.routes.ts). */
export const confirmEmailPagePath = '/confirmer-email';
/** The issuer an authenticator app shows beside the account (two-factor sign-in). */
export const twoFactorIssuer = 'Plateau';

export type AuthDeps = { db: Db; config: Config; mailer: Mailer; logger: FastifyBaseLogger };

/** better-auth on our Drizzle schema: e-mail + password, argon2id, database rate limits. */
export function createAuth({ db, config, mailer, logger }: AuthDeps) {
  const { window, max } = config.authRateLimit;
  return betterAuth({
    appName: 'Plateau',
    baseURL: config.publicUrl,
    basePath: authBasePath,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    user: {
      modelName: 'users',
      fields: { name: 'fullName', image: 'avatarUrl' },
      // Read with the session, so a request needs no second look-up of its member.
      additionalFields: {
        profession: { type: 'string', required: false, input: false },
        deletedAt: { type: 'date', required: false, input: false },
      },
      // A new address: a link to it (sendVerificationEmail below, the token names it as `updateTo`); the
      // address changes when the link is used (auth.routes.ts, account-settings.routes.ts).
      changeEmail: { enabled: true },
    },
    session: {
      modelName: 'sessions',
      expiresIn: sessionExpiresInSeconds,
      updateAge: sessionUpdateAgeSeconds,
    },
    account: { modelName: 'accounts' },
    // Reset links are stored as the SHA-256 of their token (reset-token.ts); the e-mail carries the token.
    verification: {
      modelName: 'verifications',
      storeIdentifier: {
        default: 'plain',
        overrides: { [resetIdentifierPrefix]: { hash: hashResetIdentifier } },
      },
    },
    // better-auth's own e-mail verification: a signed link (24 h) mailed at registration; the member is
    // signed in at once anyway, and only writes that reach others wait for it (confirmed-email.ts).
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: emailConfirmationExpiresInSeconds,
      // The link opens our own page, which posts the token back (auth.routes.ts).
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${config.publicUrl}${confirmEmailPagePath}?token=${encodeURIComponent(token)}`;
        // A change of address: better-auth hands the new address as `user.email`, the token carries it.
        const payload = await verifyJWT<{ updateTo?: unknown }>(token, config.authSecret);
        if (typeof payload?.updateTo === 'string') {
          await mailer.send(user.email, changeEmailMail(user.name, `${url}&changement=1`));
          return;
        }
        await mailer.send(user.email, confirmEmailMail(user.name, url));
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The link opens our own page, which posts the token back with the new password.
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.publicUrl}/update-password?token=${encodeURIComponent(token)}`;
        await mailer.send(user.email, resetPasswordMail(user.name, url));
      },
      onPasswordReset: async ({ user }) => {
        await mailer.send(user.email, passwordChangedMail(user.name));
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimits',
      window: 60,
      max: 300,
      customRules: {
        // Sign-in counts its failures only, per address and per account (sign-in-limit.ts); the reset
        // request is limited before its answer, its work done later (auth.routes.ts, reset-request.ts).
        '/sign-in/email': false,
        '/sign-up/email': { window, max },
        '/reset-password': { window, max },
        '/change-password': { window, max },
        '/change-email': { window, max },
        // The plugin allows 3 requests in 10 s; a failed code counts per account (its own lock) and
        // per address here.
        '/two-factor/*': { window, max },
      },
    },
    advanced: {
      cookiePrefix,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      database: { generateId: 'uuid' },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      // Two-factor sign-in (issue 29): TOTP with 10 recovery codes; enabled once a first code confirms the
      // authenticator app. Our routes (two-factor.routes.ts) wrap its endpoints.
      twoFactor({
        issuer: twoFactorIssuer,
        schema: { twoFactor: { modelName: 'twoFactors' } },
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    databaseHooks: {
      session: {
        create: {
          // A deleted account (waiting for its purge) never gets a new session.
          before: async (session) => !(await isDeletedAccount(db, session.userId)) && undefined,
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        const payload = { args: redactLogArguments(args) };
        if (level === 'error') logger.error(payload, `better-auth: ${message}`);
        else if (level === 'warn') logger.warn(payload, `better-auth: ${message}`);
        else logger.debug(payload, `better-auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
