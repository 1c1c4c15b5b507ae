import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { messageAttachments, messages, projectMessages } from '../db/schema';
import type { TestContext } from './test-app';

export type BuildMessageOverrides = Partial<typeof messages.$inferInsert> & {
  senderId: string;
  receiverId: string;
};

/** Inserts one message (unread, now, 'Bonjour' unless told otherwise). */
export async function buildMessage(db: Db, overrides: BuildMessageOverrides) {
  const [row] = await db
    .insert(messages)
    .values({ content: 'Bonjour', ...overrides })
    .returning();
  if (!row) throw new Error('insertion du message impossible');
  return row;
}

/** Inserts `total` messages between two members, one second apart, the first one the oldest. */
export async function buildThread(
  db: Db,
  a: string,
  b: string,
  total: number,
  options: { endAt?: Date; read?: boolean } = {},
) {
  const end = (options.endAt ?? new Date()).getTime();
  const rows = Array.from({ length: total }, (_, index) => ({
    senderId: index % 2 === 0 ? a : b,
    receiverId: index % 2 === 0 ? b : a,
    content: `Message ${index + 1}`,
    read: options.read ?? true,
    createdAt: new Date(end - (total - 1 - index) * 1000),
  }));
  return db.insert(messages).values(rows).returning();
}

/** Inserts one message of a project's team conversation ('Bonjour l’équipe' unless told otherwise). */
export async function buildTeamMessage(
  db: Db,
  overrides: Partial<typeof projectMessages.$inferInsert> & { projectId: string; senderId: string },
) {
  const [row] = await db
    .insert(projectMessages)
    .values({ content: 'Bonjour l’équipe', ...overrides })
    .returning();
  if (!row) throw new Error('insertion du message d’équipe impossible');
  return row;
}

/** Stores a small text file through the storage driver and its attachment row on a private or team message. */
export async function buildAttachment(
  ctx: TestContext,
  input: { uploaderId: string } & ({ messageId: string } | { projectMessageId: string }),
) {
  const storageKey = `message-attachments/${input.uploaderId}/${randomUUID()}.txt`;
  const bytes = Buffer.from('Feuille de service\n');
  await ctx.app.storage.put(storageKey, bytes, 'text/plain');
  const [row] = await ctx.db
    .insert(messageAttachments)
    .values({
      ...input,
      storageKey,
      fileName: 'notes.txt',
      contentType: 'text/plain',
      sizeBytes: bytes.length,
    })
    .returning();
  if (!row) throw new Error('insertion de la pièce jointe impossible');
  return row;
}
