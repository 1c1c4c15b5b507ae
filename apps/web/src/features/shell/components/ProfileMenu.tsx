import { navMessages } from '@plateau/shared/messages/shell.fr';
import type { CurrentUser } from '@plateau/shared/schemas/auth';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Activity, KeyRound, LogOut, Settings, Shield, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { useAuthDialogs, useSignOut } from '@/features/auth';
import { profileTriggerClass } from './icon-button';
import { profileMenuLabel } from './profile-menu-label';

const m = navMessages;
const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-indigo-50';

function Item({
  icon,
  label,
  onSelect,
  danger = false,
}: {
  icon: ReactNode;
  label: string;
  onSelect: () => void;
  danger?: boolean;
}) {
  return (
    <DropdownMenu.Item
      className={`${itemClass} ${danger ? 'text-red-700' : 'text-slate-800 data-[highlighted]:text-indigo-900'}`}
      onSelect={onSelect}
    >
      {icon}
      {label}
    </DropdownMenu.Item>
  );
}

/** Profil, Paramètres, Diagnostics, Administration (admins), Se déconnecter. */
export function ProfileMenu({
  user,
  isAdmin,
  defaultOpen = false,
}: {
  user: CurrentUser;
  isAdmin: boolean;
  /** Open from the start: the menu replaces the navigation bar's stand-in button when it is pressed. */
  defaultOpen?: boolean;
}) {
  const navigate = useNavigate();
  const dialogs = useAuthDialogs();
  const signOut = useSignOut();
  const iconClass = 'size-4';

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={profileTriggerClass} aria-label={profileMenuLabel(user)}>
        <Avatar name={user.fullName} src={user.avatarUrl} size="sm" decorative />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{user.fullName}</p>
            <p className="truncate text-xs text-slate-600">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <Item
            icon={<User className={iconClass} aria-hidden="true" />}
            label={m.profile}
            onSelect={() => void navigate('/profil')}
          />
          <Item
            icon={<Settings className={iconClass} aria-hidden="true" />}
            label={m.settings}
            onSelect={() => void navigate('/profil/modifier')}
          />
          <Item
            icon={<KeyRound className={iconClass} aria-hidden="true" />}
            label={m.accountSettings}
            onSelect={() => void navigate('/profil/parametres')}
          />
          <Item
            icon={<Activity className={iconClass} aria-hidden="true" />}
            label={m.diagnostics}
            onSelect={dialogs.openDiagnostics}
          />
          {isAdmin ? (
            <Item
              icon={<Shield className={iconClass} aria-hidden="true" />}
              label={m.admin}
              onSelect={() => void navigate('/admin')}
            />
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <Item
            icon={<LogOut className={iconClass} aria-hidden="true" />}
            label={m.logout}
            danger
            onSelect={() => signOut.mutate()}
          />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
