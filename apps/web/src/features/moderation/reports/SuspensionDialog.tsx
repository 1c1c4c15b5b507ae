import { apiMessages } from '@plateau/shared/messages/api.fr';
import { reportsMessages as m } from '@plateau/shared/messages/reports.fr';
import {
  type ModerationGround,
  type SuspensionDuration,
  type SuspensionStatement,
  suspensionStatementSchema,
} from '@plateau/shared/schemas/reports';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { apiFailure, fieldErrorsOf } from './field-errors';
import { StatementFields, SuspensionField } from './StatementFields';

interface SuspensionDialogProps {
  title: string;
  description: string;
  submitLabel: string;
  /** Sends the suspension; a refusal of the API shows in the form (its fields, else its message). */
  onSubmit: (statement: SuspensionStatement) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A suspension outside the queue (the 'Utilisateurs' page's 'Suspendre'): the queue's decision 'Suspendre le
 * compte' with its fields — the duration, then the statement of reasons the member receives (issue 31, DSA
 * art. 17) — checked by the same shared schema as the server.
 */
export function SuspensionDialog({
  title,
  description,
  submitLabel,
  onSubmit,
  onClose,
}: SuspensionDialogProps) {
  const [suspension, setSuspension] = useState<SuspensionDuration | ''>('');
  const [ground, setGround] = useState<ModerationGround | ''>('');
  const [facts, setFacts] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  /** A field's change takes its refusal away: the remaining ones say what is still missing. */
  const changed =
    <T,>(field: string, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors(({ [field]: _gone, form: _form, ...rest }) => rest);
    };
  const submit = async () => {
    const parsed = suspensionStatementSchema.safeParse({
      suspension: suspension || undefined,
      ground: ground || undefined,
      facts,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await onSubmit(parsed.data);
      onClose();
    } catch (error) {
      const failure = apiFailure(error, apiMessages.internal);
      setErrors(Object.keys(failure.fields).length ? failure.fields : { form: failure.message });
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      size="lg"
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {errors.form ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errors.form}
          </p>
        ) : null}
        <SuspensionField
          value={suspension}
          onChange={changed('suspension', setSuspension)}
          error={errors.suspension}
        />
        <StatementFields
          ground={ground}
          facts={facts}
          onGround={changed('ground', setGround)}
          onFacts={changed('facts', setFacts)}
          errors={errors}
          allowNoBreach={false}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {m.form.cancel}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
