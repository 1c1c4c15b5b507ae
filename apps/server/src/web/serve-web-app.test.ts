import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { messages } from '@plateau/shared';
import { pageFirstReads } from '@plateau/shared/api/page-reads';
import { siteDescription } from '@plateau/shared/messages/descriptions.fr';
import { routeDescriptions } from '@plateau/shared/rules/route-descriptions';
import { routeTitles } from '@plateau/shared/rules/route-titles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { projects } from '../db/schema';
import { realtimeUrl } from '../realtime/test-socket';
import { buildSignedInUser, buildUser } from '../test/factories';
import { buildProject } from '../test/project-factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { routeParams } from './route-preload';

const webPublic = path.resolve(import.meta.dirname, '../../../web/public');

/** A built web app as `vite build` leaves it: each text file next to its .br and .gz copies. */
function buildWebFixture(): { dir: string; script: string; indexHtml: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'plateau-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('Plateau '.repeat(400))});\n`;
  const indexHtml = `<!doctype html><html lang="fr"><head><meta name="description" content="défaut" /><title>Plateau</title><script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script><link rel="modulepreload" crossorigin href="/assets/boot-Ef56.js"><link rel="stylesheet" crossorigin href="/assets/boot-Gh78.css"></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;
  const withCopies = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  };
  withCopies('index.html', indexHtml);
  withCopies('assets/index-Ab12Cd34.js', script);
  // What the build writes for route preloads (apps/web/build/route-chunks.ts), cut down.
  const routeChunks = [
    { path: '/login', audience: 'visitor', files: ['/assets/LoginPage-1.js', '/assets/useMutation-2.js'] },
    {
      path: '/talents',
      audience: 'member',
      files: ['/assets/TalentsPage-3.js'],
      visitorFiles: ['/assets/visitor-gates-8.js'],
    },
    { path: '/projets/nouveau', audience: 'member', files: ['/assets/ProjectCreatePage-4.js'] },
    {
      path: '/projets/:id',
      audience: 'anyone',
      files: ['/assets/ProjectPage-5.js'],
      memberFiles: ['/assets/MemberNav-9.js'],
    },
    { path: '/messages/:id?', audience: 'member', files: ['/assets/MessagesPage-6.js'] },
    { path: '*', audience: 'anyone', files: ['/assets/NotFoundPage-7.js'] },
  ];
  writeFileSync(path.join(dir, 'route-chunks.json'), JSON.stringify(routeChunks));
  // The web app's own public files, as the build copies them.
  for (const name of ['robots.txt', 'favicon.ico', 'manifest.webmanifest', 'icon-192.png']) {
    copyFileSync(path.join(webPublic, name), path.join(dir, name));
  }
  return { dir, script, indexHtml };
}

let ctx: TestContext;
let fixture: ReturnType<typeof buildWebFixture>;
beforeAll(async () => {
  fixture = buildWebFixture();
  ctx = await createTestApp({ webDist: fixture.dir });
});
afterAll(async () => {
  await ctx.app.close();
});

const scriptUrl = '/assets/index-Ab12Cd34.js';
const previewTags = /<(?:meta (?:property="og:|name="twitter:)|link rel="canonical")[^>]*>/g;
/** The link-preview tags of a page: property (or name) → content, and the canonical address. */
const previewOf = (page: string) => ({
  ...Object.fromEntries(
    [...page.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)" \/>/g)].map(
      (match) => [match[1], match[2]],
    ),
  ),
  canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(page)?.[1] ?? null,
});
const entry =
  '</assets/boot-Gh78.css>; rel=preload; as=style; crossorigin, </assets/boot-Ef56.js>; rel=modulepreload, </assets/index-Ab12Cd34.js>; rel=modulepreload';

describe('built web app', () => {
  it('serves a hashed asset in brotli when asked, cached for a year', async () => {
    const response = await ctx.request({
      method: 'GET',
      url: scriptUrl,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(fixture.script);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
    // A script is no document: the page's policy headers stay on the page, nosniff stays everywhere.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
    const page = await ctx.request({ method: 'GET', url: '/talents' });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('serves gzip when only gzip is accepted, and the plain file otherwise', async () => {
    const gzip = await ctx.request({ method: 'GET', url: scriptUrl, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');

    const plain = await ctx.request({
      method: 'GET',
      url: scriptUrl,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(fixture.script);
  });

  it('answers a missing build file with 404, not with the page', async () => {
    const response = await ctx.request({ method: 'GET', url: '/assets/index-ancien.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/plain');
  });

  it('serves the page for client routes, compressed, per member and never cached without checking', async () => {
    const response = await ctx.request({
      method: 'GET',
      url: '/talents?q=montage',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Cookie');
    const page = brotliDecompressSync(response.rawPayload).toString();
    // The link-preview tags aside (their own test below), the page is the build's with its data written in.
    expect(page.replace(previewTags, '')).toBe(
      fixture.indexHtml
        .replace('content="défaut"', `content="${siteDescription}"`)
        .replace('<title>Plateau</title>', `<title>${routeTitles['/talents']}</title>`)
        .replace(
          '</head>',
          '<script type="application/json" id="plateau-session">{"user":null,"adminPromoted":false,"session":null}</script></head>',
        ),
    );
  });

  it("writes the signed-in member's session into the page, as GET /api/me answers it, a hostile name as text", async () => {
    const { user, cookie } = await buildSignedInUser(ctx, {
      fullName: 'Zoé </script><script>alert(1)</script>',
    });
    const page = await ctx.request({ method: 'GET', url: '/profil', headers: { cookie } });
    const me = await ctx.request({ method: 'GET', url: '/api/me', headers: { cookie } });
    const text = /<script type="application\/json" id="plateau-session">(.*?)<\/script>/.exec(page.body)?.[1];
    expect(text).toBeDefined();
    expect(text).not.toContain('<');
    expect(JSON.parse(text ?? '')).toEqual(me.json());
    expect(JSON.parse(text ?? '').user).toMatchObject({
      id: user.id,
      fullName: 'Zoé </script><script>alert(1)</script>',
    });
    // The page's entry script, the session and the page's reads: the name wrote no script of its own.
    expect(page.body.match(/<script/g)).toHaveLength(3);

    // A session that is no longer valid is a visitor's page.
    const stale = await ctx.request({
      method: 'GET',
      url: '/profil',
      headers: { cookie: 'plateau.session_token=abc.def' },
    });
    expect(stale.body).toContain('{"user":null,"adminPromoted":false,"session":null}');
  });

  it("names the page's code in a Link header, members' pages only for a request with a session", async () => {
    const linkOf = async (url: string, cookie?: string) =>
      (await ctx.request({ method: 'GET', url, headers: cookie ? { cookie } : {} })).headers.link;
    const session = 'plateau.session_token=abc.def';

    // First, on every page, what index.html loads: its style sheet and scripts, the bundle before the entry.
    expect(await linkOf('/login', session)).toBe(entry);
    expect(await linkOf('/login')).toBe(
      `${entry}, </assets/LoginPage-1.js>; rel=modulepreload, </assets/useMutation-2.js>; rel=modulepreload`,
    );
    expect(await linkOf('/talents')).toBe(`${entry}, </assets/visitor-gates-8.js>; rel=modulepreload`);
    expect(await linkOf('/talents?q=son', session)).toBe(
      `${entry}, </assets/TalentsPage-3.js>; rel=modulepreload`,
    );
    expect(await linkOf('/projets/nouveau', session)).toBe(
      `${entry}, </assets/ProjectCreatePage-4.js>; rel=modulepreload`,
    );
    expect(await linkOf('/projets/42')).toBe(`${entry}, </assets/ProjectPage-5.js>; rel=modulepreload`);
    expect(await linkOf('/messages', session)).toBe(
      `${entry}, </assets/MessagesPage-6.js>; rel=modulepreload`,
    );
    expect(await linkOf('/messages/7', session)).toBe(
      `${entry}, </assets/MessagesPage-6.js>; rel=modulepreload`,
    );
    expect(await linkOf('/nulle/part')).toBe(`${entry}, </assets/NotFoundPage-7.js>; rel=modulepreload`);
  });

  it("answers, inside a member's page, the API reads of its default state and of the bar", async () => {
    const { user, cookie } = await buildSignedInUser(ctx, { fullName: 'Zoé </script><script>x()</script>' });
    const project = await buildProject(ctx.db, { userId: user.id, title: 'Le </script> tournage' });
    const pageOf = (url: string, withCookie = cookie) =>
      ctx.request({ method: 'GET', url, headers: withCookie ? { cookie: withCookie } : {} });
    const readsOf = (body: string) => {
      const text = /<script type="application\/json" id="plateau-reads">(.*?)<\/script>/.exec(body)?.[1];
      return text === undefined ? undefined : JSON.parse(text);
    };
    const answerOf = async (url: string) => (await pageOf(url)).json();
    const bar = {
      '/api/notifications/unread-count': await answerOf('/api/notifications/unread-count'),
      '/api/conversations/unread-count': await answerOf('/api/conversations/unread-count'),
    };

    const talents = await pageOf('/talents');
    expect(readsOf(talents.body)).toEqual({
      '/api/talents': await answerOf('/api/talents'),
      '/api/skills': await answerOf('/api/skills'),
      ...bar,
    });
    // The reads come in the page, so the Link header names only code.
    expect(talents.headers.link).toBe(`${entry}, </assets/TalentsPage-3.js>; rel=modulepreload`);
    // A page with a parameter: its reads with the page's own; a hostile title stays text in the page.
    const projectPage = await pageOf(`/projets/${project.id}`);
    const projectReads = readsOf(projectPage.body);
    expect(Object.keys(projectReads)).toEqual([
      `/api/projects/${project.id}`,
      `/api/projects/${project.id}/members`,
      `/api/influencer/projects/${project.id}`,
      ...Object.keys(bar),
    ]);
    expect(projectReads[`/api/projects/${project.id}`]).toEqual(
      await answerOf(`/api/projects/${project.id}`),
    );
    expect(projectReads[`/api/projects/${project.id}`].project.title).toBe('Le </script> tournage');
    expect(projectPage.body.match(/<\/script>/g)).toHaveLength(3);
    // A read the member may not make (no such project) is left for the page to ask, and gets its 404 there.
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(Object.keys(readsOf((await pageOf(`/projets/${missing}`)).body))).toEqual(Object.keys(bar));
    // A search in the address: the page's reads depend on it, only the bar's are answered.
    expect(readsOf((await pageOf('/talents?q=son')).body)).toEqual(bar);
    // A visitor, or a session that is no longer valid: no member reads at all.
    expect(readsOf((await pageOf('/talents', '')).body)).toBeUndefined();
    expect(readsOf((await pageOf('/projets', 'plateau.session_token=abc.def')).body)).toBeUndefined();
  });

  it("preloads the project page's cover with its code, the drawn one when it has none, for anyone", async () => {
    const owner = await buildUser(ctx.db);
    const drawn = await buildProject(ctx.db, {
      userId: owner.id,
      category: 'Court-métrage',
      coverImage: null,
    });
    const uploaded = await buildProject(ctx.db, {
      userId: owner.id,
      coverImage: '/uploads/project-images/a1/affiche.webp',
    });
    const imagesOf = async (url: string) => {
      const response = await ctx.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      return String(response.headers.link)
        .split(/, (?=<)/)
        .filter((part) => part.includes('as=image'));
    };

    expect(await imagesOf(`/projets/${drawn.id}`)).toEqual([
      // The drawn cover comes in two widths: the browser preloads the one the page's <img> picks.
      '</api/covers/v2/projet-court-metrage.webp>; rel=preload; as=image; imagesrcset="/api/covers/v2/w800/projet-court-metrage.webp 800w, /api/covers/v2/projet-court-metrage.webp 1200w"; imagesizes="(min-width: 640px) 800px, 100vw"; fetchpriority=high',
    ]);
    expect(await imagesOf(`/projets/${uploaded.id}`)).toEqual([
      '</uploads/project-images/a1/affiche.webp>; rel=preload; as=image; fetchpriority=high',
    ]);
    // No project there, or no project id: the page (its 'Projet non trouvé'), no picture.
    expect(await imagesOf('/projets/00000000-0000-4000-8000-000000000000')).toEqual([]);
    expect(await imagesOf('/projets/42')).toEqual([]);
    expect(await imagesOf('/projets/nouveau')).toEqual([]);
  });

  it("preloads the first card's cover of the unfiltered project list for a member", async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    // Newer than every project of the worker's database, whose other files may date theirs months ahead.
    const [latest] = await ctx.db
      .select({ at: sql<string | null>`max(${projects.createdAt})` })
      .from(projects);
    const after = Math.max(Date.now(), latest?.at ? new Date(latest.at).getTime() : 0) + 60_000;
    const newest = await buildProject(ctx.db, {
      userId: user.id,
      coverImage: '/uploads/project-images/b2/derniere.webp',
      createdAt: new Date(after),
    });
    const imagesOf = async (url: string, withCookie?: string) => {
      const response = await ctx.request({
        method: 'GET',
        url,
        headers: withCookie ? { cookie: withCookie } : {},
      });
      return String(response.headers.link)
        .split(/, (?=<)/)
        .filter((part) => part.includes('as=image'));
    };

    expect(newest.coverImage).toBe('/uploads/project-images/b2/derniere.webp');
    expect(await imagesOf('/projets', cookie)).toEqual([
      '</uploads/project-images/b2/derniere.webp>; rel=preload; as=image; fetchpriority=high',
    ]);
    // A visitor gets the members-only gate; a search or a filter changes the first card.
    expect(await imagesOf('/projets')).toEqual([]);
    expect(await imagesOf('/projets?categorie=Film', cookie)).toEqual([]);
  });

  it("writes the route's title and description into the page, the site's description elsewhere", async () => {
    const metaOf = async (url: string) => {
      const body = (await ctx.request({ method: 'GET', url })).body;
      return {
        title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
        description: /<meta name="description" content="([^"]*)"/.exec(body)?.[1],
      };
    };
    const fixtureWithMeta = '<meta name="description" content="défaut" />';
    expect(fixture.indexHtml).toContain(fixtureWithMeta);
    expect(await metaOf('/login')).toEqual({
      title: routeTitles['/login'],
      description: routeDescriptions['/login'],
    });
    expect(await metaOf('/projets/nouveau')).toEqual({
      title: routeTitles['/projets/nouveau'],
      description: siteDescription,
    });
    expect((await metaOf('/projets/42')).title).toBe(routeTitles['/projets/:id']);
    // A malformed address gets the French refusal, never a server error.
    const malformed = await ctx.request({ method: 'GET', url: '/talents/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(messages.api.badUrl);
  });

  it('gives every page Open Graph and Twitter card tags, a project its own title, cover and address', async () => {
    const origin = ctx.app.config.publicUrl;
    const landing = previewOf((await ctx.request({ method: 'GET', url: '/' })).body);
    expect(landing).toMatchObject({
      'og:title': routeTitles['/'],
      'og:description': routeDescriptions['/'],
      'og:image': `${origin}/icon-512.png`,
      'og:url': `${origin}/`,
      'og:locale': 'fr_FR',
      'twitter:card': 'summary',
      canonical: `${origin}/`,
    });
    expect(previewOf((await ctx.request({ method: 'GET', url: '/mentions-legales/' })).body).canonical).toBe(
      `${origin}/mentions-legales`,
    );

    const owner = await buildUser(ctx.db);
    const project = await buildProject(ctx.db, {
      userId: owner.id,
      coverImage: null,
      title: 'Clip <nocturne> & "lune" $& $1',
      description: `Un clip tourné de nuit.\n\n${'Avec une équipe réduite. '.repeat(20)}`,
      category: 'Court-métrage',
    });
    const page = (await ctx.request({ method: 'GET', url: `/projets/${project.id}?onglet=x` })).body;
    const preview = previewOf(page);
    const escapedTitle = 'Clip &lt;nocturne&gt; &amp; &quot;lune&quot; $&amp; $1';
    expect(preview['og:title']).toBe(`${escapedTitle} · Plateau`);
    expect(/<title>([^<]*)<\/title>/.exec(page)?.[1]).toBe(`${escapedTitle} · Plateau`);
    expect(preview['og:description']).toMatch(/^Un clip tourné de nuit\. Avec une équipe réduite\./);
    expect(preview['og:description']?.length).toBeLessThanOrEqual(200);
    expect(preview['og:image']).toBe(`${origin}/api/covers/v2/projet-court-metrage.webp`);
    expect(preview['twitter:card']).toBe('summary_large_image');
    expect(preview.canonical).toBe(`${origin}/projets/${project.id}`);
    // The page that does not exist has no canonical address.
    expect(previewOf((await ctx.request({ method: 'GET', url: '/nimporte' })).body).canonical).toBeNull();
  });

  it('answers HEAD on a page with 200 like GET, for uptime monitors', async () => {
    for (const url of ['/', '/login']) {
      const response = await ctx.request({ method: 'HEAD', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('serves robots.txt as text and /favicon.ico as an image', async () => {
    const robots = await ctx.request({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    for (const area of [
      '/api/',
      '/dashboard',
      '/messages',
      '/notifications',
      '/reseau',
      '/profil',
      '/admin',
    ]) {
      expect(robots.body).toContain(`Disallow: ${area}`);
    }
    expect(robots.body).not.toMatch(/Disallow: \/(magazine|login|register)?\n/);

    const icon = await ctx.request({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\//);
    expect([...icon.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('serves a French web app manifest whose icons exist', async () => {
    const response = await ctx.request({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      lang: 'fr',
      short_name: 'Plateau',
      start_url: '/',
      display: 'standalone',
    });
    const purposes = manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    const icon = await ctx.request({ method: 'GET', url: '/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('answers an unknown page 404 with the page itself (the web app shows its French 404)', async () => {
    for (const url of ['/nimporte', '/projets/42/ailleurs', '/talents/1/2']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await ctx.request({ method, url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain('text/html');
      }
      const body = (await ctx.request({ method: 'GET', url })).body;
      expect(/<title>([^<]*)<\/title>/.exec(body)?.[1]).toBe(routeTitles['*']);
    }
    for (const url of ['/', '/projets/42', '/messages', '/messages/7', '/influencer/candidature/1/2']) {
      expect((await ctx.request({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it('registers pictures, metadata and first reads for pages of the web app only (a route of route-titles.ts)', () => {
    const registered = [
      ...ctx.app.pageImages.keys(),
      ...ctx.app.pageMetas.keys(),
      ...Object.keys(pageFirstReads),
    ];
    expect(registered.length).toBeGreaterThan(3);
    for (const routePath of registered) expect(routeTitles[routePath], routePath).toBeDefined();
  });

  it('keeps the French 404 for unknown API routes and other methods', async () => {
    const api = await ctx.request({ method: 'HEAD', url: '/api/nulle-part' });
    expect(api.statusCode).toBe(404);
    const post = await ctx.request({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: { code: 'not_found', message: messages.api.routeNotFound } });
  });
});

describe('compression of API answers', () => {
  it('compresses a large JSON answer when asked, and leaves it plain otherwise', async () => {
    const plain = await ctx.request({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const compressed = await ctx.request({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const response = await ctx.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('leaves the WebSocket alone when the upgrade request accepts compression', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const socket = new WebSocket(await realtimeUrl(ctx.app), {
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
      origin: ctx.config.publicUrl,
    });
    const pong = new Promise<unknown>((resolve, reject) => {
      socket.once('error', reject);
      socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.type === 'pong') resolve(message);
      });
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'ping' })));
    expect(await pong).toMatchObject({ type: 'pong' });
    socket.close();
  });
});

describe('routeParams', () => {
  it("reads a route path's parameters from an address", () => {
    expect(routeParams('/projets/:id', '/projets/42')).toEqual({ id: '42' });
    expect(routeParams('/messages/:id?', '/messages')).toEqual({});
    expect(routeParams('/messages/:id?', '/messages/7')).toEqual({ id: '7' });
    expect(routeParams('/influencer/candidature/:projectId/:roleId', '/influencer/candidature/p/r')).toEqual({
      projectId: 'p',
      roleId: 'r',
    });
  });
});
