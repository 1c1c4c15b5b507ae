import { Skeleton } from '@/components/ui/Skeleton';

/** The edit form while the project loads. */
export function ProjectFormSkeleton() {
  return (
    <div className="space-y-5" aria-hidden="true">
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-36 w-full" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
    </div>
  );
}
