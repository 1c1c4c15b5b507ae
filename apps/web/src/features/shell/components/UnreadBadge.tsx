import { cn } from '@/lib/cn';

const placements = {
  // On an icon button's corner (the desktop bar).
  corner:
    'absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full px-1 text-[0.65rem] leading-none font-bold ring-2 ring-white',
  // At the end of a menu entry (the mobile menu).
  inline: 'ml-auto rounded-full px-2 py-0.5 text-xs font-semibold',
};

/**
 * The visible count of a navigation entry ('9+' above 9). Hidden from screen readers: the entry's
 * text says the count in words.
 */
export function UnreadBadge({ count, placement }: { count: string; placement: keyof typeof placements }) {
  return (
    <span aria-hidden="true" className={cn('bg-red-600 text-white', placements[placement])}>
      {count}
    </span>
  );
}
