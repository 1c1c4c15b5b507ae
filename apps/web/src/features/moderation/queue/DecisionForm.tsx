import { reportsMessages as m } from '@plateau/shared/messages/reports.fr';
import {
  decisionInputSchema,
  type ModerationAction,
  type ModerationGround,
  moderationActions,
  type SuspensionDuration,
} from '@plateau/shared/schemas/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/Input';
import { toast } from '@/lib/toaster';
import { reportsApi, reportsKeys } from '../reports/api';
import { apiFailure, fieldErrorsOf } from '../reports/field-errors';
import { StatementFields, SuspensionField } from '../reports/StatementFields';

const q = m.queue;

/** The decision on one item: the measure, then the statement of reasons it always carries. */
export function DecisionForm({ reportId }: { reportId: string }) {
  const id = useId();
  const client = useQueryClient();
  const [action, setAction] = useState<ModerationAction | ''>('');
  const [suspension, setSuspension] = useState<SuspensionDuration | ''>('');
  const [ground, setGround] = useState<ModerationGround | ''>('');
  const [facts, setFacts] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const decide = useMutation({
    mutationFn: (body: Parameters<typeof reportsApi.decide>[1]) => reportsApi.decide(reportId, body),
  });
  const submit = () => {
    const parsed = decisionInputSchema.safeParse({
      action: action || undefined,
      ...(action === 'suspend' ? { suspension: suspension || undefined } : {}),
      ground: ground || undefined,
      facts,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    decide.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(q.decided);
        void client.invalidateQueries({ queryKey: reportsKeys.all });
      },
      onError: (error) => {
        const failure = apiFailure(error, m.errors.reportNotFound);
        setErrors(Object.keys(failure.fields).length ? failure.fields : { form: failure.message });
      },
    });
  };
  return (
    <form
      noValidate
      aria-label={q.decide}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {errors.form ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{q.decision}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {moderationActions.map((value) => (
            <label
              key={value}
              className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50"
            >
              <input
                type="radio"
                name={`${id}-action`}
                value={value}
                checked={action === value}
                onChange={() => {
                  setAction(value);
                  if (value !== 'none' && ground === 'noBreach') setGround('');
                }}
              />
              {m.actions[value]}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-action-error`} message={errors.action} />
      </fieldset>
      {action === 'suspend' ? (
        <SuspensionField value={suspension} onChange={setSuspension} error={errors.suspension} />
      ) : null}
      <StatementFields
        ground={ground}
        facts={facts}
        onGround={setGround}
        onFacts={setFacts}
        errors={errors}
        allowNoBreach={action === 'none' || action === ''}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={decide.isPending}>
          {q.submit}
        </Button>
      </div>
    </form>
  );
}
