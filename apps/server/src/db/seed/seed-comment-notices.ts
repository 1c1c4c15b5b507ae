import { createHash } from 'node:crypto';
import { fill, notificationTexts } from '@plateau/shared';
import { and, asc, eq, inArray, like, ne } from 'drizzle-orm';
import { articleComments, news, userFavoriteArticles } from '../schema';
import type { SeedContext } from './context';
import { DEMO_MEMBER_EMAIL } from './members';

/** A fixed id from a name (no draw from the seed's random: the rest of the demo data stays as it was). */
const fixedId = (name: string) => {
  const hex = createHash('sha256').update(`plateau-demo:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * 'Magazine et commentaires' (issue 30): a reply by Chloé after Camille's comment on 'Cinq conseils', then, for
 * each article Camille follows (commented on or saved), a notice of the latest comment by another member after
 * she started following it; the newest is unread. Runs after the other areas and draws nothing at random.
 */
export async function seedCommentNotices(ctx: SeedContext): Promise<number> {
  const camilleId = ctx.idOf(DEMO_MEMBER_EMAIL);
  const [advice] = await ctx.tx
    .select({ id: news.id })
    .from(news)
    .where(like(news.title, 'Cinq conseils%'))
    .limit(1);
  const adviceId = advice?.id ?? null;
  if (adviceId) {
    const [camilleComment] = await ctx.tx
      .select({ createdAt: articleComments.createdAt })
      .from(articleComments)
      .where(and(eq(articleComments.articleId, adviceId), eq(articleComments.userId, camilleId)));
    if (camilleComment) {
      await ctx.tx.insert(articleComments).values({
        id: fixedId('reply-cinq-conseils'),
        articleId: adviceId,
        userId: ctx.idOf('chloe.bernard@demo.fr'),
        content: 'Pareil pour moi : c’est à la cantine que j’ai rencontré ma cheffe opératrice.',
        createdAt: new Date((camilleComment.createdAt.getTime() + ctx.now.getTime()) / 2),
      });
    }
  }

  const followedSince = new Map<string, Date>();
  const follow = (articleId: string, at: Date) => {
    const since = followedSince.get(articleId);
    if (!since || at < since) followedSince.set(articleId, at);
  };
  const favorites = await ctx.tx
    .select({ articleId: userFavoriteArticles.articleId, at: userFavoriteArticles.createdAt })
    .from(userFavoriteArticles)
    .where(eq(userFavoriteArticles.userId, camilleId));
  for (const row of favorites) follow(row.articleId, row.at);
  const own = await ctx.tx
    .select({ articleId: articleComments.articleId, at: articleComments.createdAt })
    .from(articleComments)
    .where(eq(articleComments.userId, camilleId));
  for (const row of own) follow(row.articleId, row.at);
  if (followedSince.size === 0) return 0;

  const others = await ctx.tx
    .select({
      id: articleComments.id,
      articleId: articleComments.articleId,
      userId: articleComments.userId,
      createdAt: articleComments.createdAt,
      title: news.title,
    })
    .from(articleComments)
    .innerJoin(news, eq(news.id, articleComments.articleId))
    .where(
      and(
        inArray(articleComments.articleId, [...followedSince.keys()]),
        ne(articleComments.userId, camilleId),
      ),
    )
    .orderBy(asc(articleComments.createdAt));
  const latest = new Map<string, (typeof others)[number]>();
  for (const row of others) {
    const since = followedSince.get(row.articleId);
    if (since && row.createdAt > since) latest.set(row.articleId, row);
  }
  const notices = [...latest.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  notices.forEach((comment, index) => {
    const name = ctx.nameOf(comment.userId);
    ctx.notifications.push({
      id: fixedId(`comment-notice-${comment.id}`),
      userId: camilleId,
      type: 'comment',
      kind: 'articleComment',
      content: fill(notificationTexts.articleComment, { name, article: comment.title }),
      relatedId: comment.articleId,
      actorId: comment.userId,
      actorName: name,
      read: index > 0,
      createdAt: comment.createdAt,
    });
  });
  return notices.length;
}
