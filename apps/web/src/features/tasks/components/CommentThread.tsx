import { fill } from '@plateau/shared/messages/fill';
import { reportsMessages } from '@plateau/shared/messages/reports.fr';
import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import { maxTaskCommentLength, type Task } from '@plateau/shared/schemas/tasks';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { inputClasses, Label } from '@/components/ui/Input';
import { Spinner } from '@/components/ui/Spinner';
import { CommentRemovalButton, ReportButton } from '@/features/moderation/report';
import { ApiRequestError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toaster';
import { useTaskComments } from '../hooks/useTaskComments';
import { taskKeys } from '../query-keys';

/** The comment thread in ascending time, the comment form (owner and members), deleting one's own. */
export function CommentThread({ projectId, task }: { projectId: string; task: Task }) {
  const id = useId();
  const { thread, add, remove } = useTaskComments(projectId, task.id);
  const [content, setContent] = useState('');
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return;
    add.mutate(content, {
      onSuccess: () => {
        setContent('');
        toast.success(m.commentAdded);
      },
      // The spec's text, then the API's own reason when it gives a more precise one.
      onError: (error) =>
        toast.error(
          error instanceof ApiRequestError && error.status !== 0
            ? `${m.commentAddError} : ${error.message}`
            : m.commentAddError,
        ),
    });
  };
  const confirmDelete = () => {
    const commentId = pendingDelete;
    setPendingDelete(null);
    if (!commentId) return;
    remove.mutate(commentId, {
      onSuccess: () => toast.success(m.commentDeleted),
      onError: () => toast.error(m.commentDeleteError),
    });
  };

  return (
    <section className="mt-6 border-t border-slate-200 pt-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="mb-3 font-semibold text-slate-900">
        {m.comments}
      </h3>
      {thread.isPending ? (
        <Spinner className="size-5" />
      ) : thread.isError ? (
        <p className="text-sm text-red-700">{thread.error.message}</p>
      ) : thread.data.length === 0 ? (
        <p className="text-sm text-slate-600">{m.noComments}</p>
      ) : (
        <ol className="space-y-3">
          {thread.data.map((comment) => (
            <li key={comment.id} className="flex gap-3" data-comment-id={comment.id}>
              <Avatar
                name={comment.user.fullName}
                src={comment.user.avatarUrl}
                size="sm"
                decorative
                deleted={comment.user.deleted}
              />
              <div className="min-w-0 flex-1 rounded-lg bg-slate-50 p-3">
                <p className="text-xs text-slate-600">
                  {fill(m.commentBy, {
                    name: comment.user.fullName,
                    date: formatDateTime(comment.createdAt),
                  })}
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-900">
                  {comment.content}
                </p>
              </div>
              {comment.abilities.report ? (
                <ReportButton
                  look="icon"
                  label={fill(reportsMessages.reportCommentOf, { name: comment.user.fullName })}
                  target={{ kind: 'taskComment', id: comment.id }}
                  location={`/projets/${projectId}?tache=${task.id}`}
                />
              ) : null}
              {comment.abilities.moderate ? (
                <CommentRemovalButton
                  kind="taskComment"
                  commentId={comment.id}
                  onRemoved={() =>
                    void queryClient.invalidateQueries({ queryKey: taskKeys.comments(task.id) })
                  }
                />
              ) : null}
              {comment.abilities.delete ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={m.deleteComment}
                  onClick={() => setPendingDelete(comment.id)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {task.abilities.comment ? (
        <form onSubmit={submit} className="mt-4 space-y-2">
          <Label htmlFor={`${id}-comment`}>{m.commentLabel}</Label>
          <textarea
            id={`${id}-comment`}
            className={cn(inputClasses, 'min-h-20')}
            placeholder={m.commentPlaceholder}
            value={content}
            maxLength={maxTaskCommentLength}
            onChange={(event) => setContent(event.target.value)}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={!content.trim()} loading={add.isPending}>
              {m.commentSubmit}
            </Button>
          </div>
        </form>
      ) : null}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={m.deleteCommentTitle}
        description={m.deleteCommentConfirm}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
