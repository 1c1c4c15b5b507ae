import { reportsMessages as m } from '@plateau/shared/messages/reports.fr';
import {
  type ModerationGround,
  moderationGrounds,
  type SuspensionDuration,
  suspensionDurations,
} from '@plateau/shared/schemas/reports';
import { useId } from 'react';
import { FieldError, inputClasses, Label } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { cn } from '@/lib/cn';

const q = m.queue;

interface StatementFieldsProps {
  ground: ModerationGround | '';
  facts: string;
  onGround: (ground: ModerationGround | '') => void;
  onFacts: (facts: string) => void;
  errors: Record<string, string>;
  /** 'Aucune règle enfreinte' is offered only with 'Aucune action'. */
  allowNoBreach: boolean;
}

/** The statement of reasons (DSA art. 17): its ground from the list and the facts. */
export function StatementFields({
  ground,
  facts,
  onGround,
  onFacts,
  errors,
  allowNoBreach,
}: StatementFieldsProps) {
  const id = useId();
  const options = moderationGrounds
    .filter((value) => allowNoBreach || value !== 'noBreach')
    .map((value) => ({ value, label: m.grounds[value] }));
  return (
    <>
      <div>
        <Label htmlFor={`${id}-ground`}>{q.ground}</Label>
        <Select
          id={`${id}-ground`}
          value={ground}
          emptyLabel={q.groundPlaceholder}
          options={options}
          aria-invalid={errors.ground ? true : undefined}
          aria-describedby={errors.ground ? `${id}-ground-error` : undefined}
          onValueChange={onGround}
        />
        <FieldError id={`${id}-ground-error`} message={errors.ground} />
      </div>
      <div>
        <Label htmlFor={`${id}-facts`}>{q.facts}</Label>
        <textarea
          id={`${id}-facts`}
          className={cn(inputClasses, 'h-auto min-h-28 py-2')}
          value={facts}
          aria-invalid={errors.facts ? true : undefined}
          aria-describedby={`${id}-facts-hint${errors.facts ? ` ${id}-facts-error` : ''}`}
          onChange={(event) => onFacts(event.target.value)}
        />
        <p id={`${id}-facts-hint`} className="mt-1.5 text-xs text-slate-600">
          {q.factsHint}
        </p>
        <FieldError id={`${id}-facts-error`} message={errors.facts} />
      </div>
    </>
  );
}

/** The duration of a suspension: 7 days, 30 days or indefinitely (the queue's decision, the admin's 'Suspendre'). */
export function SuspensionField({
  value,
  onChange,
  error,
}: {
  value: SuspensionDuration | '';
  onChange: (value: SuspensionDuration | '') => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={`${id}-suspension`}>{q.suspension}</Label>
      <Select
        id={`${id}-suspension`}
        value={value}
        emptyLabel=""
        options={suspensionDurations.map((duration) => ({ value: duration, label: m.suspensions[duration] }))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-suspension-error` : undefined}
        onValueChange={onChange}
      />
      <FieldError id={`${id}-suspension-error`} message={error} />
    </div>
  );
}
