import {
  articleIdParamsSchema,
  commentInputSchema,
  commentListSchema,
  commentParamsSchema,
  commentResponseSchema,
  commentsQuerySchema,
} from '@plateau/shared';
import { magazineMessages } from '@plateau/shared/messages/magazine.fr';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session';
import { forbidden, notFound } from '../../lib/errors';
import { countComments, createComment, deleteComment, findComment, listComments } from './comments.service';
import { canCommentOnArticle, canDeleteComment } from './magazine.policy';
import { presentComment } from './magazine.presenter';
import { isUuid, requireArticle } from './magazine-access';
import { publishCommentChanged } from './magazine-realtime';

const tags = ['Magazine'];
const errors = { 400: z.unknown(), 401: z.unknown(), 403: z.unknown(), 404: z.unknown() };

/** The comments of an article: list (ascending), add, delete (author only). */
export async function commentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/articles/:id/comments', {
    schema: {
      tags,
      summary: 'Commentaires d’un article, du plus ancien au plus récent',
      params: articleIdParamsSchema,
      querystring: commentsQuerySchema,
      response: { 200: commentListSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
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
    schema: {
      tags,
      summary: 'Commenter un article publié',
      params: articleIdParamsSchema,
      body: commentInputSchema,
      response: { 201: commentResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const actor = await requireActor(request);
      const articleId = request.params.id;
      await requireArticle(app.db, actor, articleId, canCommentOnArticle);
      const commentId = await createComment(app.db, {
        articleId,
        userId: actor.id,
        content: request.body.content,
      });
      await publishCommentChanged(app, articleId, commentId);
      const comment = await findComment(app.db, articleId, commentId);
      if (!comment) throw notFound(magazineMessages.commentNotFound);
      return reply.status(201).send({ comment: presentComment(comment, actor) });
    },
  });

  app.delete('/api/articles/:id/comments/:commentId', {
    schema: {
      tags,
      summary: 'Supprimer son propre commentaire',
      params: commentParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const actor = await requireActor(request);
      const { id: articleId, commentId } = request.params;
      await requireArticle(app.db, actor, articleId);
      const comment = isUuid(commentId) ? await findComment(app.db, articleId, commentId) : null;
      if (!comment) throw notFound(magazineMessages.commentNotFound);
      if (!canDeleteComment(actor, comment)) throw forbidden(magazineMessages.commentDeleteForbidden);
      if (await deleteComment(app.db, commentId)) await publishCommentChanged(app, articleId, commentId);
      return reply.status(204).send(null);
    },
  });
}
