import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@plateau/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cookiePrefix } from '../auth/auth';
import { errorBody } from '../lib/errors';
import { routePreloader } from './route-preload';

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
 * index.html (`no-cache`) for every client route, to GET and HEAD alike, with a `Link` header preloading
 * that route's code (route-preload.ts).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const preloadOf = routePreloader(webDist);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header('cache-control', cacheControl(filePath));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (url.startsWith('/api/') || url === '/api' || !isPage) {
      return reply.status(404).send(errorBody('not_found', messages.api.routeNotFound));
    }
    if (!hasWeb) return sendText(reply, 503, notBuilt);
    // A build file that is not there (an old chunk after a release) must not be answered with the page.
    if (url.startsWith('/assets/')) return sendText(reply, 404, missingAsset);
    const cookies = request.cookies ?? {};
    const signedIn = Boolean(
      cookies[`${cookiePrefix}.session_token`] ?? cookies[`__Secure-${cookiePrefix}.session_token`],
    );
    const link = preloadOf(url, signedIn);
    if (link) reply.header('link', link);
    return reply.sendFile('index.html');
  });
}

function sendText(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.status(status).type('text/plain; charset=utf-8').send(text);
}
