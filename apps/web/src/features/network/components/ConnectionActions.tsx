import { networkMessages as m } from '@plateau/shared/messages/network.fr';
import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { Check, Clock, MessageSquare, RefreshCw, UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useCancelRequest, useRemoveConnection, useSendRequest } from '../hooks/useConnectionMutations';
import { useConnectionStatus } from '../hooks/useConnectionStatus';

interface ConnectionActionsProps {
  userId: string;
  fullName: string;
}

/**
 * The profile's connect button, labelled by the derived state (spec 1 §4), 'Contacter' for accepted
 * connections only, and otherwise the anti-spam explanation.
 */
export function ConnectionActions({ userId, fullName }: ConnectionActionsProps) {
  const status = useConnectionStatus(userId);
  const send = useSendRequest();
  const cancel = useCancelRequest();
  const remove = useRemoveConnection();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<'remove' | 'cancel' | null>(null);
  const connectionId = status.data?.connectionId ?? null;
  const busy = send.isPending || cancel.isPending || remove.isPending;

  if (status.isPending) {
    return (
      <Button variant="outline" loading>
        {m.button.not_connected}
      </Button>
    );
  }
  if (status.isError) {
    return (
      <Button variant="danger" onClick={() => void status.refetch()}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {m.checkFailed}
      </Button>
    );
  }

  const { state } = status.data;
  const confirm = () => {
    if (connectionId && confirming === 'remove') remove.mutate(connectionId);
    if (connectionId && confirming === 'cancel') cancel.mutate(connectionId);
    setConfirming(null);
  };

  return (
    <div className="flex max-w-sm flex-col items-start gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {state === 'not_connected' || state === 'rejected' ? (
          <Button loading={busy} onClick={() => send.mutate(userId)}>
            <UserPlus className="size-4" aria-hidden="true" />
            {m.button[state]}
          </Button>
        ) : null}
        {state === 'pending_sent' ? (
          <Button
            variant="secondary"
            loading={busy}
            title={m.cancelRequest}
            onClick={() => setConfirming('cancel')}
          >
            <Clock className="size-4" aria-hidden="true" />
            {m.button.pending_sent}
          </Button>
        ) : null}
        {state === 'pending_received' ? (
          <Button onClick={() => void navigate('/reseau?onglet=recues')}>
            <UserCheck className="size-4" aria-hidden="true" />
            {m.button.pending_received}
          </Button>
        ) : null}
        {state === 'connected' ? (
          <>
            <Button
              variant="outline"
              loading={busy}
              title={m.removeConnectionTitle}
              onClick={() => setConfirming('remove')}
            >
              <Check className="size-4" aria-hidden="true" />
              {m.button.connected}
            </Button>
            <Link to={`/messages/${userId}`} className={buttonClasses()}>
              <MessageSquare className="size-4" aria-hidden="true" />
              {m.contact}
            </Link>
          </>
        ) : null}
      </div>
      {state !== 'connected' ? (
        <p className="text-xs text-slate-500 sm:text-right">{pm.contactHint}</p>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'cancel' ? m.cancelRequestTitle : m.removeConnectionTitle}
        description={
          confirming === 'cancel' ? m.cancelRequestConfirm(fullName) : m.removeConnectionConfirm(fullName)
        }
        confirmLabel={confirming === 'cancel' ? m.confirmCancel : m.confirmRemove}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
