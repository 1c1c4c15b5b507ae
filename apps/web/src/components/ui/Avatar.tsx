import { UserX } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

export type AvatarSize = 'sm' | 'md' | 'lg';

const sizeClasses: Record<AvatarSize, string> = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
};

/** The same sizes in pixels, as the image's width and height (its space is known before it loads). */
const sizePixels: Record<AvatarSize, number> = { sm: 32, md: 40, lg: 56 };

/** Up to two initials of a name, e.g. 'Camille Martin' gives 'CM'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => word.charAt(0).toLocaleUpperCase('fr-FR'));
  return letters.join('') || '?';
}

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: AvatarSize;
  className?: string;
  /** Hides the avatar from assistive technologies when the name is already written beside it. */
  decorative?: boolean;
  /** A deleted account: a neutral figure, not the initials of 'Utilisateur supprimé'. */
  deleted?: boolean;
}

export function Avatar({
  name,
  src,
  size = 'md',
  className,
  decorative = false,
  deleted = false,
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = cn('inline-flex shrink-0 overflow-hidden rounded-full', sizeClasses[size], className);
  if (deleted) {
    return (
      <span
        className={cn(classes, 'items-center justify-center bg-slate-200 text-slate-500')}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        data-avatar="deleted"
      >
        <UserX className="size-1/2" aria-hidden="true" />
      </span>
    );
  }
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={decorative ? '' : name}
        width={sizePixels[size]}
        height={sizePixels[size]}
        // A small picture beside a name: on a slow phone it comes after the page's code, data and main
        // picture (Chromium would otherwise raise the ones on screen to high priority, a dozen requests).
        fetchPriority="low"
        decoding="async"
        className={cn(classes, 'object-cover')}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  const initialsClasses = cn(
    classes,
    'items-center justify-center bg-violet-200 font-semibold text-violet-900',
  );
  if (decorative) {
    return (
      <span className={initialsClasses} aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <span className={initialsClasses} role="img" aria-label={name}>
      {initialsOf(name)}
    </span>
  );
}
