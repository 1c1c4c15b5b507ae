import { commonMessages } from '@plateau/shared/messages/common.fr';
import { Skeleton } from '@/components/ui/Skeleton';

/** The Suspense fallback while a route's code loads. */
export function PageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <p className="sr-only" role="status">
        {commonMessages.pageLoading}
      </p>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="h-4 w-full max-w-xl" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    </div>
  );
}
