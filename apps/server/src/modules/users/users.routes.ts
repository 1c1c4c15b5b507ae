import { endpoints, profileMessages as pm } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { limitPasswordChecks } from '../../auth/password-check-limit';
import { forgetActor } from '../../auth/session';
import type { Db } from '../../db/client';
import { exportAccountData, registerAccountData } from '../../lib/account-data';
import { limitAttempts } from '../../lib/attempt-limit';
import { AppError, notFound } from '../../lib/errors';
import { errorResponses, membersOnly, route } from '../../lib/route-kit';
import { hasBlocked } from '../moderation';
import { listPortfolio, presentPortfolioItem } from '../portfolio';
import { forgetSkills } from '../talents';
import { checkPassword, deactivateAccount, usersAccountData } from './account.service';
import { scheduleAccountPurge } from './account-purge';
import { canEditProfile, canSeeProfile, countsAsProfileView } from './users.policy';
import { presentProfile } from './users.presenter';
import { findUser, recentProjectsOf, recordProfileView, updateProfile } from './users.service';

/** A member's portfolio as the actor sees it. */
async function portfolioOf(db: Db, userId: string, actor: Actor) {
  return (await listPortfolio(db, userId)).map((row) => presentPortfolioItem(row, actor));
}

/** /api/users/:id, /api/me/profile (read, edit), /api/me/export and /api/me/deletion. */
export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['profils'];
  const api = endpoints.profile;
  membersOnly(app);
  registerAccountData(app, usersAccountData);
  scheduleAccountPurge(fastify);

  const loadProfile = async (actor: Actor, id: string) => {
    const user = await findUser(app.db, id);
    if (!user) throw notFound(pm.userNotFound);
    if (!canSeeProfile(actor, user)) throw notFound(pm.deletedUser);
    // Someone who blocked the actor: as if they did not exist (issue 31); the blocker still sees the blocked.
    if (await hasBlocked(app.db, user.id, actor.id)) throw notFound(pm.userNotFound);
    const [portfolio, recentProjects] = await Promise.all([
      portfolioOf(app.db, user.id, actor),
      recentProjectsOf(app.db, user.id),
    ]);
    return { user, portfolio, recentProjects };
  };

  route(app, api.user, {
    tags,
    summary: "Profil d'un membre (compte une vue quand un autre membre l'ouvre)",
    handler: async (request) => {
      const { actor } = request;
      const { user, portfolio, recentProjects } = await loadProfile(actor, request.params.id);
      if (countsAsProfileView(actor, user)) await recordProfileView(app.db, actor.id, user.id);
      return presentProfile(user, { actor, portfolio, recentProjects });
    },
  });

  route(app, api.me, {
    tags,
    summary: 'Mon profil',
    handler: async (request) => {
      const { actor } = request;
      const { user, portfolio, recentProjects } = await loadProfile(actor, actor.id);
      return presentProfile(user, { actor, portfolio, recentProjects });
    },
  });

  route(app, api.update, {
    tags,
    summary: 'Modifie mon profil (chaque champ est facultatif)',
    handler: async (request) => {
      const { actor } = request;
      const current = await findUser(app.db, actor.id);
      if (!current || !canEditProfile(actor, current)) throw notFound(pm.userNotFound);
      const user = await updateProfile(app.db, app.storage, current, request.body);
      forgetActor(request);
      forgetSkills();
      const [portfolio, recentProjects] = await Promise.all([
        portfolioOf(app.db, user.id, actor),
        recentProjectsOf(app.db, user.id),
      ]);
      return presentProfile(user, { actor, portfolio, recentProjects });
    },
  });

  app.get('/api/me/export', {
    schema: {
      tags,
      summary: 'Toutes mes données (JSON à télécharger)',
      response: { 200: z.string().describe('Le fichier JSON'), ...errorResponses },
    },
    // The file is already JSON text; errors go out as JSON.
    serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
    handler: async (request, reply) => {
      const { actor } = request;
      const data = { exportedAt: new Date().toISOString(), ...(await exportAccountData(app, actor.id)) };
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="plateau-mes-donnees-${day}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  });

  route(app, api.deleteAccount, {
    tags,
    summary: 'Supprime mon compte (désactivé aussitôt, données purgées après 30 jours)',
    handler: async (request, reply) => {
      const { actor } = request;
      await limitAttempts(app.db, 'account-deletion', request.ip, app.config.authRateLimit);
      await limitPasswordChecks(app, actor.id);
      if (!(await checkPassword(app.db, actor.id, request.body.password))) {
        throw new AppError(400, 'invalid_password', pm.deleteWrongPassword, {
          password: pm.deleteWrongPassword,
        });
      }
      await deactivateAccount(app, actor.id);
      forgetActor(request);
      reply.clearCookie('plateau.session_token', { path: '/' });
      reply.clearCookie('__Secure-plateau.session_token', { path: '/', secure: true });
      return undefined;
    },
  });
}
