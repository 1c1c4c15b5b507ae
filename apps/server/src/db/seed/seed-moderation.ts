import { eq } from 'drizzle-orm';
import { blocks, messageRequests, messages, users } from '../schema';
import type { SeedContext } from './context';
import { DEMO_MEMBER_EMAIL } from './members';

/** The member the demo member blocked ('Membres bloqués'), and the one whose first message waits in 'Demandes'. */
export const demoBlockedEmail = 'romain.blanc@demo.fr';
export const demoRequestSenderEmail = 'lucie.vidal@demo.fr';

const requestLines = [
  'Bonjour Camille, je suis scénographe et j’ai vu votre court métrage au festival de Clermont.',
  'Je serais ravie d’échanger sur vos prochains tournages si vous cherchez quelqu’un pour les décors.',
];

/**
 * Issue 31 on the demo member: 'Qui peut m'écrire' set to 'Mes connexions uniquement', one blocked member and one
 * pending message request (unread, without notification). Runs last: its draws do not move the other areas' data.
 */
export async function seedModeration(ctx: SeedContext): Promise<{ blocks: number; messageRequests: number }> {
  const camilleId = ctx.idOf(DEMO_MEMBER_EMAIL);
  const blockedId = ctx.idOf(demoBlockedEmail);
  const senderId = ctx.idOf(demoRequestSenderEmail);
  await ctx.tx.update(users).set({ messagePolicy: 'connexions' }).where(eq(users.id, camilleId));
  await ctx.tx.insert(blocks).values({ blockerId: camilleId, blockedId, createdAt: ctx.ago(3) });
  const sentAt = ctx.ago(0.4);
  await ctx.tx.insert(messages).values(
    requestLines.map((content, index) => ({
      id: ctx.uuid(),
      senderId,
      receiverId: camilleId,
      content,
      read: false,
      createdAt: new Date(sentAt.getTime() + index * 60_000),
    })),
  );
  await ctx.tx
    .insert(messageRequests)
    .values({ recipientId: camilleId, senderId, status: 'en attente', createdAt: sentAt, updatedAt: sentAt });
  return { blocks: 1, messageRequests: 1 };
}
