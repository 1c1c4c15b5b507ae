import { fill } from '@plateau/shared/messages/fill';
import { teamConversationMessages as tm } from '@plateau/shared/messages/team-conversation.fr';
import { formatFileSize } from '@plateau/shared/rules/file-size';
import type { Attachment } from '@plateau/shared/schemas/attachments';
import { Download, FileText, Paperclip } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A file of a message: an image as a thumbnail, anything else as a chip with its name and size; both
 * download it (its address answers the conversation's members only). A file still being sent has no address.
 */
export function AttachmentChip({
  attachment,
  pendingFile,
  fromMe,
}: {
  attachment?: Attachment | null;
  pendingFile?: File | null;
  fromMe: boolean;
}) {
  const name = attachment?.fileName ?? pendingFile?.name ?? '';
  const size = attachment?.size ?? pendingFile?.size ?? 0;
  const label = fill(tm.download, { name });
  if (attachment?.kind === 'image' && attachment.width && attachment.height) {
    return (
      <a
        href={attachment.url}
        download={attachment.fileName}
        aria-label={label}
        title={label}
        className="block overflow-hidden rounded-xl ring-1 ring-slate-200 focus-visible:ring-2 focus-visible:ring-violet-600"
      >
        <img
          src={attachment.url}
          alt={attachment.fileName}
          width={attachment.width}
          height={attachment.height}
          loading="lazy"
          className="block h-auto max-h-60 w-auto max-w-full object-cover"
        />
      </a>
    );
  }
  const body = (
    <>
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-lg',
          fromMe ? 'bg-violet-100 text-violet-800' : 'bg-white text-slate-700',
        )}
      >
        {attachment?.kind === 'pdf' || attachment?.kind === 'text' ? (
          <FileText className="size-5" aria-hidden="true" />
        ) : (
          <Paperclip className="size-5" aria-hidden="true" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{name}</span>
        <span className="block text-xs text-slate-600">{formatFileSize(size)}</span>
      </span>
      {attachment ? <Download className="size-4 shrink-0 text-slate-500" aria-hidden="true" /> : null}
    </>
  );
  const chipClass =
    'flex w-64 max-w-full items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2 text-left text-sm text-slate-900';
  return attachment ? (
    <a
      href={attachment.url}
      download={attachment.fileName}
      aria-label={label}
      title={label}
      className={cn(
        chipClass,
        'hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-violet-600 focus-visible:outline-none',
      )}
    >
      {body}
    </a>
  ) : (
    <span className={cn(chipClass, 'opacity-70')}>{body}</span>
  );
}
