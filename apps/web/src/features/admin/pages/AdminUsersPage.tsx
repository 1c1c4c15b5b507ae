import type { AdminUser } from '@plateau/shared';
import { userRoles } from '@plateau/shared/enums';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { useState } from 'react';
import { SearchInput } from '@/components/ui/SearchInput';
import { Select } from '@/components/ui/Select';
import { useSearchDraft } from '@/hooks/useSearchDraft';
import { useUrlState } from '@/hooks/useUrlState';
import { AdminLayout, Filter, FilterBar } from '../components/AdminLayout';
import { ListStates } from '../components/ListStates';
import { UserDeleteDialogs } from '../components/UserDeleteDialogs';
import { UserEditDialog } from '../components/UserEditDialog';
import { UserSuspendDialog } from '../components/UserSuspendDialog';
import { UsersTable } from '../components/UsersTable';
import { useAdminUsers } from '../hooks/useAdmin';
import { adminUsersUrl } from '../url-state';

const u = a.users;

/** /admin/users: search, role filter, the members' table and the actions on each. */
export function AdminUsersPage() {
  const { state, set } = useUrlState(adminUsersUrl);
  const [draft, setDraft] = useSearchDraft(state.q, (q) => set({ q }, { replace: true }));
  const query = useAdminUsers(state);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  return (
    <AdminLayout title={u.title}>
      <FilterBar onReset={() => set({ q: '', role: '' })}>
        <Filter label={a.filters.search} id="admin-users-q">
          <SearchInput
            id="admin-users-q"
            value={draft}
            placeholder={a.filters.searchUsers}
            onChange={(e) => setDraft(e.target.value)}
          />
        </Filter>
        <Filter label={a.filters.role} id="admin-users-role">
          <Select
            id="admin-users-role"
            value={state.role}
            emptyLabel={a.filters.allRoles}
            options={userRoles.map((value) => ({ value, label: a.roles[value] }))}
            onValueChange={(value) => set({ role: value })}
          />
        </Filter>
      </FilterBar>
      <ListStates query={query} empty={u.empty} loadError={u.loadError}>
        {(items) => (
          <UsersTable items={items} onEdit={setEditing} onSuspend={setSuspending} onDelete={setDeleting} />
        )}
      </ListStates>
      {editing ? <UserEditDialog user={editing} onClose={() => setEditing(null)} /> : null}
      {suspending ? <UserSuspendDialog user={suspending} onClose={() => setSuspending(null)} /> : null}
      {deleting ? <UserDeleteDialogs user={deleting} onClose={() => setDeleting(null)} /> : null}
    </AdminLayout>
  );
}
