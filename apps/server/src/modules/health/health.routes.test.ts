import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { uniqueEmail } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('API basics', () => {
  it('GET /api/health tells the status and which database answers', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: testDbKind });
  });

  it('GET /api/ready answers 200 when the database, the file store and the job queue answer', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'prêt',
      checks: { database: 'ok', storage: 'ok', jobs: 'ok' },
    });
  });

  it('GET /api/ready answers 503 naming the file store when it cannot be written', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plateau-ready-'));
    // Where the uploads folder should be, a file: nothing can be stored.
    writeFileSync(path.join(dataDir, 'uploads'), 'pas un dossier');
    const broken = await createTestApp({ dataDir });
    try {
      const response = await broken.request({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'indisponible',
        checks: { database: 'ok', storage: 'en échec', jobs: 'ok' },
      });
      // Liveness is another question: the process is up.
      expect((await broken.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await broken.app.close();
    }
  });

  it('GET /api/ready answers 503 naming the job queue when it cannot be read', async () => {
    const broken = await createTestApp();
    try {
      broken.app.jobs.stats = async () => {
        throw new Error('schéma pgboss illisible');
      };
      const response = await broken.request({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'indisponible',
        checks: { database: 'ok', storage: 'ok', jobs: 'en échec' },
      });
    } finally {
      await broken.app.close();
    }
  });

  it('publishes the OpenAPI document and a docs page', async () => {
    const spec = await ctx.request({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/me',
        '/api/auth/sign-in/email',
        '/api/auth/sign-up/email',
      ]),
    );
    const docs = await ctx.request({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('answers an unknown API route with the French 404 shape', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/nulle-part' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: messages.api.routeNotFound } });
  });

  it('refuses a malformed JSON body with 400 and changes nothing', async () => {
    const email = uniqueEmail('json');
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"A","email":"${email}","password":`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_json', message: messages.api.invalidJson } });
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses an oversized body with 413 and changes nothing', async () => {
    const email = uniqueEmail('gros');
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'x'.repeat(2 * 1024 * 1024),
        email,
        password: 'motdepasse-solide',
        confirmPassword: 'motdepasse-solide',
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'payload_too_large',
      message: messages.api.payloadTooLarge,
    });
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it('never sends a stack trace: an unexpected failure is a French 500', async () => {
    const app = await createTestApp({}, (instance) => {
      instance.get('/api/test-panne', async () => {
        throw new Error('panne interne secrète');
      });
    });
    const response = await app.request({ method: 'GET', url: '/api/test-panne' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal', message: messages.api.internal } });
    expect(response.body).not.toContain('secrète');
  });

  it('sets security headers', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
