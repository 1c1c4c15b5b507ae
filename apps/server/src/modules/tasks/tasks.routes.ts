import { constants as zlibConstants } from 'node:zlib';
import { endpoints, taskMessages as m, type TaskBoard, type TaskPage } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from '../../auth/actor';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { runCommand } from '../../lib/command';
import { keysetCursor } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { limitWrites } from '../../lib/rate-limit';
import { membersOnly, route } from '../../lib/route-kit';
import { compressionThreshold } from '../../web/compression';
import {
  boardAccess,
  requireManagedBoard,
  requireManagedTask,
  requireOwnComment,
  requireTask,
} from './tasks.access';
import { addTaskComment, createTask, deleteTask, deleteTaskComment, updateTask } from './tasks.commands';
import { taskListCursor } from './tasks.cursor';
import type { TaskBoardFacts } from './tasks.policy';
import { presentTask, presentTaskBoard, presentTaskComment, presentTaskPage } from './tasks.presenter';
import {
  findCommentView,
  findTaskView,
  listColumnPage,
  listCommentViews,
  listTaskListPage,
  loadBoard,
} from './tasks.service';

const tags = ['Tâches'];

/**
 * The board's answer compressed in one go at the fastest level: for the whole board of 1,000 tasks (240 KB
 * of JSON) brotli quality 1 gave 33 KB in 0.5 ms where quality 4 through the stream pipeline took several
 * ms for 32 KB (bench/tasks.mjs).
 */
const boardCompression = {
  // A route's options replace the app's (web/compression.ts) rather than adding to them: the same encodings.
  encodings: ['br', 'gzip'] as Array<'br' | 'gzip'>,
  threshold: compressionThreshold,
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
  syncThreshold: 1024 * 1024,
};

/** The task as the actor sees it, read after a write or for GET. */
async function loadTask(app: FastifyInstance, actor: Actor, id: string, facts: TaskBoardFacts) {
  const row = await findTaskView(app.db, id);
  if (!row) throw notFound(m.notFound);
  return presentTask(row, actor, facts);
}

