import { adminMessages, endpoints } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import { assertAcceptableNewPassword } from '../../auth/password-policy';
import { revokeSessions } from '../../auth/revoke-sessions';
import { purgeAccountData } from '../../lib/account-data';
import { runCommand } from '../../lib/command';
import { keysetCursor } from '../../lib/cursor';
import { conflict } from '../../lib/errors';
import { adminsOnly, route } from '../../lib/route-kit';
import { adminCreatedMail } from '../../mail/templates';
import { tellDecisionOutcome } from '../moderation';
import { removeStoredCover } from '../projects';
import { requireMember, requireNews } from './admin.access';
import {
  createAdministrator,
  deleteMember,
  deleteProjectAsAdmin,
  setRole,
  setSuspension,
  updateMember,
} from './admin.commands';
import { runDiagnostics } from './admin.diagnostics';
import { presentLogEntry, presentProject, presentTask, presentUser } from './admin.presenter';
import { countStats, isEmailTaken, listLog, listProjects, listTasks, listUsers } from './admin.service';
import { createNews, deleteNews, updateNews } from './admin-news.commands';
import { presentNews } from './admin-news.presenter';
import { listNews } from './admin-news.service';

const tags = ['Administration'];
const e = adminMessages.errors;
const api = endpoints.admin;

/** The administration (spec 2 §2, §6): administrators only, every action written to the audit log. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  adminsOnly(app, e.adminOnly);

  const userAnswer = async (id: string) => ({ user: presentUser(await requireMember(app.db, id)) });
  const newsAnswer = async (id: string) => ({ article: presentNews(await requireNews(app.db, id)) });

  route(app, api.stats, {
    tags,
    summary: 'Totaux et nouveautés des 7 derniers jours',
    handler: () => countStats(app.db),
  });

  route(app, api.users, {
    tags,
    summary: 'Membres par nom ou e-mail et rôle, les plus récents d’abord',
    handler: async (request) => {
      const page = await listUsers(app.db, request.query, keysetCursor.decode(request.query.cursor));
      return { items: page.rows.map(presentUser), nextCursor: page.nextCursor };
    },
  });

  route(app, api.updateUser, {
    tags,
    summary: 'Modifier le nom, la profession, la localisation ou la disponibilité d’un membre',
    handler: async (request) => {
      const { actor } = request;
      await runCommand(app, (tx, events) =>
        updateMember(tx, events, { actor, id: request.params.id, changes: request.body }),
      );
      return userAnswer(request.params.id);
    },
  });

  route(app, api.setRole, {
    tags,
    summary: 'Promouvoir administrateur ou rétrograder (ni soi-même, ni le dernier administrateur)',
    handler: async (request) => {
      const { actor } = request;
      await runCommand(app, (tx, events) =>
        setRole(tx, events, { actor, id: request.params.id, role: request.body.role }),
      );
      return userAnswer(request.params.id);
    },
  });

  route(app, api.setSuspension, {
    tags,
    summary:
      'Suspendre avec la durée et l’exposé des motifs (décision de modération notifiée, contestable) ou réactiver un membre',
    handler: async (request) => {
      const { actor } = request;
      const outcome = await runCommand(app, (tx, events) =>
        setSuspension(tx, events, { actor, id: request.params.id, body: request.body }),
      );
      // A suspension: the member's sessions end, the statement of reasons goes out by e-mail.
      if (outcome) await tellDecisionOutcome(app, outcome);
      return userAnswer(request.params.id);
    },
  });

  route(app, api.deleteUser, {
    tags,
    summary: 'Supprimer un membre et toutes ses données (confirmation « SUPPRIMER »)',
    handler: async (request) => {
      const { actor } = request;
      const id = await runCommand(app, (tx, events) =>
        deleteMember(tx, events, { actor, id: request.params.id }),
      );
      await revokeSessions(app, id);
      await purgeAccountData(app, id);
      return undefined;
    },
  });

  route(app, api.projects, {
    tags,
    summary: 'Projets par titre ou description, catégorie et statut',
    handler: async (request) => {
      const page = await listProjects(app.db, request.query, keysetCursor.decode(request.query.cursor));
      return { items: page.rows.map(presentProject), nextCursor: page.nextCursor };
    },
  });

  route(app, api.deleteProject, {
    tags,
    summary: 'Supprimer un projet (la suppression du domaine projets, en une transaction)',
    handler: async (request) => {
      const { actor } = request;
      const { cover } = await runCommand(app, (tx, events) =>
        deleteProjectAsAdmin(tx, events, { actor, id: request.params.id }),
      );
      await removeStoredCover(app, cover);
      return undefined;
    },
  });

  route(app, api.tasks, {
    tags,
    summary: 'Tâches par titre, statut et projet',
    handler: async (request) => {
      const page = await listTasks(app.db, request.query, keysetCursor.decode(request.query.cursor));
      return { items: page.rows.map(presentTask), nextCursor: page.nextCursor };
    },
  });

  route(app, api.log, {
    tags,
    summary: 'Historique des actions d’administration (lecture seule)',
    handler: async (request) => {
      const page = await listLog(app.db, request.query, keysetCursor.decode(request.query.cursor));
      return { items: page.rows.map(presentLogEntry), nextCursor: page.nextCursor };
    },
  });

  route(app, api.createAdmin, {
    tags,
    summary: 'Créer un compte administrateur (règles de l’inscription) ; il reçoit un e-mail',
    handler: async (request) => {
      const { actor } = request;
      const { name, email, password } = request.body;
      assertAcceptableNewPassword(password, { email, name }, 'password');
      if (await isEmailTaken(app.db, email)) throw conflict(e.emailTaken);
      const created = await app.auth.api.signUpEmail({ body: { name, email, password } });
      const id = await runCommand(app, (tx, events) =>
        createAdministrator(tx, events, { actor, id: created.user.id, name, email }),
      );
      // The sign-up opened a session for the new account: the administrator creating it does not keep it.
      await revokeSessions(app, id);
      await app.mailer.send(email, adminCreatedMail(name, actor.fullName, `${app.config.publicUrl}/login`));
      return userAnswer(id);
    },
  });

  route(app, api.news, {
    tags,
    summary: 'Articles et événements, brouillons et programmés compris, par titre, résumé et contenu',
    handler: async (request) => {
      const page = await listNews(app.db, request.query, keysetCursor.decode(request.query.cursor));
      return { items: page.rows.map(presentNews), nextCursor: page.nextCursor };
    },
  });

  route(app, api.createNews, {
    tags,
    summary: 'Créer un article ou un événement',
    handler: async (request) => {
      const { actor } = request;
      const id = await runCommand(app, (tx, events) =>
        createNews(tx, events, { actor, values: request.body }),
      );
      return newsAnswer(id);
    },
  });

  route(app, api.updateNews, {
    tags,
    summary: 'Modifier un article ou un événement',
    handler: async (request) => {
      const { actor } = request;
      const id = await runCommand(app, (tx, events) =>
        updateNews(tx, events, { actor, id: request.params.id, values: request.body }),
      );
      return newsAnswer(id);
    },
  });

  route(app, api.deleteNews, {
    tags,
    summary: 'Supprimer un article ou un événement',
    handler: async (request) => {
      const { actor } = request;
      await runCommand(app, (tx, events) => deleteNews(tx, events, { actor, id: request.params.id }));
      return undefined;
    },
  });

  route(app, api.diagnostics, {
    tags,
    summary:
      'Diagnostic : variables définies (jamais leurs valeurs), base, migrations, lecture, mise à jour annulée, tables',
    handler: () => runDiagnostics(app),
  });
}
