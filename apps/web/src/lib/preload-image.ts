import type { ImageSources } from '@plateau/shared/rules/category-cover';

/**
 * Starts downloading a page's main picture now, ahead of the other images, before the page renders it: the
 * `<img>` rendered later with the same sources (address, widths and sizes) uses that download. For a picture
 * known from data read before the first render (lib/first-reads.ts), such as the first card's cover.
 */
export function preloadImage({ src, srcSet, sizes }: ImageSources): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet) link.imageSrcset = srcSet;
  if (sizes) link.imageSizes = sizes;
  link.fetchPriority = 'high';
  document.head.append(link);
}
