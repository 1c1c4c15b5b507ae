import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { messages } from '@plateau/shared';
import type { ImageSources } from '@plateau/shared/rules/category-cover';
import { pageReadsElementId, pageSessionElementId, withPageData } from '@plateau/shared/rules/page-data';
import { pageTitleOf } from '@plateau/shared/rules/page-title';
import { descriptionOfRoute } from '@plateau/shared/rules/route-descriptions';
import { routeTitles } from '@plateau/shared/rules/route-titles';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cookiePrefix } from '../auth/auth';
import { anonymousMe, currentMe } from '../auth/me';
import { errorBody } from '../lib/errors';
import { escapeMarkup } from '../lib/escape-markup';
import type { PageMeta } from '../lib/page-meta';
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
    const [image, ownMeta, reads] = await Promise.all([
      pageImageOf(app, request.url, member),
      pageMetaOf(app, request.url, member),
      member ? pageReads(app, request.headers.cookie, pageReadsOf(request.url)) : null,
    ]);
    const link = [preloadOf(request.url, { hasSessionCookie }), image && imagePreload(image)]
      .filter(Boolean)
      .join(', ');
    if (link) reply.header('link', link);
    const known = isKnownPage(url);
    const meta = pageMeta(url, { known, own: ownMeta, image, publicUrl: app.config.publicUrl });
    const withSession = withPageData(withPageMeta(indexHtml, meta), pageSessionElementId, me);
    // An address no page answers gets the French 404 page with the status a search engine reads.
    if (!known) reply.status(404);
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

/** The route registered in `registry` (page images, page metadata) that answers an address, with its params. */
function registeredRoute<T>(registry: Map<string, T>, url: string) {
  const [rawPath = '/', query = ''] = url.split('?');
  const pathname = decodedPath(rawPath);
  const routePath = matchRoute(
    [...registry.keys()].map((path) => ({ path })),
    pathname,
  )?.path;
  const entry = routePath === undefined ? undefined : registry.get(routePath);
  if (routePath === undefined || entry === undefined) return null;
  return { entry, pathname, params: routeParams(routePath, pathname), search: new URLSearchParams(query) };
}

/**
 * The page's largest picture, as its area registered it (lib/page-images.ts), or null: none registered, none
 * for this address, unreadable, or an address a header cannot carry as it is (a stored or drawn cover's
 * always can).
 */
async function pageImageOf(app: FastifyInstance, url: string, member: boolean): Promise<ImageSources | null> {
  const route = registeredRoute(app.pageImages, url);
  if (!route) return null;
  try {
    const image = await route.entry(app.db, { params: route.params, search: route.search, member });
    const safe =
      image !== null &&
      /^[\w\-./:%~]+$/.test(image.src) &&
      /^[\w\-./:%~ ,]*$/.test(image.srcSet ?? '') &&
      /^[\w\s(),:.-]*$/.test(image.sizes ?? '');
    return safe ? image : null;
  } catch (error) {
    app.log.warn({ err: error, pathname: route.pathname }, 'page image not read');
    return null;
  }
}

/** The `Link` preload of the page's largest picture, with the widths its `<img>` picks from. */
function imagePreload(image: ImageSources): string {
  const widths = image.srcSet ? `; imagesrcset="${image.srcSet}"; imagesizes="${image.sizes ?? ''}"` : '';
  return `<${image.src}>; rel=preload; as=image${widths}; fetchpriority=high`;
}

/** The page's own title and description (lib/page-meta.ts: a project's), or null for its route's. */
async function pageMetaOf(app: FastifyInstance, url: string, member: boolean): Promise<PageMeta | null> {
  const route = registeredRoute(app.pageMetas, url);
  if (!route) return null;
  try {
    return await route.entry(app.db, { params: route.params, search: route.search, member });
  } catch (error) {
    app.log.warn({ err: error, pathname: route.pathname }, 'page metadata not read');
    return null;
  }
}

const routes = Object.keys(routeTitles).map((routePath) => ({ path: routePath }));

/** True when one of the web app's routes (route-titles.ts lists them all) answers this address, '*' aside. */
function isKnownPage(pathname: string): boolean {
  const routePath = matchRoute(routes, decodedPath(pathname))?.path;
  return routePath !== undefined && routePath !== '*';
}

/** What the page's head says of it: tab title, description, and for a page that exists its address and picture. */
interface HeadMeta {
  title: string | undefined;
  description: string;
  canonical: string | null;
  image: string;
  largeImage: boolean;
}

/** A project's description as a preview shows it: one paragraph, 200 characters at most. */
const previewText = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 199).trimEnd()}…` : flat;
};

/**
 * The head of one page: the route's tab title and description (route-titles.ts, route-descriptions.ts), or
 * the page's own (a project's), its canonical address and its picture (the page's largest, else the icon).
 */
function pageMeta(
  pathname: string,
  facts: { known: boolean; own: PageMeta | null; image: ImageSources | null; publicUrl: string },
): HeadMeta {
  const routePath = matchRoute(routes, decodedPath(pathname))?.path;
  const { own, image, publicUrl } = facts;
  return {
    title: own ? pageTitleOf(own.title) : routePath === undefined ? undefined : routeTitles[routePath],
    description: own ? previewText(own.description) : descriptionOfRoute(routePath),
    canonical: facts.known ? `${publicUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}` : null,
    image: `${publicUrl}${image?.src ?? '/icon-512.png'}`,
    largeImage: image !== null,
  };
}

/**
 * The page with its tab title and description, right from the first paint and for a search engine that runs
 * no script, and the Open Graph and Twitter card tags a link preview reads, with the canonical address.
 */
function withPageMeta(html: string, meta: HeadMeta): string {
  const withTitle = meta.title
    ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(meta.title ?? '')}</title>`)
    : html;
  const title = escapeMarkup(meta.title ?? 'Plateau');
  const description = escapeMarkup(meta.description);
  const image = escapeMarkup(meta.image);
  const canonical = meta.canonical ? escapeMarkup(meta.canonical) : null;
  const tags = [
    `<meta name="description" content="${description}" />`,
    canonical ? `<link rel="canonical" href="${canonical}" />` : '',
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Plateau" />',
    '<meta property="og:locale" content="fr_FR" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    canonical ? `<meta property="og:url" content="${canonical}" />` : '',
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:card" content="${meta.largeImage ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join('');
  return withTitle.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => tags);
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
