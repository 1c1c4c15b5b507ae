import type { AdminUser } from '@plateau/shared';
import { availabilityStatuses, userRoles } from '@plateau/shared/enums';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { fill } from '@plateau/shared/messages/fill';
import { deletionConfirmationWord } from '@plateau/shared/schemas/admin';
import { useState } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Modal } from '@/components/ui/Modal';
import { SearchInput } from '@/components/ui/SearchInput';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { useAuth } from '@/features/auth';
import { useSearchDraft } from '@/hooks/useSearchDraft';
import { useUrlState } from '@/hooks/useUrlState';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toaster';
import { adminApi } from '../api';
import { AdminLayout, Filter, FilterBar, TableFrame, td, th } from '../components/AdminLayout';
import { ListStates } from '../components/ListStates';
import { useAdminAction, useAdminList } from '../hooks/useAdmin';
import { filtersCodec } from '../url-state';

const codec = filtersCodec(['q', 'role'] as const);
const u = a.users;

function EditDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [form, setForm] = useState({
    fullName: user.fullName,
    profession: user.profession ?? '',
    location: user.location ?? '',
    availabilityStatus: user.availabilityStatus,
  });
  const save = useAdminAction(
    () => adminApi.updateUser(user.id, form),
    () => u.updated,
  );
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={u.editTitle} size="md">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(undefined, { onSuccess: onClose });
        }}
      >
        <TextField
          label={u.fullName}
          value={form.fullName}
          onChange={(e) => setForm({ ...form, fullName: e.target.value })}
        />
        <TextField
          label={u.profession}
          value={form.profession}
          onChange={(e) => setForm({ ...form, profession: e.target.value })}
        />
        <TextField
          label={u.location}
          value={form.location}
          onChange={(e) => setForm({ ...form, location: e.target.value })}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="admin-availability" className="text-sm font-medium text-slate-700">
            {u.availability}
          </label>
          <Select
            id="admin-availability"
            value={form.availabilityStatus}
            options={availabilityStatuses.map((value) => ({ value, label: value }))}
            onValueChange={(value) => value && setForm({ ...form, availabilityStatus: value })}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {u.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {u.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The two steps of a deletion: a confirmation, then the word SUPPRIMER typed. */
function DeleteDialogs({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [step, setStep] = useState<'confirm' | 'type'>('confirm');
  const [word, setWord] = useState('');
  const remove = useAdminAction(
    () => adminApi.deleteUser(user.id, word),
    () => fill(u.deleted, { name: user.fullName }),
  );
  if (step === 'confirm') {
    return (
      <ConfirmDialog
        open
        title={u.deleteTitle}
        description={fill(u.deleteText, { name: user.fullName })}
        confirmLabel={u.continue}
        onConfirm={() => setStep('type')}
        onCancel={onClose}
      />
    );
  }
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={u.deleteTypeTitle} size="sm">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (word !== deletionConfirmationWord) {
            toast.error(u.cancelled);
            onClose();
            return;
          }
          remove.mutate(undefined, { onSettled: onClose });
        }}
      >
        <p className="text-sm text-slate-700">{fill(u.deleteTypeText, { name: user.fullName })}</p>
        <TextField
          label={u.deleteTypeLabel}
          value={word}
          onChange={(e) => setWord(e.target.value)}
          autoComplete="off"
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {u.cancel}
          </Button>
          <Button type="submit" variant="danger" loading={remove.isPending}>
            {u.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** /admin/users: search, role filter, the members' table and the actions on each. */
export function AdminUsersPage() {
  const { user: me } = useAuth();
  const { state, set } = useUrlState(codec);
  const [draft, setDraft] = useSearchDraft(state.q, (q) => set({ q }, { replace: true }));
  const query = useAdminList('users', state, (q, signal) => adminApi.users(q, signal));
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const role = useAdminAction(
    (target: AdminUser) => adminApi.setRole(target.id, target.role === 'admin' ? 'user' : 'admin'),
    () => u.roleUpdated,
  );
  const suspension = useAdminAction(
    (target: AdminUser) => adminApi.setSuspension(target.id, !target.suspended),
    (target) => (target.suspended ? u.reactivated : u.suspendedToast),
  );
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
            value={(userRoles as readonly string[]).includes(state.role) ? (state.role as 'user') : ''}
            emptyLabel={a.filters.allRoles}
            options={userRoles.map((value) => ({ value, label: a.roles[value] }))}
            onValueChange={(value) => set({ role: value })}
          />
        </Filter>
      </FilterBar>
      <ListStates query={query} empty={u.empty} loadError={u.loadError}>
        {(items) => (
          <TableFrame>
            <thead>
              <tr>
                <th className={th}>{u.user}</th>
                <th className={th}>{u.email}</th>
                <th className={th}>{u.role}</th>
                <th className={th}>{u.registered}</th>
                <th className={th}>{u.actions}</th>
              </tr>
            </thead>
            <tbody>
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
                        <Badge variant={user.role === 'admin' ? 'primary' : 'default'}>
                          {a.roles[user.role]}
                        </Badge>
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
                        <Button size="sm" variant="outline" onClick={() => setEditing(user)}>
                          {u.edit}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={self}
                          onClick={() => suspension.mutate(user)}
                        >
                          {user.suspended ? u.reactivate : u.suspend}
                        </Button>
                        <Button size="sm" variant="danger" disabled={self} onClick={() => setDeleting(user)}>
                          {u.delete}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </TableFrame>
        )}
      </ListStates>
      {editing ? <EditDialog user={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteDialogs user={deleting} onClose={() => setDeleting(null)} /> : null}
    </AdminLayout>
  );
}
