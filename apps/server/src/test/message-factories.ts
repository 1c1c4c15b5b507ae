import type { Db } from '../db/client';
import { messages } from '../db/schema';

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
