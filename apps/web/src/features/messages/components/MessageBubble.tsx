import { messagingMessages as mm } from '@plateau/shared/messages/messaging.fr';
import { reportsMessages } from '@plateau/shared/messages/reports.fr';
import type { Attachment } from '@plateau/shared/schemas/attachments';
import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/Button';
import { ReportButton } from '@/features/moderation/report';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format';
import { AttachmentChip } from './AttachmentChip';

export interface MessageBubbleProps {
  content: string;
  fromMe: boolean;
  createdAt?: string;
  status: 'sent' | 'pending' | 'failed';
  /** 'Vu' under the member's last message once the other member read it. */
  seen?: boolean;
  onRetry?: () => void;
  /** The other member's message: 'Signaler' reports it (issue 31). */
  reportId?: string;
  /** A file sent with it (issue 33), or the file being sent. */
  attachment?: Attachment | null;
  pendingFile?: File | null;
  /** Who wrote it, in a team conversation (others' messages only). */
  senderName?: string;
}

/** One message: text only (never HTML), its time, and for the sender its pending, failed or seen state. */
export function MessageBubble({
  content,
  fromMe,
  createdAt,
  status,
  seen = false,
  onRetry,
  reportId,
  attachment,
  pendingFile,
  senderName,
}: MessageBubbleProps) {
  const location = useLocation();
  const hasFile = Boolean(attachment ?? pendingFile);
  return (
    <li className={cn('flex flex-col gap-1', fromMe ? 'items-end' : 'items-start')}>
      {senderName ? <span className="px-1 text-xs font-medium text-slate-600">{senderName}</span> : null}
      {hasFile ? (
        <div className={cn('max-w-[85%] sm:max-w-[70%]', status === 'pending' && 'opacity-70')}>
          <AttachmentChip attachment={attachment} pendingFile={pendingFile} fromMe={fromMe} />
        </div>
      ) : null}
      {hasFile && (pendingFile || content === '') ? null : (
        <p
          className={cn(
            'max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap sm:max-w-[70%]',
            status === 'failed'
              ? 'rounded-br-md bg-red-50 text-red-950 ring-1 ring-red-300'
              : fromMe
                ? 'rounded-br-md bg-violet-700 text-white'
                : 'rounded-bl-md bg-slate-100 text-slate-900',
            status === 'pending' && 'opacity-70',
          )}
        >
          {content}
        </p>
      )}
      <span className="flex items-center gap-1.5 px-1 text-xs text-slate-500">
        {status === 'pending' ? (
          <>
            <Clock className="size-3.5" aria-hidden="true" />
            {mm.sending}
          </>
        ) : status === 'failed' ? (
          <span className="flex flex-wrap items-center gap-2 text-red-700" role="alert">
            <AlertCircle className="size-3.5" aria-hidden="true" />
            {mm.sendError}
            <Button variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={onRetry}>
              {mm.retrySend}
            </Button>
          </span>
        ) : createdAt ? (
          <>
            <time dateTime={createdAt} title={formatDateTime(createdAt)}>
              {formatDate(createdAt, 'shortDateTime')}
            </time>
            {reportId ? (
              <ReportButton
                look="icon"
                className="size-7"
                label={reportsMessages.reportMessage}
                target={{ kind: 'message', id: reportId }}
                location={location.pathname}
              />
            ) : null}
            {fromMe ? (
              seen ? (
                <span className="flex items-center gap-0.5 font-medium text-violet-700">
                  <CheckCheck className="size-3.5" aria-hidden="true" />
                  {mm.seen}
                </span>
              ) : (
                <Check className="size-3.5" aria-hidden="true" />
              )
            ) : null}
          </>
        ) : null}
      </span>
    </li>
  );
}
