import { categoryCoverUrl } from '@plateau/shared/rules/category-cover';
import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * The article's picture; without one (or when it fails to load), the cover the server draws from its
 * category; a calm placeholder only if that fails too.
 */
export function ArticleImage({
  src,
  category,
  className,
}: {
  src: string | null;
  category: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState<string[]>([]);
  const shown = [src, categoryCoverUrl(category)].find((url) => url && !failed.includes(url));
  if (shown) {
    return (
      <img
        src={shown}
        alt=""
        loading="lazy"
        className={cn('w-full object-cover', className)}
        onError={() => setFailed((list) => [...list, shown])}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex w-full items-center justify-center bg-gradient-to-br from-indigo-900 via-indigo-800 to-violet-700 text-violet-200',
        className,
      )}
    >
      <Newspaper className="size-10 opacity-80" />
    </div>
  );
}
