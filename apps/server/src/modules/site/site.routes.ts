import { endpoints } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { escapeMarkup } from '../../lib/escape-markup';
import { route } from '../../lib/route-kit';

/** The public pages every installation has, in /sitemap.xml before the areas' own (lib/page-meta.ts). */
const staticPublicPages = [
  '/',
  '/influencer',
  '/a-propos',
  '/mentions-legales',
  '/confidentialite',
  '/conditions',
];

/** One `<url>` of the sitemap. */
const sitemapEntry = (location: string, updatedAt?: Date) =>
  `<url><loc>${escapeMarkup(location)}</loc>${updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : ''}</url>`;

/**
 * GET /sitemap.xml: the public pages for search engines (landing, influencer landing, legal pages) and those
 * the areas register (public project pages), with PUBLIC_URL as their origin.
 */
export async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const origin = app.config.publicUrl;
    const areaPages = (await Promise.all(app.sitemapPages.map((pagesOf) => pagesOf(app.db)))).flat();
    const entries = [
      ...staticPublicPages.map((path) => sitemapEntry(`${origin}${path}`)),
      ...areaPages.map((page) => sitemapEntry(`${origin}${page.path}`, page.updatedAt)),
    ];
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`,
      );
  });
}

/** GET /api/site/legal: the publisher's details of the legal pages, from the configuration (public). */
export async function siteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  route(app, endpoints.site.legal, {
    tags: ['Système'],
    summary: 'Informations légales de l’éditeur et de l’hébergeur',
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.config.legal;
    },
  });
}
