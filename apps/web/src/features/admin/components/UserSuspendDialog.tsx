import type { AdminUser } from '@plateau/shared';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { fill } from '@plateau/shared/messages/fill';
import { SuspensionDialog } from '@/features/moderation/report';
import { useSuspendUser } from '../hooks/useAdmin';

const u = a.users;

/**
 * 'Suspendre' on the 'Utilisateurs' page: the moderation's suspension dialog (duration, ground, facts), whose
 * statement of reasons the member receives and may contest (issue 31).
 */
export function UserSuspendDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const suspend = useSuspendUser(user);
  return (
    <SuspensionDialog
      title={fill(u.suspendTitle, { name: user.fullName })}
      description={fill(u.suspendIntro, { name: user.fullName })}
      submitLabel={u.suspend}
      onSubmit={(statement) => suspend.mutateAsync(statement)}
      onClose={onClose}
    />
  );
}
