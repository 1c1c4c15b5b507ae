import {
  articleIdParamsSchema,
  commentInputSchema,
  commentListSchema,
  commentParamsSchema,
  commentResponseSchema,
  commentsQuerySchema,
} from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { runCommand } from '../../lib/command';
import { limitWrites } from '../../lib/rate-limit';
import { errorResponses } from '../../lib/route-kit';
import { countComments, listComments } from './comments.service';
import { addComment, removeComment } from './magazine.commands';
import { presentComment } from './magazine.presenter';
import { requireArticle } from './magazine-access';

const tags = ['Magazine'];

/** The comments of an article: list (ascending), add, delete (author only). */
export async function commentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Adding a comment counts; deleting one's own does not.
  limitWrites(app);

  app.get('/api/articles/:id/comments', {
    schema: {
      tags,
      summary: 'Commentaires d’un article, du plus ancien au plus récent',
      params: articleIdParamsSchema,
      querystring: commentsQuerySchema,
      response: { 200: commentListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      await requireArticle(app.db, actor, request.params.id);
      const [page, total] = await Promise.all([
        listComments(app.db, request.params.id, request.query),
        countComments(app.db, request.params.id),
      ]);
      return {
        items: page.rows.map((row) => presentComment(row, actor)),
        nextCursor: page.nextCursor,
        total,
      };
    },
  });

  app.post('/api/articles/:id/comments', {
    config: { writeLimit: 'comment' },
    schema: {
      tags,
      summary: 'Commenter un article publié',
      params: articleIdParamsSchema,
      body: commentInputSchema,
      response: { 201: commentResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      requireConfirmedEmail(actor);
      const articleId = request.params.id;
      const comment = await runCommand(app, (tx, events) =>
        addComment(tx, events, { actor, articleId, content: request.body.content }),
      );
      return reply.status(201).send({ comment: presentComment(comment, actor) });
    },
  });

  app.delete('/api/articles/:id/comments/:commentId', {
    schema: {
      tags,
      summary: 'Supprimer son propre commentaire',
      params: commentParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      const { id: articleId, commentId } = request.params;
      await runCommand(app, (tx, events) => removeComment(tx, events, { actor, articleId, commentId }));
      return reply.status(204).send(null);
    },
  });
}
