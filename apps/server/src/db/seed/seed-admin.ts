import { eventsCategory } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { adminAuditLog, moderationDecisions, news, users } from '../schema';
import type { SeedContext } from './context';
import { daysAgo } from './random';

/** The member the demo shows suspended (no test signs in as her). */
export const SUSPENDED_DEMO_EMAIL = 'helene.brunet@demo.fr';

/**
 * The administration in every state: a suspended member (with the moderation decision and statement of reasons
 * every suspension has, issue 31), a draft and a scheduled article (hidden from members until their date), and
 * the audit log entries of those actions.
 */
export async function seedAdministration(
  ctx: SeedContext,
  adminEmail: string,
): Promise<{ auditEntries: number }> {
  const adminId = ctx.idOf(adminEmail);
  const suspendedId = ctx.idOf(SUSPENDED_DEMO_EMAIL);
  const facts =
    'Plusieurs membres ont reçu d’elle le même message publicitaire, sans rapport avec leurs projets (règle 2 des conditions).';
  const suspendedAt = daysAgo(ctx.now, 3, 9, 30);
  const [suspended] = await ctx.tx
    .update(users)
    .set({ banned: true, banReason: facts, banExpires: null })
    .where(eq(users.id, suspendedId))
    .returning();
  await ctx.tx.insert(moderationDecisions).values({
    targetKind: 'profile',
    targetId: suspendedId,
    location: `/talents/${suspendedId}`,
    ownerId: suspendedId,
    decidedBy: adminId,
    action: 'suspend',
    suspension: 'indefinite',
    suspendedUntil: null,
    ground: 'spam',
    facts,
    snapshot: {
      title: 'Hélène Brunet',
      text: [suspended?.profession, suspended?.bio, suspended?.location].filter(Boolean).join('\n\n'),
      fields: { bio: suspended?.bio ?? null },
    },
    firstReportedAt: null,
    createdAt: suspendedAt,
  });

  const draftId = ctx.uuid();
  const scheduledId = ctx.uuid();
  const inFiveDays = new Date(ctx.now.getTime() + 5 * 86_400_000);
  await ctx.tx.insert(news).values([
    {
      id: draftId,
      title: 'Brouillon : le guide des aides régionales au court métrage',
      summary: 'Le tour des fonds régionaux, de la demande au versement.',
      content:
        'Chaque région soutient le court métrage à sa façon.\nCe guide rassemble les calendriers, les montants et les pièces à fournir.',
      category: 'Financement',
      categories: ['Financement', 'Conseils Carrière'],
      tags: ['Aides', 'Court métrage'],
      isPublished: false,
      authorId: adminId,
      createdAt: daysAgo(ctx.now, 2, 10, 0),
      updatedAt: daysAgo(ctx.now, 1, 16, 0),
    },
    {
      id: scheduledId,
      title: 'Rencontres Plateau : soirée réseau des équipes de tournage',
      summary: 'Une soirée pour rencontrer techniciens, comédiens et producteurs.',
      content:
        'Plateau organise sa première soirée réseau.\nInscription gratuite pour les membres, dans la limite des places disponibles.',
      category: eventsCategory,
      categories: [eventsCategory, 'Réseau'],
      tags: ['Réseau', 'Rencontre'],
      isPublished: true,
      publishDate: inFiveDays,
      eventDate: new Date(ctx.now.getTime() + 20 * 86_400_000),
      eventLocation: 'Paris, La Bellevilloise',
      authorId: adminId,
      createdAt: daysAgo(ctx.now, 1, 11, 0),
      updatedAt: daysAgo(ctx.now, 1, 11, 0),
    },
  ]);

  const entries: Array<typeof adminAuditLog.$inferInsert> = [
    {
      actorId: adminId,
      action: 'user.suspend',
      targetType: 'user',
      targetId: suspendedId,
      details: { name: 'Hélène Brunet', email: SUSPENDED_DEMO_EMAIL },
      createdAt: suspendedAt,
    },
    {
      actorId: adminId,
      action: 'news.create',
      targetType: 'news',
      targetId: draftId,
      details: { title: 'Brouillon : le guide des aides régionales au court métrage', isPublished: false },
      createdAt: daysAgo(ctx.now, 2, 10, 0),
    },
    {
      actorId: adminId,
      action: 'news.create',
      targetType: 'news',
      targetId: scheduledId,
      details: { title: 'Rencontres Plateau : soirée réseau des équipes de tournage', isPublished: true },
      createdAt: daysAgo(ctx.now, 1, 11, 0),
    },
  ];
  await ctx.tx.insert(adminAuditLog).values(entries);
  return { auditEntries: entries.length };
}
