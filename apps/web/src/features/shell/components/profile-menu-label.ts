import { fill } from '@plateau/shared/messages/fill';
import { navMessages } from '@plateau/shared/messages/shell.fr';
import type { CurrentUser } from '@plateau/shared/schemas/auth';
import { initialsOf } from '@/components/ui/Avatar';

/** The profile menu button's name: without a photo the initials are what is seen, so the name starts with them (WCAG 2.5.3). */
export function profileMenuLabel(user: Pick<CurrentUser, 'fullName' | 'avatarUrl'>): string {
  return user.avatarUrl
    ? navMessages.profileMenu
    : fill(navMessages.profileMenuInitials, { initials: initialsOf(user.fullName) });
}
