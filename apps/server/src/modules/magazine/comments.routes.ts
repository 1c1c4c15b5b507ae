import { endpoints } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { runCommand } from '../../lib/command';
import { keysetCursor } from '../../lib/cursor';
import { limitWrites } from '../../lib/rate-limit';
import { route } from '../../lib/route-kit';
import { countComments, listComments } from './comments.service';
import { requireArticle } from './magazine.access';
import { addComment, removeComment } from './magazine.commands';
import { presentComment } from './magazine.presenter';

const tags = ['Magazine'];

/** The comments of an article: list (ascending), add, delete (author only). */
export async function commentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Adding a comment counts; deleting one's own does not.
  limitWrites(app);

  route(app, endpoints.magazine.comments, {
    tags,
    summary: 'Commentaires d’un article, du plus ancien au plus récent',
    handler: async (request) => {
      const { actor } = request;
      await requireArticle(app.db, actor, request.params.id);
      const [page, total] = await Promise.all([
        listComments(app.db, request.params.id, {
          ...request.query,
          cursor: keysetCursor.decode(request.query.cursor),
        }),
        countComments(app.db, request.params.id),
      ]);
      return {
        items: page.rows.map((row) => presentComment(row, actor)),
        nextCursor: page.nextCursor,
        total,
      };
    },
  });

  route(app, endpoints.magazine.addComment, {
    config: { writeLimit: 'comment' },
    tags,
    summary: 'Commenter un article publié',
    handler: async (request, _reply) => {
      const { actor } = request;
      requireConfirmedEmail(actor);
      const articleId = request.params.id;
      const comment = await runCommand(app, (tx, events) =>
        addComment(tx, events, { actor, articleId, content: request.body.content }),
      );
      return { comment: presentComment(comment, actor) };
    },
  });

  route(app, endpoints.magazine.deleteComment, {
    tags,
    summary: 'Supprimer son propre commentaire',
    handler: async (request, _reply) => {
      const { actor } = request;
      const { id: articleId, commentId } = request.params;
      await runCommand(app, (tx, events) => removeComment(tx, events, { actor, articleId, commentId }));
      return undefined;
    },
  });
}
