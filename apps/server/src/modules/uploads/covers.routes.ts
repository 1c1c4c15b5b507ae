import { categoryOfSlug } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { renderCover } from './cover-art';

/** One drawing per category, kept once rendered (23 at most, a few dozen kB each). */
const drawn = new Map<string, Promise<Buffer>>();

function categoryCover(category: string): Promise<Buffer> {
  let cover = drawn.get(category);
  if (!cover) {
    cover = renderCover({ kicker: 'Le magazine Plateau', title: category, paletteKey: category });
    cover.catch(() => drawn.delete(category));
    drawn.set(category, cover);
  }
  return cover;
}

/** GET /api/covers/v1/<category>.webp: the cover drawn from a category, for articles without an image. */
export async function coverRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/covers/v1/:file', {
    schema: {
      // An image, like the uploads it stands in for: not part of the JSON API's document.
      hide: true,
      tags: ['Magazine'],
      summary: "Couverture dessinée d'une catégorie (articles sans image)",
      params: z.object({ file: z.string().max(80) }),
    },
    handler: async (request, reply) => {
      const match = /^([a-z0-9-]+)\.webp$/.exec(request.params.file);
      const category = match?.[1] ? categoryOfSlug(match[1]) : null;
      if (!category) throw notFound();
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await categoryCover(category));
    },
  });
}
