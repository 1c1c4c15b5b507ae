import { describeUserAgent, endpoints, messages } from '@plateau/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessions, users, verifications } from '../db/schema';
import { AppError, unauthorized } from '../lib/errors';
import { isoString } from '../lib/iso-string';
import { route } from '../lib/route-kit';
import { emailChangeNoticeMail } from '../mail/templates';
import type { Actor } from './actor';
import { forward, presentDone, sendNotice } from './forward';
import { limitPasswordChecks } from './password-check-limit';
import { isSamePassword } from './reset-token';
import { afterSessionsRevoked, revokeSessions } from './revoke-sessions';
import { getActor, readSignedCookie } from './session';
import { claimTotpStep } from './totp-replay';

const m = messages.auth;
const am = messages.account;
const api = endpoints.accountSecurity;

async function requireActor(request: FastifyRequest): Promise<Actor> {
  const actor = await getActor(request);
  if (!actor) throw unauthorized();
  return actor;
}

/** Checks the member's current password, counted toward the per-account limit; refused in French. */
async function checkCurrentPassword(app: FastifyInstance, actor: Actor, password: string): Promise<void> {
  await limitPasswordChecks(app, actor.id);
  if (!(await isSamePassword(app.db, actor.id, password))) {
    throw new AppError(400, 'invalid_password', m.currentPasswordWrong, { password: m.currentPasswordWrong });
  }
}

async function twoFactorEnabled(app: FastifyInstance, userId: string): Promise<boolean> {
  const [row] = await app.db
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.enabled ?? false;
}

/**
 * Whose code this is: the signed-in member (confirming the set-up), or the member half-way through sign-in
 * (better-auth's signed two-factor cookie names a verification row whose value is the member's id).
 */
async function codeOwner(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const actor = await getActor(request);
  if (actor) return actor.id;
  const identifier = readSignedCookie(request, 'two_factor', app.config.authSecret);
  if (!identifier) return null;
  const [row] = await app.db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row?.userId ?? null;
}

