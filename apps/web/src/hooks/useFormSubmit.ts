import type { BaseSyntheticEvent } from 'react';
import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

interface FormSubmitOptions<Values extends FieldValues, Failure> {
  /** Sends the valid values; a rejection is the API's refusal (or a network failure). */
  send: (values: Values) => Promise<unknown>;
  /** What the form shows above its fields after a refusal; null when the fields' messages say it all. */
  failure: (error: unknown) => Failure | null;
  /** The refusal's messages shown under the fields (the API's `fields`, with the form's names). */
  fieldErrors: (error: unknown) => Array<[Path<Values>, string]>;
  onSuccess?: () => void;
  /** Told when sending starts and ends (a modal cannot be closed meanwhile). */
  onPendingChange?: (pending: boolean) => void;
}

/**
 * The submit of a react-hook-form form that sends to the API: the pending state, the refusal shown once
 * (above the form and under its fields), cleared on the next attempt; the form emptied on success.
 */
export function useFormSubmit<Values extends FieldValues, Failure>(
  form: UseFormReturn<Values>,
  { send, failure, fieldErrors, onSuccess, onPendingChange }: FormSubmitOptions<Values, Failure>,
) {
  const [pending, setPending] = useState(false);
  const [shownFailure, setShownFailure] = useState<Failure | null>(null);

  useEffect(() => {
    onPendingChange?.(pending);
  }, [pending, onPendingChange]);

  const submit = form.handleSubmit(
    async (values) => {
      setShownFailure(null);
      setPending(true);
      try {
        await send(values);
      } catch (error) {
        setPending(false);
        setShownFailure(failure(error));
        for (const [field, message] of fieldErrors(error)) {
          form.setError(field, { type: 'server', message });
        }
        return;
      }
      setPending(false);
      form.reset();
      onSuccess?.();
    },
    () => setShownFailure(null),
  );

  return {
    submit: (event?: BaseSyntheticEvent) => void submit(event),
    pending,
    failure: shownFailure,
  };
}
