import multipart from '@fastify/multipart';
import { endpoints, messages, profileMessages as pm } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import { readOneFile } from '../../lib/multipart-file';
import { membersOnly, route } from '../../lib/route-kit';
import { isSafeKey } from '../../storage/storage';
import { processImage, uploadLimits } from './image-processing';
import { limitUploads, scheduleUnreferencedUploadRemoval, storeMemberImage } from './upload-accounting';

const largestUpload = Math.max(...Object.values(uploadLimits).map((limit) => limit.maxBytes));

/** POST /api/uploads (multipart, one image) and GET /uploads/* (the stored files). */
export async function uploadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { files: 1, fields: 2, parts: 3, fileSize: largestUpload, headerPairs: 100 },
  });

  await app.register(uploadImageRoute);
  scheduleUnreferencedUploadRemoval(app);

  app.get('/uploads/*', {
    schema: { hide: true, params: z.object({ '*': z.string().max(300, { error: messages.api.notFound }) }) },
    handler: async (request, reply) => {
      const key = request.params['*'];
      // Message attachments share the storage but are read through GET /api/attachments/:id (members only).
      if (!isSafeKey(key) || key.startsWith('message-attachments/')) throw notFound();
      const stored = await app.storage.get(key);
      if (!stored) throw notFound();
      reply
        .type(stored.contentType)
        // Keys are never reused: the file behind an address never changes.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .header('cross-origin-resource-policy', 'same-origin');
      if (stored.size !== undefined) reply.header('content-length', stored.size);
      return reply.send(stored.body);
    },
  });
}

/** POST /api/uploads, members only. */
async function uploadImageRoute(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);
  route(app, endpoints.profile.upload, {
    tags: ['uploads'],
    summary: 'Envoie une image (photo de profil ou portfolio) et renvoie son adresse publique',
    multipartBody: 'Formulaire multipart/form-data : un champ « file » (JPEG, PNG ou WebP)',
    handler: async (request) => {
      const { actor } = request;
      const { kind } = request.query;
      const limit = uploadLimits[kind];
      await limitUploads(app, actor.id);
      const { buffer } = await readOneFile(request, limit.maxBytes, {
        missing: pm.fileMissing,
        tooLarge: limit.tooLarge,
        malformed: messages.api.malformedMultipart,
        notOneFile: pm.invalidImage,
      });
      if (buffer.length > limit.maxBytes) throw new AppError(413, 'payload_too_large', limit.tooLarge);
      const image = await processImage(buffer, kind);
      const url = await storeMemberImage(app, kind, actor.id, image);
      return { url };
    },
  });
}
