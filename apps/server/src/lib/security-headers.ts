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
 * The policy of an API answer (JSON, a file, an error): nothing may load from it and nobody may frame it, as the
 * OWASP REST Security Cheat Sheet asks. The web app's policy (what a page may load) means nothing for JSON, nor do
 * the other headers only a document reads; a route serving a document of its own sets its own policy.
 */
const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * Every answer carries the security headers (a route may override one, as uploads do with their own CSP): a page
 * all of them; an API answer nosniff, the framing rule in both headers, the referrer and resource policies, HSTS
 * over https and its own strict CSP (about 400 bytes less on each of the requests a page makes); the build's
 * hashed assets those that apply to a script or a stylesheet (nosniff, CORP, referrer).
 * helmet decides the headers; they are computed at start-up rather than by @fastify/helmet on each request,
 * which rebuilt helmet's middleware and parsed the CSP every time (a few percent of a cheap request).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): void {
  const headers = securityHeadersOf(config.publicUrl);
  const assetHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !documentOnly.has(name)),
  );
  const apiHeaders = {
    ...assetHeaders,
    'content-security-policy': apiContentSecurityPolicy,
    'x-frame-options': headers['x-frame-options'] ?? 'DENY',
  };
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(
      url.startsWith('/api/') ? apiHeaders : url.startsWith(assetsPrefix) ? assetHeaders : headers,
    );
    done();
  });
}
