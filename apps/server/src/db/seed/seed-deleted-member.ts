import { fill, notificationTexts } from '@plateau/shared';
import { and, eq, like } from 'drizzle-orm';
import { accounts, articleComments, messages, news, users } from '../schema';
import type { SeedContext } from './context';
import { DEMO_MEMBER_EMAIL } from './members';
import { daysAgo } from './random';

/** The demo member who deleted their account 5 days ago: still within the 30 days, so it can be reactivated. */
export const DELETED_MEMBER_EMAIL = 'hugo.lefevre@demo.fr';
const deletedMemberName = 'Hugo Lefèvre';

/**
 * A member in the grace period of a deletion (issue 29): their comment on the magazine's opening article
 * and their message to Camille show as 'Utilisateur supprimé'; signing in with the demo password offers
 * 'Réactiver mon compte'. Added after every other step, so the draws of the rest of the data do not move.
 */
export async function seedDeletedMember(
  ctx: SeedContext,
  options: { passwordHash: string },
): Promise<{ users: number; comments: number; messages: number }> {
  const id = ctx.uuid();
  const createdAt = daysAgo(ctx.now, 45, 3);
  const deletedAt = daysAgo(ctx.now, 5, 2);
  ctx.register(DELETED_MEMBER_EMAIL, id, deletedMemberName, createdAt);
  await ctx.tx.insert(users).values({
    id,
    fullName: deletedMemberName,
    email: DELETED_MEMBER_EMAIL,
    emailVerified: true,
    role: 'user',
    // The photo went with the deletion (files are removed at once).
    avatarUrl: null,
    profession: 'Chef opérateur',
    bio: 'Chef opérateur en fiction et documentaire.',
    location: 'Marseille',
    skills: ['Image', 'Lumière'],
    availabilityStatus: 'disponible',
    createdAt,
    updatedAt: deletedAt,
    deletedAt,
  });
  await ctx.tx.insert(accounts).values({
    id: ctx.uuid(),
    userId: id,
    accountId: id,
    providerId: 'credential',
    password: options.passwordHash,
    createdAt,
    updatedAt: createdAt,
  });

  const [article] = await ctx.tx
    .select({ id: news.id })
    .from(news)
    .where(and(like(news.title, 'Plateau ouvre%'), eq(news.isPublished, true)))
    .limit(1);
  let comments = 0;
  if (article) {
    await ctx.tx.insert(articleComments).values({
      id: ctx.uuid(),
      articleId: article.id,
      userId: id,
      content: 'Très belle initiative, hâte de croiser des équipes du Sud ici !',
      createdAt: daysAgo(ctx.now, 12, 4),
    });
    comments = 1;
  }

  const camilleId = ctx.idOf(DEMO_MEMBER_EMAIL);
  const sentAt = daysAgo(ctx.now, 8, 1);
  await ctx.tx.insert(messages).values({
    id: ctx.uuid(),
    senderId: id,
    receiverId: camilleId,
    content: 'Bonjour Camille, je serais ravi d’éclairer votre prochain court-métrage.',
    read: true,
    createdAt: sentAt,
  });
  ctx.notifications.push({
    id: ctx.uuid(),
    userId: camilleId,
    type: 'message',
    content: fill(notificationTexts.message, { name: deletedMemberName }),
    read: true,
    relatedId: id,
    actorId: id,
    actorName: deletedMemberName,
    createdAt: sentAt,
  });
  return { users: 1, comments, messages: 1 };
}
