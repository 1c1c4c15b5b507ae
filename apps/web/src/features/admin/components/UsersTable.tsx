import type { AdminUser } from '@plateau/shared';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { Avatar } from '@/components/ui/Avatar';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { useAuth } from '@/features/auth';
import { formatDate } from '@/lib/format';
import { useReactivateUser, useToggleRole } from '../hooks/useAdmin';
import { TableFrame, td } from './AdminLayout';

const u = a.users;

/** The members' table with the actions on each (none on one's own account but the edit). */
export function UsersTable({
  items,
  onEdit,
  onSuspend,
  onDelete,
}: {
  items: AdminUser[];
  onEdit: (user: AdminUser) => void;
  /** Opens the suspension's dialog (duration and statement of reasons). */
  onSuspend: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}) {
  const { user: me } = useAuth();
  const role = useToggleRole();
  const reactivate = useReactivateUser();
  return (
    <TableFrame columns={[u.user, u.email, u.role, u.registered, u.actions]}>
      {items.map((user) => {
        const self = user.id === me?.id;
        return (
          <tr key={user.id} data-user={user.email}>
            <td className={td}>
              <div className="flex items-center gap-3">
                <Avatar name={user.fullName} src={user.avatarUrl} size="sm" decorative />
                <div>
                  <p className="font-medium text-slate-900">{user.fullName}</p>
                  <p className="text-slate-600">{user.profession ?? u.noProfession}</p>
                </div>
              </div>
            </td>
            <td data-label={u.email} className={td}>
              {user.email}
            </td>
            <td data-label={u.role} className={td}>
              <div className="flex flex-wrap gap-1">
                <Badge variant={user.role === 'admin' ? 'primary' : 'default'}>{a.roles[user.role]}</Badge>
                {user.suspended ? <Badge variant="error">{u.suspended}</Badge> : null}
              </div>
            </td>
            <td data-label={u.registered} className={td}>
              {formatDate(user.createdAt)}
            </td>
            <td data-label={u.actions} className={td}>
              <div className="flex flex-wrap gap-1">
                <Button size="sm" variant="outline" disabled={self} onClick={() => role.mutate(user)}>
                  {user.role === 'admin' ? u.demote : u.promote}
                </Button>
                <Button size="sm" variant="outline" onClick={() => onEdit(user)}>
                  {u.edit}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={self}
                  onClick={() => (user.suspended ? reactivate.mutate(user) : onSuspend(user))}
                >
                  {user.suspended ? u.reactivate : u.suspend}
                </Button>
                <Button size="sm" variant="danger" disabled={self} onClick={() => onDelete(user)}>
                  {u.delete}
                </Button>
              </div>
            </td>
          </tr>
        );
      })}
    </TableFrame>
  );
}
