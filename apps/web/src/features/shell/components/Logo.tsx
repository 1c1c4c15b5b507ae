import { productName } from '@plateau/shared/messages/common.fr';
import { navMessages } from '@plateau/shared/messages/shell.fr';
import { Clapperboard } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The product's mark, linking to /. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <Link
      to="/"
      aria-label={navMessages.logoLabel}
      className={cn(
        'inline-flex shrink-0 items-center gap-2 rounded-lg font-display text-xl font-semibold tracking-tight',
        tone === 'dark' ? 'text-indigo-950' : 'text-white',
        className,
      )}
    >
      <span
        className={cn(
          'flex size-9 items-center justify-center rounded-lg',
          tone === 'dark'
            ? 'bg-indigo-900 text-violet-200'
            : 'bg-white/10 text-violet-200 ring-1 ring-white/20',
        )}
      >
        <Clapperboard className="size-5" aria-hidden="true" />
      </span>
      <span aria-hidden="true">{productName}</span>
    </Link>
  );
}
