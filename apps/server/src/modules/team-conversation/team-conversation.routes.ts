import multipart from '@fastify/multipart';
import { endpoints, teamConversationMessages as m, maxAttachmentBytes } from '@plateau/shared';
import { attachmentParamsSchema } from '@plateau/shared/schemas/attachments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { runCommand } from '../../lib/command';
import { keysetCursor } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { errorResponses, membersOnly, route } from '../../lib/route-kit';
import {
  attachmentMultipartNote,
  checkAttachment,
  contentDisposition,
  countTeamUnread,
  findTeamMessage,
  listTeamThread,
  readAttachment,
  withStoredFile,
} from '../messages';
import { requireAttachment, requireTeamConversation } from './team-conversation.access';
import { readTeamConversation, sendTeamMessage } from './team-conversation.commands';
import { presentTeamMessage } from './team-conversation.presenter';

const tags = ['Messages'];
const e = endpoints.teamConversation;
/**
 * The team conversation of a project (issue 33) and the attachments of private and team messages: members
 * only; the project's owner and team now, anyone else the project's 404.
 */
export async function teamConversationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);
  await app.register(multipart, {
    limits: { files: 1, fields: 0, parts: 1, fileSize: maxAttachmentBytes, headerPairs: 100 },
  });

  /** The message just posted, as its sender sees it. */
  async function postedMessage(actor: Actor, posted: Awaited<ReturnType<typeof sendTeamMessage>>) {
    const row = await findTeamMessage(app.db, posted.project.id, posted.id);
    if (!row) throw notFound(m.conversationNotFound);
    return { message: presentTeamMessage(row, actor, posted.project.people) };
  }

  route(app, e.conversation, {
    tags,
    summary: 'La discussion de l’équipe d’un projet : ses messages non lus (créateur et membres)',
    handler: async (request) => {
      const { actor } = request;
      const project = await requireTeamConversation(app.db, actor, request.params.id);
      return { unreadCount: await countTeamUnread(app.db, actor.id, project.id) };
    },
  });

  route(app, e.thread, {
    tags,
    summary: 'Messages de la discussion de l’équipe, du plus récent au plus ancien, par pages',
    compiledSerializer: true,
    handler: async (request) => {
      const { actor } = request;
      const project = await requireTeamConversation(app.db, actor, request.params.id);
      const page = await listTeamThread(app.db, project.id, {
        limit: request.query.limit,
        cursor: keysetCursor.decode(request.query.cursor),
      });
      return {
        items: page.rows.map((row) => presentTeamMessage(row, actor, project.people)),
        nextCursor: page.nextCursor,
      };
    },
  });

  route(app, e.send, {
    tags,
    summary: 'Écrire à l’équipe d’un projet',
    handler: async (request) => {
      const { actor } = request;
      requireConfirmedEmail(actor);
      const posted = await runCommand(app, (tx, events) =>
        sendTeamMessage(tx, events, { actor, projectId: request.params.id, content: request.body.content }),
      );
      return postedMessage(actor, posted);
    },
  });

  route(app, e.markRead, {
    tags,
    summary: 'Marquer comme lue la discussion de l’équipe',
    handler: async (request) => {
      const { actor } = request;
      const updated = await runCommand(app, (tx, events) =>
        readTeamConversation(tx, events, { actor, projectId: request.params.id }),
      );
      return { updated };
    },
  });

  route(app, e.attach, {
    tags,
    summary: 'Envoyer un fichier à l’équipe d’un projet',
    multipartBody: attachmentMultipartNote,
    handler: async (request) => {
      const { actor } = request;
      requireConfirmedEmail(actor);
      // Who may write is decided before the body is read: nothing of a stranger's file is kept.
      await requireTeamConversation(app.db, actor, request.params.id);
      const file = await checkAttachment(await readAttachment(request));
      const posted = await withStoredFile(app, actor, file, (attachment) =>
        runCommand(app, (tx, events) =>
          sendTeamMessage(tx, events, { actor, projectId: request.params.id, content: '', attachment }),
        ),
      );
      return postedMessage(actor, posted);
    },
  });

  app.get('/api/attachments/:id', {
    schema: {
      tags,
      summary: 'Le fichier d’une pièce jointe (membres de la conversation seulement)',
      params: attachmentParamsSchema,
      response: { 200: z.unknown().describe('Le fichier'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const attachment = await requireAttachment(app.db, request.actor, request.params.id);
      // The file of a deleted account is gone with it: answered as an unknown attachment.
      const stored = await app.storage.get(attachment.storageKey);
      if (!stored) throw notFound(m.attachmentNotFound);
      const image = attachment.contentType.startsWith('image/');
      reply
        .type(attachment.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : attachment.contentType)
        .header('content-disposition', contentDisposition(attachment.fileName, image))
        .header('cache-control', 'private, no-cache')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'same-origin');
      if (stored.size !== undefined) reply.header('content-length', stored.size);
      return reply.send(stored.body);
    },
  });
}
