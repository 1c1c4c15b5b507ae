import type { ImageSources } from '@plateau/shared/rules/category-cover';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';

/** Who asks for a page, and its address: the parameters of its route and its query string. */
export interface PageRequest {
  params: Record<string, string>;
  search: URLSearchParams;
  /** A signed-in member (else a visitor, or a session no longer valid). */
  member: boolean;
}

/**
 * The picture a web page shows largest (its largest paint on a phone) to whoever asks, or null. The page's
 * answer preloads it (web/serve-web-app.ts): it then loads beside the page's code, not once the page has
 * rendered. Each area registers its own pages' from its plugin; the picture must be one the asker may see
 * (the page's own read shows it to them), with the widths and `sizes` its `<img>` has (the browser then
 * preloads the very width the `<img>` picks).
 */
export type PageImageOf = (db: Db, page: PageRequest) => Promise<ImageSources | null>;

declare module 'fastify' {
  interface FastifyInstance {
    pageImages: Map<string, PageImageOf>;
  }
}

/** Once, on the root instance, before the areas register their pages' pictures. */
export function registerPageImagesRegistry(app: FastifyInstance): void {
  app.decorate('pageImages', new Map());
}

/** The picture of a web route (`/projets/:id`, as in packages/shared/src/rules/route-titles.ts). */
export function registerPageImage(app: FastifyInstance, routePath: string, imageOf: PageImageOf): void {
  app.pageImages.set(routePath, imageOf);
}
