import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectMessages } from '../../db/schema';

/** The messages the member wrote in team conversations (part of 'Télécharger mes données'). */
export async function teamMessagesAccountData(db: Db, userId: string) {
  return {
    teamMessages: await db
      .select({
        id: projectMessages.id,
        projectId: projectMessages.projectId,
        content: projectMessages.content,
        createdAt: projectMessages.createdAt,
      })
      .from(projectMessages)
      .where(eq(projectMessages.senderId, userId)),
  };
}
