import {
  type AdminAction,
  adminDeletionSchema,
  adminDiagnosticsSchema,
  adminLogListSchema,
  adminLogQuerySchema,
  adminMessages,
  adminNewsIdParamsSchema,
  adminNewsInputSchema,
  adminNewsListSchema,
  adminNewsQuerySchema,
  adminNewsResponseSchema,
  adminProjectIdParamsSchema,
  adminProjectListSchema,
  adminProjectsQuerySchema,
  adminRoleSchema,
  adminStatsSchema,
  adminSuspensionSchema,
  adminTaskListSchema,
  adminTasksQuerySchema,
  adminUserIdParamsSchema,
  adminUserListSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
  createAdminResponseSchema,
  createAdminSchema,
} from '@plateau/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertAcceptableNewPassword } from '../../auth/password-policy';
import { revokeSessions } from '../../auth/revoke-sessions';
import { users } from '../../db/schema';
import { purgeAccountData } from '../../lib/account-data';
import { runCommand } from '../../lib/command';
import { decodeCursor } from '../../lib/cursor';
import { conflict, notFound } from '../../lib/errors';
import { adminsOnly, errorResponses } from '../../lib/route-kit';
import { adminCreatedMail } from '../../mail/templates';
import { removeStoredCover } from '../projects';
import { deleteMember, deleteProjectAsAdmin, setRole, setSuspension, updateMember } from './admin.commands';
import { runDiagnostics } from './admin.diagnostics';
import { createNews, deleteNews, findNews, listNews, presentNews, updateNews } from './admin.news';
import {
  type AdminUserRow,
  countStats,
  findUser,
  listLog,
  listProjects,
  listTasks,
  listUsers,
  logAction,
} from './admin.service';

const tags = ['Administration'];
const e = adminMessages.errors;

const presentUser = (row: AdminUserRow) => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  avatarUrl: row.avatarUrl,
  profession: row.profession,
  location: row.location,
  availabilityStatus: row.availabilityStatus as 'disponible',
  role: row.role,
  suspended: row.banned,
  createdAt: row.createdAt.toISOString(),
});

