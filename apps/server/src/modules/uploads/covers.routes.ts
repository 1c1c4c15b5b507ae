import { categoryOfSlug, drawnCoverPhoneWidth, projectCategoryOfSlug } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { coverSize, renderCover } from './cover-art';

/**
 * One drawing per category and width, kept once rendered (23 magazine and 16 project categories, at two
 * widths, 10 to 30 kB each).
 */
const drawn = new Map<string, Promise<Buffer>>();

function categoryCover(section: string, category: string, width: number): Promise<Buffer> {
  const key = `${section}|${category}|${width}`;
  let cover = drawn.get(key);
  if (!cover) {
    // Drawn once, sent to every visitor as it is: the smaller file is worth the encoder's effort.
    cover = renderCover({ title: `${section}|${category}`, paletteKey: category }, { effort: 4, width });
    cover.catch(() => drawn.delete(key));
    drawn.set(key, cover);
  }
  return cover;
}

/**
 * GET /api/covers/v2/<category>.webp (articles) and projet-<category>.webp (projects): covers for rows without
 * an image, 1200 px wide; under /api/covers/v2/w800/, the same 800 px wide, for a phone's screen.
 */
export async function coverRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const coverRoute = (url: string, width: number) =>
    app.get(url, {
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
          ? categoryCover('Le magazine Plateau', article, width)
          : project
            ? categoryCover('Projet Plateau', project, width)
            : null;
        if (!cover) throw notFound();
        return reply
          .type('image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(await cover);
      },
    });
  coverRoute('/api/covers/v2/:file', coverSize.width);
  coverRoute(`/api/covers/v2/w${drawnCoverPhoneWidth}/:file`, drawnCoverPhoneWidth);
}
