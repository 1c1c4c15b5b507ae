import {
  accountDeletionSchema,
  profileMessages as pm,
  profileSchema,
  profileUpdateSchema,
} from '@plateau/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Actor, forgetActor, requireActor } from '../../auth/session';
import { limitAttempts } from '../../lib/attempt-limit';
import { AppError, notFound } from '../../lib/errors';
import { presentPortfolioItem } from '../portfolio/portfolio.presenter';
import { listPortfolio } from '../portfolio/portfolio.service';
import { forgetSkills } from '../talents/talents.service';
import { checkPassword, deactivateAccount, exportAccount } from './account.service';
import { scheduleAccountPurge } from './account-purge';
import { canEditProfile, canSeeProfile, countsAsProfileView } from './users.policy';
import { presentProfile } from './users.presenter';
import { findUser, recentProjectsOf, recordProfileView, updateProfile } from './users.service';

/** /api/users/:id, /api/me/profile (read, edit), /api/me/export and /api/me/deletion. */
export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['profils'];
  scheduleAccountPurge(fastify);

  const loadProfile = async (actor: Actor, id: string) => {
    const user = await findUser(app.db, id);
    if (!user) throw notFound(pm.userNotFound);
    if (!canSeeProfile(actor, user)) throw notFound(pm.deletedUser);
    const [portfolio, recentProjects] = await Promise.all([
      listPortfolio(app.db, user.id),
      recentProjectsOf(app.db, user.id),
    ]);
    return { user, portfolio: portfolio.map((row) => presentPortfolioItem(row, actor)), recentProjects };
  };

  app.get('/api/users/:id', {
    schema: {
      tags,
      summary: "Profil d'un membre (compte une vue quand un autre membre l'ouvre)",
      params: z.object({ id: z.string().max(64) }),
      response: { 200: profileSchema },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      const { user, portfolio, recentProjects } = await loadProfile(actor, request.params.id);
      if (countsAsProfileView(actor, user)) await recordProfileView(app.db, actor.id, user.id);
      return presentProfile(user, { isOwn: actor.id === user.id, portfolio, recentProjects });
    },
  });

  app.get('/api/me/profile', {
    schema: { tags, summary: 'Mon profil', response: { 200: profileSchema } },
    handler: async (request) => {
      const actor = await requireActor(request);
      const { user, portfolio, recentProjects } = await loadProfile(actor, actor.id);
      return presentProfile(user, { isOwn: true, portfolio, recentProjects });
    },
  });

  app.patch('/api/me/profile', {
    schema: {
      tags,
      summary: 'Modifie mon profil (chaque champ est facultatif)',
      body: profileUpdateSchema,
      response: { 200: profileSchema },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      const current = await findUser(app.db, actor.id);
      if (!current || !canEditProfile(actor, current)) throw notFound(pm.userNotFound);
      const user = await updateProfile(app.db, app.storage, current, request.body);
      forgetActor(request);
      forgetSkills();
      const [portfolio, recentProjects] = await Promise.all([
        listPortfolio(app.db, user.id),
        recentProjectsOf(app.db, user.id),
      ]);
      return presentProfile(user, {
        isOwn: true,
        portfolio: portfolio.map((row) => presentPortfolioItem(row, actor)),
        recentProjects,
      });
    },
  });

  app.get('/api/me/export', {
    schema: { tags, summary: 'Toutes mes données (JSON à télécharger)' },
    handler: async (request, reply) => {
      const actor = await requireActor(request);
      const data = await exportAccount(app.db, actor.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="plateau-mes-donnees-${day}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  });

  app.post('/api/me/deletion', {
    schema: {
      tags,
      summary: 'Supprime mon compte (désactivé aussitôt, données purgées après 30 jours)',
      body: accountDeletionSchema,
    },
    handler: async (request: FastifyRequest<{ Body: z.infer<typeof accountDeletionSchema> }>, reply) => {
      const actor = await requireActor(request);
      await limitAttempts(app.db, 'account-deletion', request.ip, app.config.authRateLimit);
      if (!(await checkPassword(app.db, actor.id, request.body.password))) {
        throw new AppError(400, 'invalid_password', pm.deleteWrongPassword, {
          password: pm.deleteWrongPassword,
        });
      }
      await deactivateAccount(app.db, actor.id);
      forgetActor(request);
      reply.clearCookie('plateau.session_token', { path: '/' });
      reply.clearCookie('__Secure-plateau.session_token', { path: '/', secure: true });
      return reply.status(204).send();
    },
  });
}
