import multipart from '@fastify/multipart';
import { endpoints, messages, profileMessages as pm } from '@plateau/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import { membersOnly, route } from '../../lib/route-kit';
import { isSafeKey } from '../../storage/storage';
import { processImage, type UploadLimit, uploadLimits } from './image-processing';
import { limitUploads, scheduleUnreferencedUploadRemoval, storeMemberImage } from './upload-accounting';

const largestUpload = Math.max(...Object.values(uploadLimits).map((limit) => limit.maxBytes));

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

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

/**
 * The one file of a multipart body, with a French refusal for everything that can go wrong reading it: too
 * large (413), not multipart (415), too many parts (400), and a body cut short, without or with another
 * boundary, or with malformed part headers (busboy's errors, which carry no code: 400, never a 500).
 */
async function readOneFile(request: FastifyRequest, limit: UploadLimit): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: limit.maxBytes } });
    if (!file) throw new AppError(400, 'validation', pm.fileMissing);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    switch (errorCode(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new AppError(413, 'payload_too_large', limit.tooLarge);
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw new AppError(415, 'unsupported_media_type', pm.invalidImage);
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw new AppError(400, 'validation', pm.invalidImage);
      default:
        // Nothing but the body is read here: whatever else fails is the body's fault.
        request.log.info({ err: error }, 'corps multipart illisible');
        throw new AppError(400, 'validation', messages.api.malformedMultipart);
    }
  }
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
      const buffer = await readOneFile(request, limit);
      if (buffer.length === 0) throw new AppError(400, 'validation', pm.fileMissing);
      if (buffer.length > limit.maxBytes) throw new AppError(413, 'payload_too_large', limit.tooLarge);
      const image = await processImage(buffer, kind);
      const url = await storeMemberImage(app, kind, actor.id, image);
      return { url };
    },
  });
}
