import { Clapperboard } from 'lucide-react';
import { cn } from '@/lib/cn';

interface ProjectCoverProps {
  src: string | null;
  className?: string;
  /** Above the fold on the project page: loaded at once. */
  eager?: boolean;
}

/** The cover image (16:9, its size reserved), or a plain panel when the project has none. */
export function ProjectCover({ src, className, eager = false }: ProjectCoverProps) {
  if (!src) {
    return (
      <div
        className={cn(
          'flex aspect-video w-full items-center justify-center bg-gradient-to-br from-indigo-100 to-violet-100',
          className,
        )}
      >
        <Clapperboard className="size-10 text-indigo-400" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={1280}
      height={720}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('aspect-video w-full bg-slate-100 object-cover', className)}
    />
  );
}
