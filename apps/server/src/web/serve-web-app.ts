import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { messages } from '@plateau/shared';
import { pageReadsElementId, pageSessionElementId, withPageData } from '@plateau/shared/rules/page-data';
import { descriptionOfRoute } from '@plateau/shared/rules/route-descriptions';
import { routeTitles } from '@plateau/shared/rules/route-titles';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cookiePrefix } from '../auth/auth';
import { anonymousMe, currentMe } from '../auth/me';
import { errorBody } from '../lib/errors';
import { decodedPath, matchRoute, pageReadsOf, routeParams, routePreloader } from './route-preload';

/** Hashed build assets never change under their name. */
const immutable = 'public, max-age=31536000, immutable';
/** Files of apps/web/public (icons, manifest, robots.txt) keep their name across releases. */
const unhashed = 'public, max-age=86400';
const notBuilt = "L'application web n'est pas construite : lancez `npm run build` puis redémarrez.";
const missingAsset =
  "Ce fichier n'existe pas (l'application a peut-être été mise à jour : rechargez la page).";

function cacheControl(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return immutable;
  if (path.basename(filePath).startsWith('index.html')) return 'no-cache';
  return unhashed;
}

/**
 * Serves the built SPA on the API's port: every file of `webDist` with its brotli or gzip copy made at build
 * time (chosen by Accept-Encoding, `Vary: Accept-Encoding`), long-lived caching of hashed assets, and
 * index.html for every client route, to GET and HEAD alike (404 for an address no route answers, which the web
 * app shows as its French 404 page), with a `Link` header preloading that route's code
 * (route-preload.ts), the session written into it (`GET /api/me`'s answer, auth/me.ts) and, for a member, the
 * answers of the page's first API reads (`pageReads`): the first screen knows who is there and shows its
 * content without a round trip. That page differs per member, so it is `private, no-cache`.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const preloadOf = routePreloader(webDist);
  const indexHtml = hasWeb ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header('cache-control', cacheControl(filePath));
        // A hashed asset never changes, so it is never revalidated: no validators nor ranges to announce.
        if (cacheControl(filePath) === immutable) {
          for (const name of ['etag', 'last-modified', 'accept-ranges']) res.removeHeader(name);
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (url.startsWith('/api/') || url === '/api' || !isPage) {
      return reply.status(404).send(errorBody('not_found', messages.api.routeNotFound));
    }
    if (!hasWeb) return sendText(reply, 503, notBuilt);
    // A build file that is not there (an old chunk after a release) must not be answered with the page.
    if (url.startsWith('/assets/')) return sendText(reply, 404, missingAsset);
    const cookies = request.cookies ?? {};
    const hasSessionCookie = Boolean(
      cookies[`${cookiePrefix}.session_token`] ?? cookies[`__Secure-${cookiePrefix}.session_token`],
    );
    const me = hasSessionCookie ? await currentMe(app, request) : anonymousMe;
    const member = me.user !== null;
    const [image, reads] = await Promise.all([
      pageImageOf(app, request.url, member),
      member ? pageReads(app, request.headers.cookie, pageReadsOf(request.url)) : null,
    ]);
    const link = [preloadOf(request.url, { hasSessionCookie }), image].filter(Boolean).join(', ');
    if (link) reply.header('link', link);
    const withSession = withPageData(withPageMeta(indexHtml, url), pageSessionElementId, me);
    // An address no page answers gets the French 404 page with the status a search engine reads.
    if (!isKnownPage(url)) reply.status(404);
    const page = Buffer.from(reads ? withPageData(withSession, pageReadsElementId, reads) : withSession);
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Accept-Encoding, Cookie');
    if (encoding === 'br') {
      const quality = { [constants.BROTLI_PARAM_QUALITY]: 5 };
      return reply.header('content-encoding', 'br').send(brotliCompressSync(page, { params: quality }));
    }
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(page));
    return reply.send(page);
  });
}

/**
 * The answers of a member's first API reads (route-preload.ts, `pageReadsOf`), by address, to write into
 * the page: asked of the API itself with the page request's cookie, so each is exactly what the page would
 * get (access checks and presenters included). A read that fails is left out: the page asks for it.
 */
async function pageReads(
  app: FastifyInstance,
  cookie: string | undefined,
  urls: string[],
): Promise<Record<string, unknown>> {
  const answers = await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
        });
        return response.statusCode === 200 ? [[url, response.json()] as const] : [];
      } catch (error) {
        app.log.warn({ err: error, url }, 'page read not answered');
        return [];
      }
    }),
  );
  return Object.fromEntries(answers.flat());
}

/**
 * The `Link` preload of the page's largest picture, as its area registered it (lib/page-images.ts), or
 * null: none registered, none for this address, or unreadable (the page then loads it as it renders).
 */
async function pageImageOf(app: FastifyInstance, url: string, member: boolean): Promise<string | null> {
  const [rawPath = '/', query = ''] = url.split('?');
  const pathname = decodedPath(rawPath);
  const routePath = matchRoute(
    [...app.pageImages.keys()].map((path) => ({ path })),
    pathname,
  )?.path;
  const imageOf = routePath === undefined ? undefined : app.pageImages.get(routePath);
  if (!routePath || !imageOf) return null;
  try {
    const params = routeParams(routePath, pathname);
    const image = await imageOf(app.db, { params, search: new URLSearchParams(query), member });
    // Addresses, widths and sizes the header can carry as they are (a stored or drawn cover's always can).
    const safe =
      image !== null &&
      /^[\w\-./:%~]+$/.test(image.src) &&
      /^[\w\-./:%~ ,]*$/.test(image.srcSet ?? '') &&
      /^[\w\s(),:.-]*$/.test(image.sizes ?? '');
    if (!safe) return null;
    const widths = image.srcSet ? `; imagesrcset="${image.srcSet}"; imagesizes="${image.sizes ?? ''}"` : '';
    return `<${image.src}>; rel=preload; as=image${widths}; fetchpriority=high`;
  } catch (error) {
    app.log.warn({ err: error, pathname }, 'page image not read');
    return null;
  }
}

const routes = Object.keys(routeTitles).map((routePath) => ({ path: routePath }));

/** True when one of the web app's routes (route-titles.ts lists them all) answers this address, '*' aside. */
function isKnownPage(pathname: string): boolean {
  const routePath = matchRoute(routes, decodedPath(pathname))?.path;
  return routePath !== undefined && routePath !== '*';
}
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page with the route's tab title and description (packages/shared/src/rules/route-titles.ts and
 * route-descriptions.ts): right from the first paint, and for a search engine that runs no script.
 */
function withPageMeta(html: string, pathname: string): string {
  const routePath = matchRoute(routes, decodedPath(pathname))?.path;
  const title = routePath === undefined ? undefined : routeTitles[routePath];
  const withTitle = title
    ? html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    : html;
  return withTitle.replace(
    /<meta name="description" content="[^"]*"/,
    `<meta name="description" content="${escapeHtml(descriptionOfRoute(routePath))}"`,
  );
}

/** The page's encoding by the request's Accept-Encoding (one made per request: the page holds the session). */
function pageEncoding(accepted: string | undefined): 'br' | 'gzip' | null {
  const offered = (accepted ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

function sendText(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.status(status).type('text/plain; charset=utf-8').send(text);
}
