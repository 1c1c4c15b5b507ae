import { accountDeletionMessages as dm } from '@plateau/shared/messages/account-deletion.fr';
import type { LoginInput } from '@plateau/shared/schemas/auth';
import { RotateCcw } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { loginErrorMessage } from '../auth-errors';
import { useReactivate } from '../hooks/useReactivate';

interface ReactivationPanelProps {
  /** The server's French text: the account is being deleted, erased on <date>. */
  message: string;
  credentials: LoginInput;
  onReactivated?: () => void;
  onCancel: () => void;
  onPendingChange?: (pending: boolean) => void;
}

/**
 * Shown instead of the sign-in form when the right password opens an account in its 30-day grace period:
 * 'Réactiver mon compte' brings it back as it was and signs in; 'Ne pas réactiver' goes back to the form.
 */
export function ReactivationPanel({
  message,
  credentials,
  onReactivated,
  onCancel,
  onPendingChange,
}: ReactivationPanelProps) {
  const reactivation = useReactivate();
  const reactivate = async () => {
    onPendingChange?.(true);
    try {
      await reactivation.mutateAsync(credentials);
      onReactivated?.();
    } catch {
      // The failure is shown below (reactivation.error).
    } finally {
      onPendingChange?.(false);
    }
  };
  return (
    <section className="space-y-4" aria-labelledby="reactivation-title" data-testid="reactivation">
      <Alert variant="warning" title={dm.pendingTitle}>
        <p id="reactivation-title">{message}</p>
      </Alert>
      {reactivation.isError ? (
        <Alert variant="error">
          <p>{loginErrorMessage(reactivation.error)}</p>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-2">
        <Button
          size="lg"
          className="w-full"
          loading={reactivation.isPending}
          onClick={() => void reactivate()}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {reactivation.isPending ? dm.reactivating : dm.reactivate}
        </Button>
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          disabled={reactivation.isPending}
          onClick={onCancel}
        >
          {dm.keepDeleted}
        </Button>
      </div>
    </section>
  );
}
