import { fill } from '@plateau/shared/messages/fill';
import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { joinRoleOptions, projectRoleLabel } from '@plateau/shared/rules/project-rules';
import { maxJoinMessageLength } from '@plateau/shared/schemas/projects';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FieldError, inputClasses, Label } from '@/components/ui/Input';
import { Modal } from '@/components/ui/Modal';
import { ApiRequestError, isNetworkError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toaster';
import type { ProjectMutations } from '../hooks/useProjectMutations';

interface JoinDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  requiredRoles: readonly string[];
  actions: ProjectMutations;
}

/**
 * 'Rejoindre le projet': a wished role must be chosen among the project's roles ('Membre' when none), with an
 * optional message to the owner (500 characters at most).
 */
export function JoinDialog({ open, onOpenChange, requiredRoles, actions }: JoinDialogProps) {
  const id = useId();
  const [role, setRole] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const messageTooLong = message.trim().length > maxJoinMessageLength;
  const options = joinRoleOptions(requiredRoles);

  const send = () => {
    if (!role) {
      setError(m.chooseRole);
      return;
    }
    if (messageTooLong) return;
    actions.join.mutate(
      { role, message: message.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(m.requestSent);
          setRole('');
          setMessage('');
          onOpenChange(false);
        },
        onError: (cause) => {
          const refused = cause instanceof ApiRequestError && !isNetworkError(cause) && cause.status < 500;
          toast.error(refused ? cause.message : m.requestError);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={m.joinDialogTitle}
      description={m.joinDialogText}
      preventClose={actions.join.isPending}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Label htmlFor={`${id}-role`}>{m.wishedRole}</Label>
        <select
          id={`${id}-role`}
          className={inputClasses}
          value={role}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => {
            setRole(event.target.value);
            setError(null);
          }}
        >
          <option value="">{m.rolePickerPlaceholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {projectRoleLabel(option)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-error`} message={error ?? undefined} />
        <Label htmlFor={`${id}-message`} className="mt-4">
          {m.joinMessageLabel}
        </Label>
        <textarea
          id={`${id}-message`}
          rows={4}
          className={cn(inputClasses, 'h-auto py-2')}
          value={message}
          placeholder={m.joinMessageHint}
          aria-invalid={messageTooLong ? true : undefined}
          aria-describedby={`${id}-message-count ${id}-message-error`}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p
          id={`${id}-message-count`}
          className={cn('mt-1 text-right text-xs', messageTooLong ? 'text-red-700' : 'text-slate-600')}
        >
          {fill(m.joinMessageCount, { count: message.trim().length })}
        </p>
        <FieldError id={`${id}-message-error`} message={messageTooLong ? m.joinMessageTooLong : undefined} />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={actions.join.isPending}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={actions.join.isPending}>
            {m.sendRequest}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
