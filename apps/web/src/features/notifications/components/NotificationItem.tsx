import type { NotificationType } from '@plateau/shared/enums';
import { fill } from '@plateau/shared/messages/fill';
import { notificationMessages as nm } from '@plateau/shared/messages/notifications.fr';
import { notificationTarget } from '@plateau/shared/rules/notification-target';
import type { Notification } from '@plateau/shared/schemas/notifications';
import {
  Check,
  FolderKanban,
  ListChecks,
  type LucideIcon,
  MessageSquare,
  Newspaper,
  ShieldAlert,
  Trash2,
  UserPlus,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';
import { formatDateTime, formatRelative } from '@/lib/format';

const typeIcons: Record<NotificationType, LucideIcon> = {
  message: MessageSquare,
  connection: UserPlus,
  project: FolderKanban,
  task: ListChecks,
  moderation: ShieldAlert,
  comment: Newspaper,
};

interface NotificationItemProps {
  notification: Notification;
  /** Marks it read (click on the item or 'Marquer comme lu'). */
  onMarkRead: () => void;
  onDelete: () => void;
  marking: boolean;
  deleting: boolean;
}

/** One notification: a link to its target (marking it read), 'Marquer comme lu' and delete. */
export function NotificationItem({
  notification,
  onMarkRead,
  onDelete,
  marking,
  deleting,
}: NotificationItemProps) {
  const Icon = typeIcons[notification.type];
  const unread = !notification.read;
  return (
    <article
      className={cn(
        'flex flex-col gap-3 rounded-2xl border p-4 transition-colors sm:flex-row sm:items-center',
        unread ? 'border-indigo-200 bg-indigo-50/70' : 'border-slate-200 bg-white',
      )}
      aria-label={unread ? `${nm.unreadDot} : ${notification.content}` : notification.content}
      data-notification-id={notification.id}
    >
      <Link
        to={notificationTarget(
          notification.type,
          notification.relatedId,
          notification.taskId,
          notification.kind,
        )}
        onClick={() => {
          if (unread) onMarkRead();
        }}
        className="group flex min-w-0 flex-1 items-start gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
      >
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full',
            unread ? 'bg-indigo-700 text-white' : 'bg-slate-100 text-slate-600',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span
            className={cn(
              'block break-words group-hover:underline',
              unread ? 'font-semibold text-slate-900' : 'text-slate-700',
            )}
          >
            {notification.content}
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            <span>{nm.typeNames[notification.type]}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
              {formatRelative(notification.createdAt)}
            </time>
          </span>
        </span>
        {unread ? (
          <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-indigo-600" data-testid="unread-dot">
            <span className="sr-only">{nm.unreadDot}</span>
          </span>
        ) : null}
      </Link>
      <div className="-my-1 flex shrink-0 items-center justify-end gap-1 whitespace-nowrap pl-13 sm:my-0 sm:pl-0">
        {unread ? (
          <Button
            variant="ghost"
            size="sm"
            loading={marking}
            onClick={onMarkRead}
            aria-label={fill(nm.markReadLabel, { content: notification.content })}
          >
            <Check className="size-4" aria-hidden="true" />
            {nm.markRead}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          loading={deleting}
          onClick={onDelete}
          aria-label={fill(nm.deleteLabel, { content: notification.content })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          <span className="sm:sr-only">{nm.delete}</span>
        </Button>
      </div>
    </article>
  );
}
