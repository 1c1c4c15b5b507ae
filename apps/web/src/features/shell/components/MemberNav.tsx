import { countTexts } from '@plateau/shared/messages/counts.fr';
import { navMessages } from '@plateau/shared/messages/shell.fr';
import { badgeCount } from '@plateau/shared/rules/badge-count';
import { plural } from '@plateau/shared/rules/plural';
import type { CurrentUser } from '@plateau/shared/schemas/auth';
import { Bell, MessageSquare, Users } from 'lucide-react';
import { NavLink } from 'react-router';
import { useUnreadConversations } from '@/features/messages';
import { useUnreadCount } from '@/features/notifications';
import { iconButtonClass } from './icon-button';
import { ProfileMenu } from './ProfileMenu';
import { SearchPopover } from './SearchPopover';
import { UnreadBadge } from './UnreadBadge';

const m = navMessages;

/** The signed-in part of the bar: search, network, notifications (badge), messages, profile menu. */
export function MemberNav({ user, isAdmin }: { user: CurrentUser; isAdmin: boolean }) {
  const unread = useUnreadCount();
  const unreadConversations = useUnreadConversations();
  const badge = badgeCount(unread);
  const messagesBadge = badgeCount(unreadConversations);
  return (
    <div className="flex items-center gap-0.5">
      <SearchPopover />
      <NavLink to="/reseau" className={`${iconButtonClass} max-md:hidden`} aria-label={m.network}>
        <Users className="size-5" aria-hidden="true" />
      </NavLink>
      <NavLink to="/notifications" className={iconButtonClass}>
        <Bell className="size-5" aria-hidden="true" />
        <span className="sr-only">
          {badge ? plural(unread, countTexts.notificationsUnread, badge) : m.notifications}
        </span>
        {badge ? <UnreadBadge count={badge} placement="corner" /> : null}
      </NavLink>
      <NavLink to="/messages" className={`${iconButtonClass} max-md:hidden`}>
        <MessageSquare className="size-5" aria-hidden="true" />
        <span className="sr-only">
          {messagesBadge ? plural(unreadConversations, countTexts.messagesUnread, messagesBadge) : m.messages}
        </span>
        {messagesBadge ? <UnreadBadge count={messagesBadge} placement="corner" /> : null}
      </NavLink>
      <div className="hidden md:block">
        <ProfileMenu user={user} isAdmin={isAdmin} />
      </div>
    </div>
  );
}
