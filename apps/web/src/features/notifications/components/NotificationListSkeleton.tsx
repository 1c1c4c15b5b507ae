import { Skeleton } from '@/components/ui/Skeleton';

/** Placeholders while notifications load. */
export function NotificationListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <ul className="space-y-3" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
        <li key={index} className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-32" />
          </div>
        </li>
      ))}
    </ul>
  );
}
