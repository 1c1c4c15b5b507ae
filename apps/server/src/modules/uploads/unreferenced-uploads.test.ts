import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../db/schema';
import { keyOfPublicUrl } from '../../storage/storage';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { jpegImage, multipartBody } from '../../test/test-images';
import { removeUnreferencedUploads } from './upload-accounting';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx.app.close();
});

const upload = (cookie: string, file: ReturnType<typeof multipartBody>) =>
  ctx.request({ method: 'POST', url: '/api/uploads?kind=avatar', cookie, ...file });

describe('uploads nothing references', () => {
  const dayAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

  it('are removed after a day; referenced and recent ones are kept', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const urls: string[] = [];
    for (let i = 0; i < 2; i += 1)
      urls.push((await upload(cookie, multipartBody(await jpegImage()))).json().url);
    const [orphanUrl, avatarUrl] = urls as [string, string];
    const orphanKey = keyOfPublicUrl(orphanUrl) as string;
    const avatarKey = keyOfPublicUrl(avatarUrl) as string;
    await ctx.db.update(users).set({ avatarUrl }).where(eq(users.id, user.id));
    await ctx.db
      .update(uploads)
      .set({ createdAt: dayAgo(25) })
      .where(eq(uploads.userId, user.id));
    const other = await buildSignedInUser(ctx);
    const recentUrl = (await upload(other.cookie, multipartBody(await jpegImage()))).json().url as string;

    expect(await removeUnreferencedUploads(ctx.app)).toBeGreaterThanOrEqual(1);

    expect(await ctx.app.storage.get(orphanKey)).toBeNull();
    expect(await ctx.db.select().from(uploads).where(eq(uploads.key, orphanKey))).toHaveLength(0);
    const kept = await ctx.app.storage.get(avatarKey);
    kept?.body.destroy();
    expect(kept).not.toBeNull();
    const recent = await ctx.app.storage.get(keyOfPublicUrl(recentUrl) as string);
    recent?.body.destroy();
    expect(recent).not.toBeNull();
    // The avatar's image is reachable again.
    expect((await ctx.request({ method: 'GET', url: avatarUrl })).statusCode).toBe(200);
  });

  it('are removed by the job a (re)started server runs', async () => {
    const { user } = await buildSignedInUser(ctx);
    const key = `portfolio/${user.id}/oublie.webp`;
    await ctx.app.storage.put(key, Buffer.from('image'), 'image/webp');
    await ctx.db.insert(uploads).values({ key, userId: user.id, size: 5, createdAt: dayAgo(30) });
    // A server starting on the same database and data directory runs the job once it is ready.
    const restarted = await createTestApp({ dataDir: ctx.config.dataDir });
    try {
      await expect
        .poll(async () => (await ctx.db.select().from(uploads).where(eq(uploads.key, key))).length, {
          timeout: 5000,
        })
        .toBe(0);
      expect(await ctx.app.storage.get(key)).toBeNull();
    } finally {
      await restarted.app.close();
    }
  });
});
