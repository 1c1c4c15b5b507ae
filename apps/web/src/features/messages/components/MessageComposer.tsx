import { messagingMessages as mm } from '@plateau/shared/messages/messaging.fr';
import { canSendDraft, maxMessageLength } from '@plateau/shared/rules/message-draft';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Label } from '@/components/ui/Input';
import { cn } from '@/lib/cn';

/** The send box: Enter sends, Shift+Enter adds a line; send stays disabled until the trimmed text is non-empty. */
export function MessageComposer({ onSend }: { onSend: (content: string) => void }) {
  const fieldId = useId();
  const [draft, setDraft] = useState('');
  const sendable = canSendDraft(draft);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!sendable) return;
    onSend(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white p-3 sm:p-4" noValidate>
      <Label htmlFor={fieldId} className="mb-1 text-xs text-slate-600">
        {mm.messageLabel}
      </Label>
      <div className="flex items-end gap-2">
        <textarea
          id={fieldId}
          rows={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={mm.messagePlaceholder}
          maxLength={maxMessageLength + 200}
          className="field-sizing-content block max-h-40 min-h-11 w-full resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-violet-600 focus:ring-2 focus:ring-violet-200 focus:outline-none sm:text-sm"
        />
        <Button type="submit" disabled={!sendable} aria-label={mm.send} className="h-11 shrink-0">
          <Send className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">{mm.send}</span>
        </Button>
      </div>
      {draft.length > maxMessageLength - 500 ? (
        <p
          className={cn(
            'mt-1 text-xs text-slate-500',
            draft.trim().length > maxMessageLength && 'text-red-700',
          )}
        >
          {draft.trim().length} / {maxMessageLength}
        </p>
      ) : null}
    </form>
  );
}
