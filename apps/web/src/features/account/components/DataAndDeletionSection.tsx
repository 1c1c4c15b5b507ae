import { accountDeletionMessages as dm } from '@plateau/shared/messages/account-deletion.fr';
import { commonMessages } from '@plateau/shared/messages/common.fr';
import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toaster';
import { useDeleteAccount } from '../hooks/useDeleteAccount';

/**
 * 'Télécharger mes données' and 'Supprimer mon compte' (password confirmation); the texts say what goes at
 * once (photos, pending requests) and that signing in within 30 days reactivates the account.
 */
export function DataAndDeletionSection() {
  const navigate = useNavigate();
  const deletion = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!password) {
      setError(pm.deletePasswordRequired);
      return;
    }
    setError(null);
    try {
      await deletion.mutateAsync(password);
      setOpen(false);
      toast.success(pm.deleted);
      await navigate('/', { replace: true });
    } catch (cause) {
      const wrong = cause instanceof ApiRequestError && cause.code === 'invalid_password';
      setError(wrong ? pm.deleteWrongPassword : pm.deleteError);
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">{pm.accountTitle}</h2>
      </CardHeader>
      <CardContent className="space-y-6">
        <div>
          <h3 className="font-medium text-slate-900">{pm.exportTitle}</h3>
          <p className="mt-1 text-sm text-slate-600">{pm.exportText}</p>
          <a
            href="/api/me/export"
            download
            className={buttonClasses({ variant: 'outline', className: 'mt-3' })}
          >
            <Download className="size-4" aria-hidden="true" />
            {pm.exportButton}
          </a>
        </div>
        <div className="rounded-lg border border-red-200 bg-red-50 p-4">
          <h3 className="font-medium text-red-900">{pm.deleteTitle}</h3>
          <p className="mt-1 text-sm text-red-900">{dm.deleteText}</p>
          <Button variant="danger" className="mt-3" onClick={() => setOpen(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {pm.deleteButton}
          </Button>
        </div>
      </CardContent>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setPassword('');
            setError(null);
          }
        }}
        title={pm.deleteConfirmTitle}
        description={dm.deleteConfirmText}
        preventClose={deletion.isPending}
        size="sm"
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
          className="space-y-4"
        >
          <TextField
            label={pm.deletePasswordLabel}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error ?? undefined}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={deletion.isPending}>
              {commonMessages.cancel}
            </Button>
            <Button type="submit" variant="danger" loading={deletion.isPending}>
              {pm.deleteConfirmButton}
            </Button>
          </div>
        </form>
      </Modal>
    </Card>
  );
}
