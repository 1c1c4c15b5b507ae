import { messages } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoAvatarByNumber } from '../../db/seed';
import { notFound } from '../../lib/errors';

/** GET /demo-avatars/<n>.svg: the demo members' generated avatars. */
export async function demoAvatarRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/demo-avatars/:file', {
    schema: {
      hide: true,
      params: z.object({ file: z.string().regex(/^\d{1,4}\.svg$/, { error: messages.api.notFound }) }),
    },
    handler: async (request, reply) => {
      const svg = demoAvatarByNumber(Number.parseInt(request.params.file, 10));
      if (!svg) throw notFound();
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  });
}
