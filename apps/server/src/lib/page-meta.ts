import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { PageRequest } from './page-images';

/** What a link preview and a search engine read of one page: its own title and description. */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * The title and description of one page of a route (a project's own title), or null for the route's
 * (packages/shared/src/rules/route-titles.ts). Only what anyone may read: the page is public.
 */
export type PageMetaOf = (db: Db, page: PageRequest) => Promise<PageMeta | null>;

/** The addresses of an area's public pages (`/projets/…`), for `/sitemap.xml`. */
export type SitemapPagesOf = (db: Db) => Promise<Array<{ path: string; updatedAt: Date }>>;

declare module 'fastify' {
  interface FastifyInstance {
    pageMetas: Map<string, PageMetaOf>;
    sitemapPages: SitemapPagesOf[];
  }
}

/** Once, on the root instance, before the areas register their pages. */
export function registerPageMetaRegistry(app: FastifyInstance): void {
  app.decorate('pageMetas', new Map());
  app.decorate('sitemapPages', []);
}

/** The title and description of a public web route's pages (`/projets/:id`). */
export function registerPageMeta(app: FastifyInstance, routePath: string, metaOf: PageMetaOf): void {
  app.pageMetas.set(routePath, metaOf);
}

/** An area's public pages, listed in `/sitemap.xml`. */
export function registerSitemapPages(app: FastifyInstance, pagesOf: SitemapPagesOf): void {
  app.sitemapPages.push(pagesOf);
}
