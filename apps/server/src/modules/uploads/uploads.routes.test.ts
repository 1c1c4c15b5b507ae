import { readdirSync } from 'node:fs';
import path from 'node:path';
import { profileMessages as pm } from '@plateau/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { flatPng, jpegImage, multipartBody } from '../../test/test-images';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

const upload = (cookie: string | undefined, file: ReturnType<typeof multipartBody>, kind = 'avatar') =>
  ctx.request({ method: 'POST', url: `/api/uploads?kind=${kind}`, cookie, ...file });

const storedFiles = (userId: string, folder = 'profile-pictures') => {
  try {
    return readdirSync(path.join(ctx.config.dataDir, 'uploads', folder, userId));
  } catch {
    return [];
  }
};

describe('POST /api/uploads', () => {
  it('stores the avatar as WebP without metadata under profile-pictures/<userId>/<timestamp>.webp', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const response = await upload(cookie, multipartBody(await jpegImage(1200, 900)));
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(new RegExp(`^/uploads/profile-pictures/${user.id}/\\d{13}\\.webp$`));

    const served = await ctx.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(512);
    expect(metadata.height).toBe(512);
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-exif'))).toBe(false);
  });

  it('never overwrites: two uploads give two files', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const first = await upload(cookie, multipartBody(await jpegImage()));
    const second = await upload(cookie, multipartBody(await jpegImage()));
    expect(first.json().url).not.toBe(second.json().url);
    expect(storedFiles(user.id)).toHaveLength(2);
  });

  it('stores portfolio images under portfolio/<userId>/, keeping their proportions', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const response = await upload(cookie, multipartBody(await jpegImage(400, 200)), 'portfolio');
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toMatch(new RegExp(`^/uploads/portfolio/${user.id}/`));
    const served = await ctx.request({ method: 'GET', url: response.json().url });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
  });

  it('refuses a visitor', async () => {
    const response = await upload(undefined, multipartBody(await jpegImage()));
    expect(response.statusCode).toBe(401);
  });

  it("refuses an avatar over 2 MB with the spec's message and stores nothing", async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const big = Buffer.concat([await jpegImage(), Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(cookie, multipartBody(big));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(pm.avatarTooLarge);
    expect(storedFiles(user.id)).toHaveLength(0);
  });

  it.each([
    ['a text file', Buffer.from('bonjour, ceci est un texte'), 'notes.txt', 'text/plain'],
    [
      'a text file renamed .jpg',
      Buffer.from('pas une image du tout, juste du texte'),
      'photo.jpg',
      'image/jpeg',
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'cv.pdf', 'application/pdf'],
  ])('refuses %s with a French message and stores nothing', async (_label, content, name, type) => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const response = await upload(cookie, multipartBody(content, name, type));
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(pm.invalidImage);
    expect(storedFiles(user.id)).toHaveLength(0);
  });

  it('refuses a truncated image', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const jpeg = await jpegImage(400, 300);
    const response = await upload(cookie, multipartBody(jpeg.subarray(0, Math.floor(jpeg.length / 2))));
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(pm.invalidImage);
    expect(storedFiles(user.id)).toHaveLength(0);
  });

  it('refuses a decompression bomb (a small file of too many pixels)', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const bomb = await flatPng(7000, 6000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const response = await upload(cookie, multipartBody(bomb, 'bombe.png', 'image/png'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(pm.imageTooManyPixels);
    expect(storedFiles(user.id)).toHaveLength(0);
  });

  it('refuses a body that is not multipart, and an unknown kind', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const json = await ctx.request({ method: 'POST', url: '/api/uploads', cookie, payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    const kind = await upload(cookie, multipartBody(await jpegImage()), 'document');
    expect(kind.statusCode).toBe(400);
  });
});

describe('GET /uploads/*', () => {
  it('answers 404 for a missing file and for a path leaving the folder', async () => {
    expect((await ctx.request({ method: 'GET', url: '/uploads/profile-pictures/x/1.webp' })).statusCode).toBe(
      404,
    );
    for (const url of [
      '/uploads/../auth-secret',
      '/uploads/%2e%2e/auth-secret',
      '/uploads/..%2fauth-secret',
    ]) {
      const response = await ctx.request({ method: 'GET', url });
      expect(response.body).not.toContain(ctx.config.authSecret);
      expect(response.headers['content-type']).not.toBe('image/webp');
    }
  });
});
