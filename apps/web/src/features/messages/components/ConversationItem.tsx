import { countTexts } from '@plateau/shared/messages/counts.fr';
import { messagingMessages as mm } from '@plateau/shared/messages/messaging.fr';
import { plural } from '@plateau/shared/rules/plural';
import type { ConversationSummary, ConversationUser } from '@plateau/shared/schemas/messaging';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { cn } from '@/lib/cn';
import { formatRelative } from '@/lib/format';

interface ConversationItemProps {
  user: ConversationUser;
  selected: boolean;
  /** Null for a conversation opened without messages yet ('Nouvelle conversation'). */
  summary: ConversationSummary | null;
  /** The list's tab kept in the link ('?boite=demandes'). */
  search?: string;
}

/** One entry of the list: the other member, the last message, its relative time and the unread mark. */
export function ConversationItem({ user, selected, summary, search = '' }: ConversationItemProps) {
  const last = summary?.lastMessage;
  const unread = summary?.unreadCount ?? 0;
  return (
    <Link
      to={`/messages/${user.id}${search}`}
      aria-current={selected ? 'page' : undefined}
      className={cn(
        'flex items-start gap-3 rounded-xl px-3 py-3 text-left transition-colors',
        selected ? 'bg-violet-50 ring-1 ring-violet-200' : 'hover:bg-slate-50',
      )}
    >
      <Avatar name={user.fullName} src={user.avatarUrl} size="md" decorative deleted={user.deleted} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-slate-900', unread > 0 ? 'font-bold' : 'font-semibold')}>
            {user.fullName}
          </span>
          {last ? (
            <time dateTime={last.timestamp} className="shrink-0 text-xs text-slate-600">
              {formatRelative(last.timestamp)}
            </time>
          ) : null}
        </span>
        {user.profession ? (
          <span className="block truncate text-xs text-slate-600">{user.profession}</span>
        ) : null}
        <span className="mt-0.5 flex items-center gap-2">
          <span
            className={cn(
              'min-w-0 flex-1 truncate text-sm',
              unread > 0 ? 'font-semibold text-slate-900' : 'text-slate-600',
              !last && 'text-violet-700 italic',
            )}
          >
            {last ? `${last.fromMe ? mm.you : ''}${last.content}` : mm.newConversation}
          </span>
          {unread > 0 ? (
            <span
              className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-violet-700 px-1.5 text-xs font-bold text-white"
              title={plural(unread, countTexts.conversationUnread)}
            >
              <span aria-hidden="true">{unread > 9 ? '9+' : unread}</span>
              <span className="sr-only">{plural(unread, countTexts.conversationUnread)}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
