import type { ConnectionStatus } from '@plateau/shared';
import { connections, messages } from '../schema';
import { camilleConnections } from './community-data';
import { between, later, type SeedContext } from './context';
import { demoConversations } from './conversations';
import { DEMO_MEMBER_EMAIL, demoMembers } from './members';
import type { DemoProject } from './project-types';

type ConnectionRow = typeof connections.$inferInsert & { createdAt: Date; updatedAt: Date };

const HOUR_MS = 3_600_000;

/** Notifications older than this are shown as read. */
export const READ_AFTER_DAYS = 4;

function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/**
 * Inserts connections (the demo member's curated ones, owner-member ones so owners could add their
 * members, then random ones) and the conversations, and collects their notifications.
 */
export async function seedNetwork(
  ctx: SeedContext,
  projects: DemoProject[],
): Promise<{ connections: number; messages: number }> {
  const { random } = ctx;
  const pairs = new Map<string, ConnectionRow>();

  const addConnection = (fromId: string, toId: string, status: ConnectionStatus, days: number): void => {
    const key = pairKey(fromId, toId);
    if (fromId === toId || pairs.has(key)) return;
    const joined = later(ctx.joinedAt(fromId), ctx.joinedAt(toId));
    const createdAt = later(ctx.ago(days), new Date(joined.getTime() + HOUR_MS));
    const answeredAt = new Date(createdAt.getTime() + random.int(1, 48) * HOUR_MS);
    const updatedAt = status === 'en attente' || answeredAt > ctx.now ? createdAt : answeredAt;
    pairs.set(key, { id: ctx.uuid(), userId: fromId, connectedUserId: toId, status, createdAt, updatedAt });
  };

  for (const link of camilleConnections) {
    addConnection(ctx.idOf(link.from), ctx.idOf(link.to), link.status, link.daysAgo);
  }

  // Owners add members only from their accepted connections (spec 2, section 6).
  for (const project of projects) {
    const ownerId = ctx.idOf(project.ownerEmail);
    for (const member of project.members) {
      const memberId = ctx.idOf(member.email);
      const existing = pairs.get(pairKey(ownerId, memberId));
      if (existing && existing.status !== 'accepté') {
        throw new Error(
          `Demo data: ${member.email} is a member of "${project.title}" but not connected to its owner`,
        );
      }
      addConnection(memberId, ownerId, 'accepté', project.createdDaysAgo + random.int(2, 12));
    }
  }

  const camilleId = ctx.idOf(DEMO_MEMBER_EMAIL);
  // The demo member's network is curated above; random links are between the other members.
  const others = demoMembers.map((member) => ctx.idOf(member.email)).filter((id) => id !== camilleId);
  for (let i = 0; i < 70; i++) {
    const [a, b] = random.sample(others, 2);
    if (!a || !b) continue;
    const roll = random.next();
    const status: ConnectionStatus = roll < 0.65 ? 'accepté' : roll < 0.9 ? 'en attente' : 'refusé';
    addConnection(a, b, status, random.next() * 58);
  }

  const connectionRows = [...pairs.values()];
  await ctx.tx.insert(connections).values(connectionRows);

  for (const row of connectionRows) {
    const requester = ctx.nameOf(row.userId);
    ctx.notifications.push({
      id: ctx.uuid(),
      userId: row.connectedUserId,
      type: 'connection',
      content: `${requester} souhaite se connecter avec vous.`,
      relatedId: row.userId,
      read: isOld(ctx, row.createdAt) || row.status !== 'en attente',
      createdAt: row.createdAt,
    });
    if (row.status === 'accepté') {
      ctx.notifications.push({
        id: ctx.uuid(),
        userId: row.userId,
        type: 'connection',
        content: `${ctx.nameOf(row.connectedUserId)} a accepté votre demande de connexion.`,
        relatedId: row.connectedUserId,
        read: isOld(ctx, row.updatedAt),
        createdAt: row.updatedAt,
      });
    }
  }

  const messageRows: Array<typeof messages.$inferInsert> = [];
  for (const conversation of demoConversations) {
    const aId = ctx.idOf(conversation.a);
    const bId = ctx.idOf(conversation.b);
    let moment = ctx.ago(conversation.startedDaysAgo);
    const firstUnread = conversation.lines.length - conversation.unreadTail;
    conversation.lines.forEach((line, index) => {
      if (index > 0) moment = new Date(moment.getTime() + random.int(8, 150) * 60_000);
      const createdAt = moment < ctx.now ? moment : between(random, ctx.ago(0.05), ctx.now);
      const senderId = line.from === 'a' ? aId : bId;
      const receiverId = line.from === 'a' ? bId : aId;
      const read = index < firstUnread;
      messageRows.push({ id: ctx.uuid(), senderId, receiverId, content: line.text, read, createdAt });
      ctx.notifications.push({
        id: ctx.uuid(),
        userId: receiverId,
        type: 'message',
        content: `${ctx.nameOf(senderId)} vous a envoyé un message.`,
        relatedId: senderId,
        read,
        createdAt,
      });
    });
  }
  await ctx.tx.insert(messages).values(messageRows);

  return { connections: connectionRows.length, messages: messageRows.length };
}

/** Whether a notification of that moment is shown as already read. */
export function isOld(ctx: SeedContext, moment: Date): boolean {
  return ctx.now.getTime() - moment.getTime() > READ_AFTER_DAYS * 24 * HOUR_MS;
}
