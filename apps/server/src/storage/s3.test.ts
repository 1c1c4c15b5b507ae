import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildSignedInUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { jpegImage, multipartBody } from '../test/test-images';
import { createS3Storage } from './s3';

const bucket = 'plateau-test';
let server: S3rver;
let directory: string;
let endpoint: string;

const s3Options = () => ({
  endpoint,
  bucket,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'plateau-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('s3 storage driver (against a local S3-compatible server)', () => {
  it('puts, reads back, refuses to overwrite, deletes by prefix', async () => {
    const storage = await createS3Storage(s3Options());
    await storage.put('profile-pictures/u1/1.webp', Buffer.from('un'), 'image/webp');
    await storage.put('profile-pictures/u1/2.webp', Buffer.from('deux'), 'image/webp');
    const stored = await storage.get('profile-pictures/u1/1.webp');
    expect(stored?.contentType).toBe('image/webp');
    expect(stored && (await readAll(stored.body)).toString()).toBe('un');
    await expect(storage.put('profile-pictures/u1/1.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(await storage.get('profile-pictures/u1/absent.webp')).toBeNull();
    expect(await storage.deletePrefix('profile-pictures/u1/')).toBe(2);
    expect(await storage.get('profile-pictures/u1/2.webp')).toBeNull();
  });

  it('serves an avatar uploaded through the API with STORAGE=s3', async () => {
    const base = loadConfig({ DATA_DIR: directory, AUTH_SECRET: 'x'.repeat(40) });
    let ctx: TestContext | null = null;
    try {
      ctx = await createTestApp({ storage: { driver: 's3', s3: s3Options() }, dataDir: base.dataDir });
      const { user, cookie } = await buildSignedInUser(ctx);
      const response = await ctx.request({
        method: 'POST',
        url: '/api/uploads?kind=avatar',
        cookie,
        ...multipartBody(await jpegImage(300, 300)),
      });
      expect(response.statusCode).toBe(201);
      const { url } = response.json();
      expect(url).toMatch(new RegExp(`^/uploads/profile-pictures/${user.id}/\\d+\\.webp$`));
      const served = await ctx.request({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      const saved = await ctx.request({
        method: 'PATCH',
        url: '/api/me/profile',
        cookie,
        payload: { avatarUrl: url },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().avatarUrl).toBe(url);
    } finally {
      await ctx?.app.close();
    }
  });
});
