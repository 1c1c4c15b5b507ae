import type { AdminUser } from '@plateau/shared';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { fill } from '@plateau/shared/messages/fill';
import { deletionConfirmationWord } from '@plateau/shared/schemas/admin';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/lib/toaster';
import { useDeleteUser } from '../hooks/useAdmin';

const u = a.users;

/** The two steps of a deletion: a confirmation, then the word SUPPRIMER typed. */
export function UserDeleteDialogs({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [step, setStep] = useState<'confirm' | 'type'>('confirm');
  const [word, setWord] = useState('');
  const remove = useDeleteUser(user);
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
