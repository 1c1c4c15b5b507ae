import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The article's picture, or a calm placeholder when it has none (or it fails to load). */
export function ArticleImage({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        className={cn('w-full object-cover', className)}
        onError={() => setFailed(true)}
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
