import { magazineCategories, storedProjectCategories } from '../enums';

/** Part of the drawn covers' address: a new drawing gets a new address (they are cached as immutable). */
const categoryCoverPath = '/api/covers/v2/';

/** A category as an address segment: 'Portraits d'Artistes' -> 'portraits-d-artistes'. */
export function categorySlug(category: string): string {
  return category
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The magazine category of a slug, or null. */
export function categoryOfSlug(slug: string): string | null {
  return magazineCategories.find((category) => categorySlug(category) === slug) ?? null;
}

/** The server-drawn cover of an article without an image: its category's (the first news category otherwise). */
export function categoryCoverUrl(category: string | null | undefined): string {
  const known = category && categoryOfSlug(categorySlug(category)) ? category : magazineCategories[0];
  return `${categoryCoverPath}${categorySlug(known)}.webp`;
}

/** Drawn covers of projects are named `projet-<category>.webp`, beside the magazine's. */
const projectCoverPrefix = 'projet-';

/** The project category of a cover file's slug ('projet-court-metrage' → 'Court-métrage'), or null. */
export function projectCategoryOfSlug(slug: string): string | null {
  if (!slug.startsWith(projectCoverPrefix)) return null;
  const rest = slug.slice(projectCoverPrefix.length);
  return storedProjectCategories.find((category) => categorySlug(category) === rest) ?? null;
}

/** The server-drawn cover of a project without an image: its category's ('Autre' for an unknown one). */
export function projectCoverUrl(category: string | null | undefined): string {
  const known = storedProjectCategories.find((c) => c === category) ?? 'Autre';
  return `${categoryCoverPath}${projectCoverPrefix}${categorySlug(known)}.webp`;
}

/** The narrower width drawn covers are also served at: a phone's screen is about 720 device pixels across. */
export const drawnCoverPhoneWidth = 800;

/** A drawn cover's address at the phone's width ('/api/covers/v2/x.webp' → '/api/covers/v2/w800/x.webp'). */
export function drawnCoverAtPhoneWidth(url: string): string {
  return url.replace(categoryCoverPath, `${categoryCoverPath}w${drawnCoverPhoneWidth}/`);
}

/** How wide a project's cover shows: the screen's width on a phone, at most 800 px from a tablet up. */
export const projectCoverSizes = '(min-width: 640px) 800px, 100vw';

/** An image's address, with the widths it comes in (`srcset`) and how wide it shows (`sizes`) when it has several. */
export interface ImageSources {
  src: string;
  srcSet: string | null;
  sizes: string | null;
}

/**
 * The cover a project shows: its image, or the cover drawn from its category, which comes at a phone's
 * width too (1200 px wide, the drawing; 800 px, about a third lighter).
 */
export function projectCoverSources(
  coverImage: string | null,
  category: string | null | undefined,
): ImageSources {
  if (coverImage) return { src: coverImage, srcSet: null, sizes: null };
  const url = projectCoverUrl(category);
  return {
    src: url,
    srcSet: `${drawnCoverAtPhoneWidth(url)} ${drawnCoverPhoneWidth}w, ${url} 1200w`,
    sizes: projectCoverSizes,
  };
}
