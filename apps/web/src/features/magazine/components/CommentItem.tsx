import { commonMessages } from '@plateau/shared/messages/common.fr';
import { fill } from '@plateau/shared/messages/fill';
import { magazineMessages as mm } from '@plateau/shared/messages/magazine.fr';
import { reportsMessages } from '@plateau/shared/messages/reports.fr';
import type { ArticleComment } from '@plateau/shared/schemas/magazine';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useAuth } from '@/features/auth';
import { MemberActionsMenu } from '@/features/moderation/blocks/ui';
import { CommentRemovalButton, ReportButton } from '@/features/moderation/report';
import { formatDateTime, formatRelative } from '@/lib/format';
import { magazineKeys } from '../query-keys';

interface CommentItemProps {
  comment: ArticleComment;
  onDelete: (commentId: string) => void;
  deleting: boolean;
}

/** One comment: author, relative time, text (as text), the delete control for its author only. */
export function CommentItem({ comment, onDelete, deleting }: CommentItemProps) {
  const [confirming, setConfirming] = useState(false);
  const { user } = useAuth();
  const client = useQueryClient();
  const { author } = comment;
  // Another member's comment, for a signed-in member: the '⋯' menu ('Bloquer'; 'Signaler' joins it).
  const othersComment = user !== null && user.id !== author.id;
  return (
    <li id={`commentaire-${comment.id}`} className="flex gap-3 py-4">
      <Avatar name={author.fullName} src={author.avatarUrl} size="md" decorative deleted={author.deleted} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 text-sm">
            <span
              className={
                author.deleted ? 'font-semibold text-slate-600 italic' : 'font-semibold text-slate-900'
              }
            >
              {author.fullName}
            </span>
            {author.profession ? <span className="text-slate-500"> · {author.profession}</span> : null}
            <br />
            <time
              dateTime={comment.createdAt}
              title={formatDateTime(comment.createdAt)}
              className="text-slate-500"
            >
              {formatRelative(comment.createdAt)}
            </time>
          </p>
          <div className="flex shrink-0 items-center">
            {comment.abilities.report ? (
              <ReportButton
                look="icon"
                label={fill(reportsMessages.reportCommentOf, { name: author.fullName })}
                target={{ kind: 'articleComment', id: comment.id }}
                location={`/magazine/${comment.articleId}#commentaire-${comment.id}`}
              />
            ) : null}
            {comment.abilities.moderate ? (
              <CommentRemovalButton
                kind="articleComment"
                commentId={comment.id}
                onRemoved={() =>
                  void client.invalidateQueries({ queryKey: magazineKeys.comments(comment.articleId) })
                }
              />
            ) : null}
            {comment.abilities.delete ? (
              <button
                type="button"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
                aria-label={mm.deleteComment}
                disabled={deleting}
                onClick={() => setConfirming(true)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            ) : othersComment && !author.deleted ? (
              <MemberActionsMenu member={author} />
            ) : null}
          </div>
        </div>
        <p className="mt-1.5 break-words whitespace-pre-line text-slate-800">{comment.content}</p>
      </div>
      <ConfirmDialog
        open={confirming}
        title={mm.deleteCommentTitle}
        description={mm.deleteCommentConfirm}
        confirmLabel={commonMessages.delete}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete(comment.id);
        }}
      />
    </li>
  );
}
