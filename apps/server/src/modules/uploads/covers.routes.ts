import { categoryOfSlug, projectCategoryOfSlug } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { renderCover } from './cover-art';

/** One drawing per category, kept once rendered (23 magazine and 16 project categories, a few dozen kB each). */
const drawn = new Map<string, Promise<Buffer>>();

function categoryCover(kicker: string, category: string): Promise<Buffer> {
  const key = `${kicker}|${category}`;
  let cover = drawn.get(key);
  if (!cover) {
    // Drawn once, sent to every visitor as it is: the smaller file is worth the encoder's effort.
    cover = renderCover({ kicker, title: category, paletteKey: category }, { effort: 4 });
    cover.catch(() => drawn.delete(key));
    drawn.set(key, cover);
  }
  return cover;
}

/** GET /api/covers/v1/<category>.webp (articles) and projet-<category>.webp (projects): covers for rows without an image. */
export async function coverRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/covers/v1/:file', {
    schema: {
      // An image, like the uploads it stands in for: not part of the JSON API's document.
      hide: true,
      tags: ['Magazine'],
      summary: "Couverture dessinée d'une catégorie (articles et projets sans image)",
      params: z.object({ file: z.string().max(80) }),
    },
    handler: async (request, reply) => {
      const match = /^([a-z0-9-]+)\.webp$/.exec(request.params.file);
      const slug = match?.[1] ?? '';
      const article = categoryOfSlug(slug);
      const project = projectCategoryOfSlug(slug);
      const cover = article
        ? categoryCover('Le magazine Plateau', article)
        : project
          ? categoryCover('Projet Plateau', project)
          : null;
      if (!cover) throw notFound();
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await cover);
    },
  });
}
