import { projectCoverSources } from '@plateau/shared/rules/category-cover';
import { LaterImage } from '@/components/ui/LaterImage';
import { cn } from '@/lib/cn';

interface ProjectCoverProps {
  src: string | null;
  /** Without an image, the cover drawn from the category is shown. */
  category?: string | null;
  className?: string;
  /**
   * When the image loads: `lazy` near the viewport once the page has painted (default); `first` at once and
   * ahead of other images (the page's main picture: the project page's, the first card's).
   */
  load?: CoverLoad;
}

export type CoverLoad = 'lazy' | 'first';

/**
 * The cover image (16:9, its size reserved), or the cover drawn from the project's category when it has
 * none, at the width the screen needs (a phone gets the drawing's lighter 800 px copy).
 */
export function ProjectCover({ src, category, className, load = 'lazy' }: ProjectCoverProps) {
  const sources = projectCoverSources(src, category);
  const image = {
    src: sources.src,
    srcSet: sources.srcSet ?? undefined,
    sizes: sources.sizes ?? undefined,
    alt: '',
    width: 1280,
    height: 720,
    decoding: 'async',
    className: cn('aspect-video w-full bg-slate-100 object-cover', className),
  } as const;
  return load === 'first' ? (
    <img {...image} alt="" loading="eager" fetchPriority="high" />
  ) : (
    <LaterImage {...image} />
  );
}
