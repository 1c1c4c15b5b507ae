import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

/** helmet's options for Plateau: the CSP of the web app, framing refused in both headers, HSTS over https only. */
function helmetOptions(publicUrl: string): Parameters<typeof helmet>[0] {
  const https = publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The same rule as frame-ancestors 'none' for browsers that only read X-Frame-Options.
    xFrameOptions: { action: 'deny' },
    // HSTS only means something over https; sent over http it would only confuse.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** The headers helmet sets with these options, computed once: they depend on the configuration only. */
export function securityHeadersOf(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(helmetOptions(publicUrl))({} as IncomingMessage, response, () => {});
  return headers;
}

/**
 * The headers that only a document (a page, an API answer a browser could open) reads: the policy of what it
 * may load and who may frame it. A hashed script or stylesheet of the web build is never a document, so it
 * goes without them: about 540 bytes less on each of the files a page loads, on a phone's slow link.
 */
const documentOnly = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** Where the web build's hashed scripts and stylesheets are served (apps/web/dist/assets). */
const assetsPrefix = '/assets/';

/**
 * Every answer carries the security headers (a route may override one, as uploads do with their own CSP);
 * the build's hashed assets carry those that apply to a script or a stylesheet (nosniff, CORP, referrer).
 * helmet decides the headers; they are computed at start-up rather than by @fastify/helmet on each request,
 * which rebuilt helmet's middleware and parsed the CSP every time (a few percent of a cheap request).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): void {
  const headers = securityHeadersOf(config.publicUrl);
  const assetHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !documentOnly.has(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(assetsPrefix) ? assetHeaders : headers);
    done();
  });
}
