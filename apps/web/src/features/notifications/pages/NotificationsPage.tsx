import { notificationMessages as nm } from '@plateau/shared/messages/notifications.fr';
import { plural } from '@plateau/shared/rules/plural';
import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { useEffect } from 'react';
import { PageTitle } from '@/components/PageTitle';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { useUrlState } from '@/hooks/useUrlState';
import { toast } from '@/lib/toaster';
import { NotificationFilters } from '../components/NotificationFilters';
import { NotificationItem } from '../components/NotificationItem';
import { NotificationListSkeleton } from '../components/NotificationListSkeleton';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../hooks/useNotificationMutations';
import { useNotifications } from '../hooks/useNotifications';
import { useUnreadCount } from '../hooks/useUnreadCount';
import { notificationFiltersUrl } from '../url-state';

function unreadSummary(count: number): string {
  if (count === 0) return nm.unreadSummaryNone;
  return plural(count, { one: nm.unreadSummaryOne, other: nm.unreadSummaryMany });
}

/** /notifications: the member's notifications, filtered and paged; a login prompt for visitors (app/router.tsx). */
export function NotificationsPage() {
  const { state: filters, set: setFilters } = useUrlState(notificationFiltersUrl);
  const notifications = useNotifications(filters);
  const unread = useUnreadCount();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = filters.type !== '' || filters.state !== '';

  useEffect(() => {
    if (notifications.isError) toast.error(nm.loadError, { id: 'notifications-load-error' });
  }, [notifications.isError]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={nm.title} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold text-slate-900 sm:text-4xl">{nm.title}</h1>
          <p className="mt-2 text-slate-600">{nm.subtitle}</p>
          <p className="mt-1 text-sm font-medium text-indigo-800" aria-live="polite">
            {unreadSummary(unread)}
          </p>
        </div>
        <Button
          variant="outline"
          className="self-start sm:self-auto"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          {nm.markAllRead}
        </Button>
      </header>

      <div className="mt-6">
        <NotificationFilters value={filters} onChange={setFilters} />
      </div>

      <section className="mt-6" aria-label={nm.title} aria-busy={notifications.isPending}>
        {notifications.isPending ? (
          <NotificationListSkeleton />
        ) : notifications.isError ? (
          <LoadError message={nm.loadError} onRetry={() => void notifications.refetch()} />
        ) : items.length === 0 ? (
          isFiltered ? (
            <EmptyState icon={BellOff} title={nm.emptyFiltered} hint={nm.emptyFilteredHint}>
              <Button variant="outline" className="mt-3" onClick={() => setFilters({ type: '', state: '' })}>
                {nm.resetFilters}
              </Button>
            </EmptyState>
          ) : (
            <EmptyState icon={Bell} title={nm.empty} hint={nm.emptyHint} />
          )
        ) : (
          <>
            <ul className="space-y-3">
              {items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem
                    notification={notification}
                    onMarkRead={() => markRead.mutate(notification.id)}
                    onDelete={() => remove.mutate(notification.id)}
                    marking={markRead.isPending && markRead.variables === notification.id}
                    deleting={remove.isPending && remove.variables === notification.id}
                  />
                </li>
              ))}
            </ul>
            <LoadMoreButton pages={notifications} label={nm.loadMore} className="mt-6" />
          </>
        )}
      </section>
    </div>
  );
}
