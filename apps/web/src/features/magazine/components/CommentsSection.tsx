import { magazineMessages as mm } from '@plateau/shared/messages/magazine.fr';
import { formatMessage } from '@plateau/shared/messages.fr';
import { MessageCircle } from 'lucide-react';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { Skeleton } from '@/components/ui/Skeleton';
import { useDeleteComment } from '../hooks/useCommentMutations';
import { useComments } from '../hooks/useComments';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';

/** Comments, oldest first, with the form; kept live by the article's realtime room. */
export function CommentsSection({ articleId }: { articleId: string }) {
  const comments = useComments(articleId, true);
  const deleteComment = useDeleteComment(articleId);
  if (comments.isError) console.error(comments.error);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const total = comments.data?.pages[0]?.total ?? items.length;

  return (
    <section
      aria-labelledby="comments-title"
      className="mt-12 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="comments-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <MessageCircle className="size-5 text-violet-700" aria-hidden="true" />
        {formatMessage(mm.commentsCount, { count: total })}
      </h2>
      {comments.isPending ? (
        <div className="mt-4 space-y-3" aria-hidden="true">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : items.length === 0 ? (
        <div className="mt-4 rounded-xl bg-slate-50 px-4 py-6 text-center">
          <p className="font-medium text-slate-800">{mm.noComments}</p>
          <p className="text-sm text-slate-600">{mm.noCommentsHint}</p>
        </div>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100" aria-live="polite">
          {items.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              deleting={deleteComment.isPending && deleteComment.variables === comment.id}
              onDelete={(commentId) => deleteComment.mutate(commentId)}
            />
          ))}
        </ol>
      )}
      <LoadMoreButton
        pages={comments}
        label={mm.loadMoreComments}
        variant="ghost"
        size="sm"
        className="mt-2"
      />
      <div className="mt-4 border-t border-slate-100 pt-4">
        <CommentForm articleId={articleId} />
      </div>
    </section>
  );
}
