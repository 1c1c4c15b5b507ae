import { reportsMessages as m } from '@plateau/shared/messages/reports.fr';
import { commentRemovalInputSchema, type ModerationGround } from '@plateau/shared/schemas/reports';
import { useMutation } from '@tanstack/react-query';
import { ShieldX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { toast } from '@/lib/toaster';
import { reportsApi } from './api';
import { apiFailure, fieldErrorsOf } from './field-errors';
import { StatementFields } from './StatementFields';

interface CommentRemovalButtonProps {
  kind: 'articleComment' | 'taskComment';
  commentId: string;
  /** Refreshes the comments once the comment reads 'Contenu retiré par la modération'. */
  onRemoved: () => void;
}

/** An administrator removes a comment with the statement of reasons its author receives (issue 31). */
export function CommentRemovalButton({ kind, commentId, onRemoved }: CommentRemovalButtonProps) {
  const [open, setOpen] = useState(false);
  const [ground, setGround] = useState<ModerationGround | ''>('');
  const [facts, setFacts] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const remove = useMutation({ mutationFn: reportsApi.removeComment });
  const submit = () => {
    const parsed = commentRemovalInputSchema.safeParse({
      kind,
      id: commentId,
      ground: ground || undefined,
      facts,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    remove.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(m.removal.done);
        setOpen(false);
        onRemoved();
      },
      onError: (error) => {
        const failure = apiFailure(error, m.errors.commentNotFound);
        setErrors({
          ...failure.fields,
          ...(Object.keys(failure.fields).length ? {} : { facts: failure.message }),
        });
      },
    });
  };
  return (
    <>
      <button
        type="button"
        className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
        aria-label={m.removal.remove}
        title={m.removal.remove}
        onClick={() => setOpen(true)}
      >
        <ShieldX className="size-4" aria-hidden="true" />
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={m.removal.title}
        description={m.removal.intro}
        size="lg"
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <StatementFields
            ground={ground}
            facts={facts}
            onGround={setGround}
            onFacts={setFacts}
            errors={errors}
            allowNoBreach={false}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {m.form.cancel}
            </Button>
            <Button type="submit" variant="danger" loading={remove.isPending}>
              {m.actions.remove}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
