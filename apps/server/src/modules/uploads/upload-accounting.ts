import { fill, messages, type UploadKind, unreferencedUploadTtlMs } from '@plateau/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { news, portfolioItems, projects, uploads, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { schedulePeriodicJob } from '../../lib/periodic-job';
import { limitMemberWrite } from '../../lib/rate-limit';
import { keyOfPublicUrl } from '../../storage/storage';
import { storeImage } from './uploads.service';

/** Counts an image a member sends against their hourly limit (before the image is read or processed). */
export async function limitUploads(app: FastifyInstance, userId: string): Promise<void> {
  await limitMemberWrite(app, 'upload', userId);
}

/**
 * Stores a processed image for a member within their storage quota (the bytes of their uploads still
 * kept) and records it in `uploads`, so the removal job can find it if nothing comes to reference it.
 */
export async function storeMemberImage(
  app: FastifyInstance,
  kind: UploadKind,
  userId: string,
  image: Buffer,
): Promise<string> {
  const [usage] = await app.db
    .select({ used: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  const quota = app.config.uploadQuotaBytes;
  if (Number(usage?.used ?? 0) + image.length > quota) {
    throw new AppError(
      413,
      'payload_too_large',
      fill(messages.api.uploadQuotaReached, { max: Math.round(quota / (1024 * 1024)) }),
    );
  }
  const url = await storeImage(app.storage, kind, userId, image);
  const key = keyOfPublicUrl(url);
  if (key) {
    try {
      await app.db.insert(uploads).values({ key, userId, size: image.length });
    } catch (error) {
      await app.storage.delete(key).catch(() => undefined);
      throw error;
    }
  }
  return url;
}

const batchSize = 200;

/**
 * Removes the uploads sent more than a day before `now` that no profile photo, portfolio item, project
 * cover or article image references: the stored object first, then its row (a run stopped in between
 * finds the row again and retries). Safe on several instances at once. Returns how many it removed.
 */
export async function removeUnreferencedUploads(app: FastifyInstance, now = new Date()): Promise<number> {
  const url = sql`'/uploads/' || ${uploads.key}`;
  const orphans = await app.db
    .select({ key: uploads.key })
    .from(uploads)
    .where(
      and(
        lt(uploads.createdAt, new Date(now.getTime() - unreferencedUploadTtlMs)),
        sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.avatarUrl} = ${url})`,
        sql`NOT EXISTS (SELECT 1 FROM ${portfolioItems} WHERE ${portfolioItems.imageUrl} = ${url})`,
        sql`NOT EXISTS (SELECT 1 FROM ${projects} WHERE ${projects.coverImage} = ${url})`,
        sql`NOT EXISTS (SELECT 1 FROM ${news} WHERE ${news.imageUrl} = ${url})`,
      ),
    )
    .limit(batchSize);
  for (const { key } of orphans) {
    await app.storage.delete(key);
    await app.db.delete(uploads).where(eq(uploads.key, key));
  }
  return orphans.length;
}

/** The hourly removal job: started with the server, so a restart simply runs it again. */
export function scheduleUnreferencedUploadRemoval(app: FastifyInstance): void {
  schedulePeriodicJob(app, {
    intervalMs: 60 * 60 * 1000,
    run: () => removeUnreferencedUploads(app),
    done: 'images non référencées supprimées',
    failed: 'suppression des images non référencées impossible',
  });
}