/** The task boards of spec 2 (members only: visitors do not see tasks). */
export async function taskRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);
  limitWrites(app, 'task');

  route(app, endpoints.tasks.board, {
    tags,
    summary:
      'Le tableau des tâches d’un projet : la première page de chaque colonne et son total, les personnes assignables et mes droits',
    compiledSerializer: true,
    compress: boardCompression,
    handler: async (request): Promise<TaskBoard> => {
      const { actor } = request;
      const projectId = request.params.id;
      // One statement reads the access facts, the columns and the members (the assignee options).
      const board = await loadBoard(app.db, { projectId, actorId: actor.id });
      const { owner, facts } = boardAccess(board.access);
      return presentTaskBoard({ board, owner, actor, facts });
    },
  });

  route(app, endpoints.tasks.column, {
    tags,
    summary:
      'La page suivante d’une colonne du tableau (« Afficher plus »), de la plus récente à la plus ancienne',
    compiledSerializer: true,
    handler: async (request): Promise<TaskPage> => {
      const { actor } = request;
      const projectId = request.params.id;
      const after = keysetCursor.decode(request.query.cursor);
      const { status } = request.query;
      const { access, page } = await listColumnPage(app.db, { projectId, actorId: actor.id, status, after });
      return presentTaskPage(page, actor, boardAccess(access).facts);
    },
  });

  route(app, endpoints.tasks.list, {
    tags,
    summary: 'Une page de la vue liste, triée par échéance (la plus proche d’abord) ou par statut',
    compiledSerializer: true,
    handler: async (request): Promise<TaskPage> => {
      const { actor } = request;
      const projectId = request.params.id;
      const after = taskListCursor.decode(request.query.cursor);
      const { sort } = request.query;
      const { access, page } = await listTaskListPage(app.db, { projectId, actorId: actor.id, sort, after });
      return presentTaskPage(page, actor, boardAccess(access).facts);
    },
  });

  route(app, endpoints.tasks.create, {
    tags,
    summary: 'Créer une tâche (créateur ou membre du projet) ; la personne assignée est notifiée',
    handler: async (request, _reply) => {
      const { actor } = request;
      const { task, facts } = await runCommand(app, async (tx, events) => {
        const board = await requireManagedBoard(tx, actor, request.params.id);
        const row = await createTask(tx, events, {
          actor,
          board: { projectId: board.project.id, ownerId: board.project.userId, facts: board.facts },
          fields: request.body,
        });
        return { task: row, facts: board.facts };
      });
      return { task: await loadTask(app, actor, task.id, facts) };
    },
  });

  route(app, endpoints.tasks.detail, {
    tags,
    summary: 'Une tâche (fenêtre de détails)',
    handler: async (request) => {
      const { task, facts } = await requireTask(app.db, request.actor, request.params.id);
      return { task: await loadTask(app, request.actor, task.id, facts) };
    },
  });

  route(app, endpoints.tasks.update, {
    tags,
    summary: 'Modifier ou déplacer une tâche (créateur ou membre du projet) ; la dernière écriture l’emporte',
    handler: async (request) => {
      const { actor } = request;
      const facts = await runCommand(app, async (tx, events) => {
        const loaded = await requireManagedTask(tx, actor, request.params.id);
        await updateTask(tx, events, {
          actor,
          board: { projectId: loaded.project.id, ownerId: loaded.project.userId, facts: loaded.facts },
          task: loaded.task,
          fields: request.body,
        });
        return loaded.facts;
      });
      return { task: await loadTask(app, actor, request.params.id, facts) };
    },
  });

  route(app, endpoints.tasks.remove, {
    tags,
    summary: 'Supprimer une tâche et ses commentaires (créateur ou membre du projet)',
    handler: async (request, _reply) => {
      const { actor } = request;
      await runCommand(app, async (tx, events) => {
        const loaded = await requireManagedTask(tx, actor, request.params.id);
        await deleteTask(tx, events, { task: loaded.task });
      });
      return undefined;
    },
  });

  route(app, endpoints.tasks.comments, {
    tags,
    summary: 'Les commentaires d’une tâche, du plus ancien au plus récent',
    handler: async (request) => {
      const { actor } = request;
      const { task, facts } = await requireTask(app.db, actor, request.params.id);
      const rows = await listCommentViews(app.db, task.id);
      return { items: rows.map((row) => presentTaskComment(row, actor, facts)) };
    },
  });

  route(app, endpoints.tasks.addComment, {
    config: { writeLimit: 'comment' },
    tags,
    summary: 'Commenter une tâche (créateur ou membre du projet)',
    handler: async (request, _reply) => {
      const { actor } = request;
      requireConfirmedEmail(actor);
      const { comment, facts } = await runCommand(app, async (tx, events) => {
        const loaded = await requireManagedTask(tx, actor, request.params.id, m.commentNotAllowed);
        const row = await addTaskComment(tx, events, {
          task: loaded.task,
          userId: actor.id,
          content: request.body.content,
        });
        return { comment: row, facts: loaded.facts };
      });
      const view = await findCommentView(app.db, comment.id);
      if (!view) throw notFound(m.commentNotFound);
      return { comment: presentTaskComment(view, actor, facts) };
    },
  });

  route(app, endpoints.tasks.removeComment, {
    tags,
    summary: 'Supprimer son propre commentaire',
    handler: async (request, _reply) => {
      const { actor } = request;
      await runCommand(app, async (tx, events) => {
        const { comment } = await requireOwnComment(tx, actor, request.params.id);
        await deleteTaskComment(tx, events, {
          commentId: comment.comment.id,
          taskId: comment.comment.taskId,
          projectId: comment.projectId,
        });
      });
      return undefined;
    },
  });
}
