import {
  type PortfolioCreateInput,
  profileMessages as pm,
  type portfolioCreateSchema,
} from '@plateau/shared';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { portfolioItems } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { Storage } from '../../storage/storage';
import { refuseRewriteOfRemoved } from '../moderation';
import { isOwnUpload, uploadFolderOf } from '../uploads';

type ItemInput = Partial<z.output<typeof portfolioCreateSchema>>;

export type { PortfolioCreateInput };

/** A member's portfolio, newest first. */
export function listPortfolio(db: Db, userId: string) {
  return db
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.userId, userId))
    .orderBy(desc(portfolioItems.createdAt))
    .limit(100);
}

export async function findPortfolioItem(db: Db, id: string) {
  const [row] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, id)).limit(1);
  return row ?? null;
}

/** The image must be one of the member's own portfolio uploads (or unchanged, or none). */
async function checkImage(storage: Storage, userId: string, input: ItemInput, current: string | null) {
  const url = input.imageUrl;
  if (url === undefined || url === null || url === current) return;
  if (!(await isOwnUpload(storage, url, uploadFolderOf('portfolio', userId)))) {
    throw badRequest(pm.invalidImageUrl, { imageUrl: pm.invalidImageUrl });
  }
}

export async function createPortfolioItem(
  db: Db,
  storage: Storage,
  userId: string,
  input: z.output<typeof portfolioCreateSchema>,
) {
  await checkImage(storage, userId, input, null);
  const [row] = await db
    .insert(portfolioItems)
    .values({
      userId,
      title: input.title,
      description: input.description,
      imageUrl: input.imageUrl ?? null,
      projectUrl: input.projectUrl,
    })
    .returning();
  if (!row) throw new Error('insertion du portfolio impossible');
  return row;
}

export async function updatePortfolioItem(
  db: Db,
  storage: Storage,
  current: typeof portfolioItems.$inferSelect,
  input: ItemInput,
) {
  // An item removed by the moderation stays removed (issue 31): no field of it changes any more.
  refuseRewriteOfRemoved(current, current, input);
  await checkImage(storage, current.userId, input, current.imageUrl);
  const values: Partial<typeof portfolioItems.$inferInsert> = { updatedAt: new Date() };
  if (input.title !== undefined) values.title = input.title;
  if (input.description !== undefined) values.description = input.description;
  if (input.imageUrl !== undefined) values.imageUrl = input.imageUrl;
  if (input.projectUrl !== undefined) values.projectUrl = input.projectUrl;
  const [row] = await db
    .update(portfolioItems)
    .set(values)
    .where(eq(portfolioItems.id, current.id))
    .returning();
  return row ?? current;
}

export async function deletePortfolioItem(db: Db, id: string): Promise<void> {
  await db.delete(portfolioItems).where(eq(portfolioItems.id, id));
}
