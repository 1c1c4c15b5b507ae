import { messagingMessages as mm } from '@plateau/shared/messages/messaging.fr';
import { teamConversationMessages as tm } from '@plateau/shared/messages/team-conversation.fr';
import { canSendDraft, maxMessageLength } from '@plateau/shared/rules/message-draft';
import { attachmentAccept, maxAttachmentBytes } from '@plateau/shared/schemas/attachments';
import { Paperclip, Send } from 'lucide-react';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Label } from '@/components/ui/Input';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toaster';

/**
 * The send box: Enter sends, Shift+Enter adds a line; send stays disabled until the trimmed text is non-empty.
 * With `onAttach`, a paperclip button picks a file (PDF, image, text; over 10 MB refused before sending).
 */
export function MessageComposer({
  onSend,
  onAttach,
}: {
  onSend: (content: string) => void;
  onAttach?: (file: File) => void;
}) {
  const fieldId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !onAttach) return;
    if (file.size > maxAttachmentBytes) {
      toast.error(tm.fileTooLarge);
      return;
    }
    onAttach(file);
  };
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
        {onAttach ? (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={attachmentAccept}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="attachment-input"
              onChange={onFile}
            />
            <Button
              type="button"
              variant="outline"
              aria-label={tm.attach}
              title={`${tm.attach} (${tm.attachHint})`}
              className="h-11 shrink-0 px-3"
              onClick={() => fileInput.current?.click()}
            >
              <Paperclip className="size-4" aria-hidden="true" />
            </Button>
          </>
        ) : null}
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
