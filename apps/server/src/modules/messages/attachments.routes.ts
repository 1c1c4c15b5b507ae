import multipart from '@fastify/multipart';
import { endpoints, maxAttachmentBytes, messagingMessages as mm } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { registerAccountData } from '../../lib/account-data';
import { runCommand } from '../../lib/command';
import { badRequest } from '../../lib/errors';
import { membersOnly, route } from '../../lib/route-kit';
import { attachmentsAccountData } from './attachments.account-data';
import {
  attachmentMultipartNote,
  checkAttachment,
  readAttachment,
  withStoredFile,
} from './attachments.files';
import { requireConversation } from './messages.access';
import { sendMessage } from './messages.commands';
import { presentMessage } from './messages.presenter';

/** A file sent in a private conversation (issue 33); the team's are in modules/team-conversation. */
export async function privateAttachmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);
  await app.register(multipart, {
    limits: { files: 1, fields: 0, parts: 1, fileSize: maxAttachmentBytes, headerPairs: 100 },
  });
  registerAccountData(app, attachmentsAccountData);

  route(app, endpoints.messages.attach, {
    tags: ['Messages'],
    summary: 'Envoyer un fichier à un membre (conversation privée)',
    multipartBody: attachmentMultipartNote,
    handler: async (request) => {
      const { actor } = request;
      requireConfirmedEmail(actor);
      const { userId } = request.params;
      if (userId === actor.id) throw badRequest(mm.cannotMessageSelf);
      // Who may receive is decided before the body is read: nothing is kept of a refused file.
      await requireConversation(app.db, actor, userId);
      const file = await checkAttachment(await readAttachment(request));
      const message = await withStoredFile(app, actor, file, (attachment) =>
        runCommand(app, (tx, events) =>
          sendMessage(tx, events, { actor, recipientId: userId, content: '', attachment }),
        ),
      );
      return { message: presentMessage(message, actor.id) };
    },
  });
}
