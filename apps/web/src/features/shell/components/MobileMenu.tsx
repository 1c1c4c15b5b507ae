import { countTexts } from '@plateau/shared/messages/counts.fr';
import { navMessages } from '@plateau/shared/messages/shell.fr';
import { badgeCount } from '@plateau/shared/rules/badge-count';
import { plural } from '@plateau/shared/rules/plural';
import type { CurrentUser } from '@plateau/shared/schemas/auth';
import {
  Activity,
  Bell,
  Heart,
  KeyRound,
  LogOut,
  MessageSquare,
  Settings,
  Shield,
  User,
  Users,
} from 'lucide-react';
import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { useAuthDialogs, useSignOut } from '@/features/auth';
import { useUnreadConversations } from '@/features/messages';
import { useUnreadCount } from '@/features/notifications';
import { cn } from '@/lib/cn';
import type { NavItem } from '../nav-links';
import { UnreadBadge } from './UnreadBadge';

const m = navMessages;
const itemBase = 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium';
const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(itemBase, isActive ? 'bg-indigo-50 text-indigo-900' : 'text-slate-800 hover:bg-slate-100');

interface MobileMenuProps {
  id: string;
  links: readonly NavItem[];
  member: CurrentUser | null;
  isAdmin: boolean;
  onClose: () => void;
}

/** The menu below 768 px: main links, then the member's areas or the visitor's buttons. */
export function MobileMenu({ id, links, member, isAdmin, onClose }: MobileMenuProps) {
  const dialogs = useAuthDialogs();
  const signOut = useSignOut();
  const unread = useUnreadCount();
  const badge = badgeCount(unread);
  const unreadConversations = useUnreadConversations();
  const messagesBadge = badgeCount(unreadConversations);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div
      id={id}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white md:hidden"
    >
      <nav aria-label={m.mobileNavigation} className="space-y-1 px-4 py-3">
        {member ? (
          <div className="mb-2 flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2.5">
            <Avatar name={member.fullName} src={member.avatarUrl} size="md" decorative />
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{member.fullName}</p>
              <p className="truncate text-sm text-slate-600">{member.email}</p>
            </div>
          </div>
        ) : null}
        <ul className="space-y-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={itemClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {member ? (
          <>
            <ul className="space-y-1 border-t border-slate-100 pt-2">
              <li>
                <NavLink to="/reseau" className={itemClass}>
                  <Users className="size-5" aria-hidden="true" />
                  {m.network}
                </NavLink>
              </li>
              <li>
                <NavLink to="/magazine/favoris" className={itemClass}>
                  <Heart className="size-5" aria-hidden="true" />
                  {m.favorites}
                </NavLink>
              </li>
              <li>
                <NavLink to="/notifications" className={itemClass}>
                  <Bell className="size-5" aria-hidden="true" />
                  {m.notifications}
                  {badge ? (
                    <>
                      <UnreadBadge count={badge} placement="inline" />
                      <span className="sr-only"> {plural(unread, countTexts.unreadSuffix, badge)}</span>
                    </>
                  ) : null}
                </NavLink>
              </li>
              <li>
                <NavLink to="/messages" className={itemClass}>
                  <MessageSquare className="size-5" aria-hidden="true" />
                  {m.messages}
                  {messagesBadge ? (
                    <>
                      <UnreadBadge count={messagesBadge} placement="inline" />
                      <span className="sr-only">
                        {' '}
                        {plural(unreadConversations, countTexts.messagesUnreadSuffix, messagesBadge)}
                      </span>
                    </>
                  ) : null}
                </NavLink>
              </li>
            </ul>
            <ul className="space-y-1 border-t border-slate-100 pt-2">
              <li>
                <NavLink to="/profil" end className={itemClass}>
                  <User className="size-5" aria-hidden="true" />
                  {m.profile}
                </NavLink>
              </li>
              <li>
                <NavLink to="/profil/modifier" className={itemClass}>
                  <Settings className="size-5" aria-hidden="true" />
                  {m.settings}
                </NavLink>
              </li>
              <li>
                <NavLink to="/profil/parametres" className={itemClass}>
                  <KeyRound className="size-5" aria-hidden="true" />
                  {m.accountSettings}
                </NavLink>
              </li>
              <li>
                <button
                  type="button"
                  className={itemClass({ isActive: false })}
                  onClick={() => {
                    onClose();
                    dialogs.openDiagnostics();
                  }}
                >
                  <Activity className="size-5" aria-hidden="true" />
                  {m.diagnostics}
                </button>
              </li>
              {isAdmin ? (
                <li>
                  <NavLink to="/admin" className={itemClass}>
                    <Shield className="size-5" aria-hidden="true" />
                    {m.admin}
                  </NavLink>
                </li>
              ) : null}
              <li>
                <button
                  type="button"
                  className={cn(itemBase, 'text-red-700 hover:bg-red-50')}
                  disabled={signOut.isPending}
                  onClick={() => signOut.mutate()}
                >
                  <LogOut className="size-5" aria-hidden="true" />
                  {m.logout}
                </button>
              </li>
            </ul>
          </>
        ) : (
          <div className="grid grid-cols-2 gap-2 border-t border-slate-100 pt-3">
            <Button
              variant="outline"
              onFocus={dialogs.preload}
              onClick={() => {
                onClose();
                dialogs.openLogin();
              }}
            >
              {m.login}
            </Button>
            <Button
              onFocus={dialogs.preload}
              onClick={() => {
                onClose();
                dialogs.openRegister();
              }}
            >
              {m.register}
            </Button>
          </div>
        )}
      </nav>
    </div>
  );
}