/** The otpauth:// address's secret (base32), for who types it instead of scanning the QR code. */
function secretOf(totpUri: string): string {
  try {
    return new URL(totpUri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

function presentSetup(payload: unknown) {
  const answer = (payload ?? {}) as { totpURI?: unknown; backupCodes?: unknown };
  const totpUri = typeof answer.totpURI === 'string' ? answer.totpURI : '';
  const backupCodes = Array.isArray(answer.backupCodes) ? answer.backupCodes.map(String) : [];
  return { totpUri, secret: secretOf(totpUri), backupCodes };
}

/**
 * 'Paramètres du compte', its security part (issue 29): a new address, the connected devices, two-factor
 * sign-in and the code it asks at sign-in. better-auth does the work (change-email, the twoFactor plugin)
 * behind our validation; sessions are its rows, ended through `revokeSessions`.
 */
export async function accountSecurityRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['Authentification'];

  route(app, api.changeEmail, {
    tags,
    summary: "Changer d'adresse e-mail (mot de passe ; lien à la nouvelle adresse, avis à l'ancienne)",
    handler: async (request, reply) => {
      const actor = await requireActor(request);
      const newEmail = request.body.newEmail.toLowerCase();
      if (newEmail === actor.email.toLowerCase()) {
        throw new AppError(409, 'conflict', am.emailSameAsCurrent, { newEmail: am.emailSameAsCurrent });
      }
      await checkCurrentPassword(app, actor, request.body.password);
      const [taken] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${newEmail}`)
        .limit(1);
      if (taken) throw new AppError(409, 'email_taken', am.emailTaken, { newEmail: am.emailTaken });
      await forward(request, reply, { newEmail }, presentDone, async (status) => {
        if (status < 400)
          await sendNotice(request, actor.email, emailChangeNoticeMail(actor.fullName, newEmail));
      });
      return reply;
    },
  });

  route(app, api.sessions, {
    tags,
    summary: 'Appareils connectés (sessions en cours du membre)',
    handler: async (request) => {
      const actor = await requireActor(request);
      const rows = await app.db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, actor.id), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.updatedAt), desc(sessions.id));
      const list = rows.map((row) => ({
        id: row.id,
        device: describeUserAgent(row.userAgent),
        ipAddress: row.ipAddress || null,
        lastActiveAt: isoString(row.updatedAt),
        createdAt: isoString(row.createdAt),
        current: row.id === actor.sessionId,
      }));
      // This device first.
      return { sessions: [...list.filter((s) => s.current), ...list.filter((s) => !s.current)] };
    },
  });

  route(app, api.revokeSession, {
    tags,
    summary: 'Déconnecter un autre appareil',
    handler: async (request) => {
      const actor = await requireActor(request);
      const { id } = request.params;
      if (id === actor.sessionId) throw new AppError(409, 'conflict', am.cannotEndCurrentSession);
      const [row] = await app.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, actor.id)))
        .limit(1);
      if (!row) throw new AppError(404, 'not_found', am.sessionNotFound);
      await revokeSessions(app, actor.id, { only: id });
      return undefined;
    },
  });

  route(app, api.revokeOtherSessions, {
    tags,
    summary: 'Déconnecter les autres appareils',
    handler: async (request) => {
      const actor = await requireActor(request);
      await revokeSessions(app, actor.id, { except: actor.sessionId });
      return undefined;
    },
  });

  route(app, api.twoFactorStatus, {
    tags,
    summary: 'État de la double authentification',
    handler: async (request) => {
      const actor = await requireActor(request);
      return { enabled: await twoFactorEnabled(app, actor.id) };
    },
  });

  route(app, api.enableTwoFactor, {
    tags,
    summary: 'Commencer la double authentification : clé, QR code et 10 codes de secours (mot de passe)',
    handler: async (request, reply) => {
      const actor = await requireActor(request);
      if (await twoFactorEnabled(app, actor.id)) throw new AppError(409, 'conflict', am.twoFactorAlreadyOn);
      await checkCurrentPassword(app, actor, request.body.password);
      await forward(request, reply, { password: request.body.password }, presentSetup);
      return reply;
    },
  });

  route(app, api.verifyTotp, {
    tags,
    summary: "Code de l'application : confirme l'activation, ou termine la connexion",
    handler: async (request, reply) => {
      const userId = await codeOwner(app, request);
      if (!userId) throw new AppError(400, 'invalid_token', am.twoFactorChallengeExpired);
      const claim = await claimTotpStep(app, userId, request.body.code);
      if (claim.kind === 'replayed') {
        throw new AppError(400, 'invalid_code', am.codeReplayed, { code: am.codeReplayed });
      }
      const body = { code: request.body.code, trustDevice: request.body.trustDevice ?? false };
      await forward(request, reply, body, presentDone, async (status) => {
        if (status >= 400 && claim.kind === 'claimed') await claim.release();
      });
      // Enabling replaces the session by a new one (better-auth): the old one's sockets close.
      if (reply.statusCode < 400) await afterSessionsRevoked(app, userId);
      return reply;
    },
  });

  route(app, api.verifyRecoveryCode, {
    tags,
    summary: 'Code de secours à la connexion (chacun sert une fois)',
    handler: async (request, reply) => {
      await forward(request, reply, { code: request.body.code }, presentDone);
      return reply;
    },
  });

  route(app, api.disableTwoFactor, {
    tags,
    summary: 'Désactiver la double authentification (mot de passe)',
    handler: async (request, reply) => {
      const actor = await requireActor(request);
      if (!(await twoFactorEnabled(app, actor.id))) {
        throw new AppError(409, 'conflict', am.twoFactorAlreadyOff);
      }
      await checkCurrentPassword(app, actor, request.body.password);
      await forward(request, reply, { password: request.body.password }, presentDone);
      if (reply.statusCode < 400) await afterSessionsRevoked(app, actor.id);
      return reply;
    },
  });
}
