import { zodResolver } from '@hookform/resolvers/zod';
import { magazineMessages as mm } from '@plateau/shared/messages/magazine.fr';
import { formatMessage } from '@plateau/shared/messages.fr';
import { commentInputSchema, maxArticleCommentLength } from '@plateau/shared/schemas/magazine';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { FieldError, Label } from '@/components/ui/Input';
import { cn } from '@/lib/cn';
import { useAddComment } from '../hooks/useCommentMutations';

/** Adds a comment; the button stays disabled until the trimmed text is non-empty (spec 1 §5). */
export function CommentForm({ articleId }: { articleId: string }) {
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const counterId = `${fieldId}-counter`;
  const addComment = useAddComment(articleId);
  const form = useForm({ resolver: zodResolver(commentInputSchema), defaultValues: { content: '' } });
  const content = form.watch('content');
  const error = form.formState.errors.content?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await addComment.mutateAsync(values.content);
      form.reset({ content: '' });
    } catch {
      // The toast already said so; the text stays for another try.
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
      <Label htmlFor={fieldId}>{mm.commentLabel}</Label>
      <textarea
        id={fieldId}
        rows={3}
        placeholder={mm.commentPlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(counterId, error && errorId)}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-violet-600 focus:ring-2 focus:ring-violet-200 focus:outline-none aria-[invalid=true]:border-red-500 sm:text-sm"
        {...form.register('content')}
      />
      <FieldError id={errorId} message={error} />
      <div className="flex items-center justify-between gap-3">
        <p
          id={counterId}
          className={cn('text-xs text-slate-500', content.length > maxArticleCommentLength && 'text-red-700')}
        >
          {formatMessage(mm.commentCharacters, { count: content.length, max: maxArticleCommentLength })}
        </p>
        <Button type="submit" disabled={content.trim().length === 0} loading={addComment.isPending}>
          <Send className="size-4" aria-hidden="true" />
          {mm.commentSubmit}
        </Button>
      </div>
    </form>
  );
}
