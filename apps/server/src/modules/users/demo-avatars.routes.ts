import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { demoAvatarSvg, initialsOf } from '../../db/seed/avatars';
import { notFound } from '../../lib/errors';

/** GET /demo-avatars/<n>.svg: the demo members' generated avatars. */
export async function demoAvatarRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/demo-avatars/:file', {
    schema: { hide: true, params: z.object({ file: z.string().regex(/^\d{1,4}\.svg$/) }) },
    handler: async (request, reply) => {
      const url = `/demo-avatars/${request.params.file}`;
      const [user] = await app.db
        .select({ fullName: users.fullName })
        .from(users)
        .where(eq(users.avatarUrl, url))
        .limit(1);
      if (!user) throw notFound();
      const hue = Number.parseInt(request.params.file, 10) * 37;
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(demoAvatarSvg(initialsOf(user.fullName), hue));
    },
  });
}
