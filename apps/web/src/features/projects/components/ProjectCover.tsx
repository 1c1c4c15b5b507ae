import { projectCoverUrl } from '@plateau/shared/rules/category-cover';
import { cn } from '@/lib/cn';

interface ProjectCoverProps {
  src: string | null;
  /** Without an image, the cover drawn from the category is shown. */
  category?: string | null;
  className?: string;
  /** Above the fold (the project page, the first row of /projets): loaded at once, ahead of other images. */
  eager?: boolean;
}

/** The cover image (16:9, its size reserved), or the cover drawn from the project's category when it has none. */
export function ProjectCover({ src, category, className, eager = false }: ProjectCoverProps) {
  return (
    <img
      src={src ?? projectCoverUrl(category)}
      alt=""
      width={1280}
      height={720}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-video w-full bg-slate-100 object-cover', className)}
    />
  );
}
