import { networkMessages as m } from '@plateau/shared/messages/network.fr';
import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { type ConnectionButtonAction, connectionButton } from '@plateau/shared/rules/connection-state';
import { Check, Clock, type LucideIcon, MessageSquare, RefreshCw, UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { type ButtonVariant, buttonClasses } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useCancelRequest, useRemoveConnection, useSendRequest } from '../hooks/useConnectionMutations';
import { useConnectionStatus } from '../hooks/useConnectionStatus';

const actionIcons: Record<ConnectionButtonAction, LucideIcon> = {
  send: UserPlus,
  cancel: Clock,
  'open-network': UserCheck,
  remove: Check,
};
const actionVariants: Record<ConnectionButtonAction, ButtonVariant> = {
  send: 'primary',
  cancel: 'secondary',
  'open-network': 'primary',
  remove: 'outline',
};
const actionTitles: Partial<Record<ConnectionButtonAction, string>> = {
  cancel: m.cancelRequest,
  remove: m.removeConnectionTitle,
};

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

  const button = connectionButton(status.data.state);
  const confirm = () => {
    if (connectionId && confirming === 'remove') remove.mutate(connectionId);
    if (connectionId && confirming === 'cancel') cancel.mutate(connectionId);
    setConfirming(null);
  };
  const onClick = () => {
    switch (button.action) {
      case 'send':
        send.mutate(userId);
        return;
      case 'cancel':
      case 'remove':
        setConfirming(button.action);
        return;
      case 'open-network':
        void navigate('/reseau?onglet=recues');
        return;
      default: {
        const unknown: never = button.action;
        return unknown;
      }
    }
  };
  const Icon = actionIcons[button.action];

  return (
    <div className="flex max-w-sm flex-col items-start gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button
          variant={actionVariants[button.action]}
          loading={busy}
          title={actionTitles[button.action]}
          onClick={onClick}
        >
          <Icon className="size-4" aria-hidden="true" />
          {button.label}
        </Button>
        {button.canContact ? (
          <Link to={`/messages/${userId}`} className={buttonClasses()}>
            <MessageSquare className="size-4" aria-hidden="true" />
            {m.contact}
          </Link>
        ) : null}
      </div>
      {button.canContact ? null : <p className="text-xs text-slate-500 sm:text-right">{pm.contactHint}</p>}
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
