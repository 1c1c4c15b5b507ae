import type { AdminUser } from '@plateau/shared';
import { availabilityStatuses } from '@plateau/shared/enums';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { useUpdateUser } from '../hooks/useAdmin';

const u = a.users;

/** A member's edit form: name, profession, location and availability. */
export function UserEditDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [form, setForm] = useState({
    fullName: user.fullName,
    profession: user.profession ?? '',
    location: user.location ?? '',
    availabilityStatus: user.availabilityStatus,
  });
  const save = useUpdateUser(user);
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={u.editTitle} size="md">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(form, { onSuccess: onClose });
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
