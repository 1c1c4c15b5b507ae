import { countTexts } from '@plateau/shared/messages/counts.fr';
import { navMessages } from '@plateau/shared/messages/shell.fr';
import { badgeCount } from '@plateau/shared/rules/badge-count';
import { plural } from '@plateau/shared/rules/plural';
import type { CurrentUser } from '@plateau/shared/schemas/auth';
import { Bell, MessageSquare, Search, Users } from 'lucide-react';
import { lazy } from 'react';
import { NavLink } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { useUnreadConversations } from '@/features/messages';
import { useUnreadCount } from '@/features/notifications';
import { DeferredMenu } from './DeferredMenu';
import { iconButtonClass, profileTriggerClass } from './icon-button';
import { profileMenuLabel } from './profile-menu-label';
import { UnreadBadge } from './UnreadBadge';

const m = navMessages;

// The search popover and the profile menu (Radix, floating UI) load when first wanted: not on every page.
const loadSearch = () => import('./SearchPopover');
const loadProfileMenu = () => import('./ProfileMenu');
const SearchPopover = lazy(() => loadSearch().then((module) => ({ default: module.SearchPopover })));
const ProfileMenu = lazy(() => loadProfileMenu().then((module) => ({ default: module.ProfileMenu })));

/** The signed-in part of the bar: search, network, notifications (badge), messages, profile menu. */
export function MemberNav({ user, isAdmin }: { user: CurrentUser; isAdmin: boolean }) {
  const unread = useUnreadCount();
  const unreadConversations = useUnreadConversations();
  const badge = badgeCount(unread);
  const messagesBadge = badgeCount(unreadConversations);
  return (
    <div className="flex items-center gap-0.5">
      <DeferredMenu
        load={loadSearch}
        popup="dialog"
        label={m.openSearch}
        trigger={{
          className: iconButtonClass,
          children: <Search className="size-5" aria-hidden="true" />,
        }}
        menu={<SearchPopover defaultOpen />}
      />
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
        <DeferredMenu
          load={loadProfileMenu}
          popup="menu"
          label={profileMenuLabel(user)}
          trigger={{
            className: profileTriggerClass,
            children: <Avatar name={user.fullName} src={user.avatarUrl} size="sm" decorative />,
          }}
          menu={<ProfileMenu user={user} isAdmin={isAdmin} defaultOpen />}
        />
      </div>
    </div>
  );
}