/** The administration (spec 2 §2, §6): administrators only, every action written to the audit log. */
export async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminsOnly(app, e.adminOnly);

  const userAnswer = async (id: string) => {
    const row = await findUser(app.db, id);
    if (!row) throw notFound(e.userNotFound);
    return { user: presentUser(row) };
  };

  app.get('/api/admin/stats', {
    schema: {
      tags,
      summary: 'Totaux et nouveautés des 7 derniers jours',
      response: { 200: adminStatsSchema, ...errorResponses },
    },
    handler: () => countStats(app.db),
  });

  app.get('/api/admin/users', {
    schema: {
      tags,
      summary: 'Membres par nom ou e-mail et rôle, les plus récents d’abord',
      querystring: adminUsersQuerySchema,
      response: { 200: adminUserListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const page = await listUsers(app.db, request.query, decodeCursor(request.query.cursor));
      return { items: page.rows.map(presentUser), nextCursor: page.nextCursor };
    },
  });

  app.patch('/api/admin/users/:id', {
    schema: {
      tags,
      summary: 'Modifier le nom, la profession, la localisation ou la disponibilité d’un membre',
      params: adminUserIdParamsSchema,
      body: adminUserUpdateSchema,
      response: { 200: adminUserResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      await runCommand(app, (tx, events) =>
        updateMember(tx, events, { actor, id: request.params.id, changes: request.body }),
      );
      return userAnswer(request.params.id);
    },
  });

  app.put('/api/admin/users/:id/role', {
    schema: {
      tags,
      summary: 'Promouvoir administrateur ou rétrograder (ni soi-même, ni le dernier administrateur)',
      params: adminUserIdParamsSchema,
      body: adminRoleSchema,
      response: { 200: adminUserResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      await runCommand(app, (tx, events) =>
        setRole(tx, events, { actor, id: request.params.id, role: request.body.role }),
      );
      return userAnswer(request.params.id);
    },
  });

  app.put('/api/admin/users/:id/suspension', {
    schema: {
      tags,
      summary: 'Suspendre (sessions et connexions temps réel fermées aussitôt) ou réactiver un membre',
      params: adminUserIdParamsSchema,
      body: adminSuspensionSchema,
      response: { 200: adminUserResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const { suspended } = request.body;
      const id = await runCommand(app, (tx, events) =>
        setSuspension(tx, events, { actor, id: request.params.id, suspended }),
      );
      if (suspended) await revokeSessions(app, id);
      return userAnswer(id);
    },
  });

  app.delete('/api/admin/users/:id', {
    schema: {
      tags,
      summary: 'Supprimer un membre et toutes ses données (confirmation « SUPPRIMER »)',
      params: adminUserIdParamsSchema,
      body: adminDeletionSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      const id = await runCommand(app, (tx, events) =>
        deleteMember(tx, events, { actor, id: request.params.id }),
      );
      await revokeSessions(app, id);
      await purgeAccountData(app, id);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/admin/projects', {
    schema: {
      tags,
      summary: 'Projets par titre ou description, catégorie et statut',
      querystring: adminProjectsQuerySchema,
      response: { 200: adminProjectListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const page = await listProjects(app.db, request.query, decodeCursor(request.query.cursor));
      return {
        items: page.rows.map(({ sortKey: _key, createdAt, ...row }) => ({
          ...row,
          createdAt: createdAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },
  });

  app.delete('/api/admin/projects/:id', {
    schema: {
      tags,
      summary: 'Supprimer un projet (la suppression du domaine projets, en une transaction)',
      params: adminProjectIdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      const { cover } = await runCommand(app, (tx, events) =>
        deleteProjectAsAdmin(tx, events, { actor, id: request.params.id }),
      );
      await removeStoredCover(app, cover);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/admin/tasks', {
    schema: {
      tags,
      summary: 'Tâches par titre, statut et projet',
      querystring: adminTasksQuerySchema,
      response: { 200: adminTaskListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const page = await listTasks(app.db, request.query, decodeCursor(request.query.cursor));
      return { items: page.rows.map(({ sortKey: _key, ...row }) => row), nextCursor: page.nextCursor };
    },
  });

  app.get('/api/admin/audit-log', {
    schema: {
      tags,
      summary: 'Historique des actions d’administration (lecture seule)',
      querystring: adminLogQuerySchema,
      response: { 200: adminLogListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const page = await listLog(app.db, request.query, decodeCursor(request.query.cursor));
      return {
        items: page.rows.map(({ sortKey: _key, createdAt, action, ...row }) => ({
          ...row,
          action: action as AdminAction,
          createdAt: createdAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },
  });

  app.post('/api/admin/admins', {
    schema: {
      tags,
      summary: 'Créer un compte administrateur (règles de l’inscription) ; il reçoit un e-mail',
      body: createAdminSchema,
      response: { 201: createAdminResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      const { name, email, password } = request.body;
      assertAcceptableNewPassword(password, { email, name }, 'password');
      const taken = await app.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      if (taken.length > 0) throw conflict(e.emailTaken);
      const created = await app.auth.api.signUpEmail({ body: { name, email, password } });
      const id = created.user.id;
      await runCommand(app, async (tx) => {
        await tx.update(users).set({ role: 'admin', emailVerified: true }).where(sql`${users.id} = ${id}`);
        await logAction(tx, {
          actorId: actor.id,
          action: 'admin.create',
          targetType: 'user',
          targetId: id,
          details: { name, email },
        });
      });
      // The sign-up opened a session for the new account: the administrator creating it does not keep it.
      await revokeSessions(app, id);
      await app.mailer.send(email, adminCreatedMail(name, actor.fullName, `${app.config.publicUrl}/login`));
      return reply.status(201).send(await userAnswer(id));
    },
  });

  const newsAnswer = async (id: string) => {
    const row = await findNews(app.db, id);
    if (!row) throw notFound(adminMessages.news.errors.notFound);
    return { article: presentNews(row) };
  };

  app.get('/api/admin/news', {
    schema: {
      tags,
      summary: 'Articles et événements, brouillons et programmés compris, par titre, résumé et contenu',
      querystring: adminNewsQuerySchema,
      response: { 200: adminNewsListSchema, ...errorResponses },
    },
    handler: async (request) => listNews(app.db, request.query, decodeCursor(request.query.cursor)),
  });

  app.post('/api/admin/news', {
    schema: {
      tags,
      summary: 'Créer un article ou un événement',
      body: adminNewsInputSchema,
      response: { 201: adminNewsResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      const id = await runCommand(app, (tx, events) =>
        createNews(tx, events, { actor, values: request.body }),
      );
      return reply.status(201).send(await newsAnswer(id));
    },
  });

  app.put('/api/admin/news/:id', {
    schema: {
      tags,
      summary: 'Modifier un article ou un événement',
      params: adminNewsIdParamsSchema,
      body: adminNewsInputSchema,
      response: { 200: adminNewsResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const id = await runCommand(app, (tx, events) =>
        updateNews(tx, events, { actor, id: request.params.id, values: request.body }),
      );
      return newsAnswer(id);
    },
  });

  app.delete('/api/admin/news/:id', {
    schema: {
      tags,
      summary: 'Supprimer un article ou un événement',
      params: adminNewsIdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      await runCommand(app, (tx, events) => deleteNews(tx, events, { actor, id: request.params.id }));
      return reply.status(204).send(null);
    },
  });

  app.get('/api/admin/diagnostics', {
    schema: {
      tags,
      summary:
        'Diagnostic : variables définies (jamais leurs valeurs), base, migrations, lecture, mise à jour annulée, tables',
      response: { 200: adminDiagnosticsSchema, ...errorResponses },
    },
    handler: async () => runDiagnostics(app),
  });
}
