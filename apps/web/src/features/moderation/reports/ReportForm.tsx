import { reportsMessages as m } from '@plateau/shared/messages/reports.fr';
import {
  type ReportCategory,
  type ReportTarget,
  reportCategories,
  reportInputSchema,
} from '@plateau/shared/schemas/reports';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FieldError, inputClasses, Label } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { reportsApi } from './api';
import { apiFailure, fieldErrorsOf } from './field-errors';

const f = m.form;
const categoryOptions = reportCategories.map((value) => ({ value, label: m.categories[value] }));

export interface ReportFormProps {
  /** The content, filled in by the page; absent on the footer's form (the visitor gives its address). */
  target?: ReportTarget;
  /** The exact location, filled in by the page (its address). */
  location?: string;
  /** The footer's form: an address to start from (still editable). */
  initialAddress?: string;
  onDone: () => void;
  onCancel?: () => void;
}

/**
 * The report form (DSA art. 16): category, explanation, location, name and e-mail (a member's from the
 * session), and the good-faith declaration for illegal content. Checked with the server's schema.
 */
export function ReportForm({
  target,
  location: givenLocation,
  initialAddress,
  onDone,
  onCancel,
}: ReportFormProps) {
  const id = useId();
  const { user } = useAuth();
  const [category, setCategory] = useState<ReportCategory | ''>('');
  const [explanation, setExplanation] = useState('');
  const [address, setAddress] = useState(givenLocation ?? initialAddress ?? '');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [goodFaith, setGoodFaith] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({ mutationFn: reportsApi.create });
  /** A field's error goes as soon as the field changes. */
  const edited = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });

  const submit = () => {
    const body = {
      ...(target ? { target } : {}),
      category: category || undefined,
      explanation,
      location: address,
      ...(category === 'illegal' ? { goodFaith } : {}),
      ...(user ? {} : { reporterName: name, reporterEmail: email }),
    };
    const parsed = reportInputSchema.safeParse(body);
    const fields = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!user && !name.trim()) fields.reporterName ??= m.errors.nameRequired;
    if (!user && !email.trim()) fields.reporterEmail ??= m.errors.emailRequired;
    setErrors(fields);
    setFailure(null);
    if (!parsed.success || Object.keys(fields).length > 0) return;
    send.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (error) => {
        const answer = apiFailure(error, m.errors.targetNotFound);
        setErrors(answer.fields);
        setFailure(answer.message);
      },
    });
  };

  return (
    <form
      noValidate
      className="space-y-4"
      aria-label={f.title}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div>
        <Label htmlFor={`${id}-category`}>{f.category}</Label>
        <Select
          id={`${id}-category`}
          value={category}
          emptyLabel={f.categoryPlaceholder}
          options={categoryOptions}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${id}-category-error` : undefined}
          onValueChange={(value) => {
            setCategory(value);
            edited('category');
          }}
        />
        <FieldError id={`${id}-category-error`} message={errors.category} />
      </div>
      <div>
        <Label htmlFor={`${id}-explanation`}>{f.explanation}</Label>
        <textarea
          id={`${id}-explanation`}
          className={cn(inputClasses, 'h-auto min-h-28 py-2')}
          value={explanation}
          aria-invalid={errors.explanation ? true : undefined}
          aria-describedby={`${id}-explanation-hint${errors.explanation ? ` ${id}-explanation-error` : ''}`}
          onChange={(event) => {
            setExplanation(event.target.value);
            edited('explanation');
          }}
        />
        <p id={`${id}-explanation-hint`} className="mt-1.5 text-xs text-slate-600">
          {f.explanationHint}
        </p>
        <FieldError id={`${id}-explanation-error`} message={errors.explanation} />
      </div>
      {givenLocation ? (
        <TextField label={f.location} value={address} readOnly error={errors.location} />
      ) : (
        <TextField
          label={f.address}
          hint={f.addressHint}
          value={address}
          inputMode="url"
          error={errors.location}
          onChange={(event) => {
            setAddress(event.target.value);
            edited('location');
          }}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={f.name}
          value={user ? user.fullName : name}
          readOnly={user !== null}
          autoComplete="name"
          error={errors.reporterName}
          onChange={(event) => {
            setName(event.target.value);
            edited('reporterName');
          }}
        />
        <TextField
          label={f.email}
          type="email"
          value={user ? user.email : email}
          readOnly={user !== null}
          autoComplete="email"
          error={errors.reporterEmail}
          onChange={(event) => {
            setEmail(event.target.value);
            edited('reporterEmail');
          }}
        />
      </div>
      {category === 'illegal' ? (
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              checked={goodFaith}
              aria-invalid={errors.goodFaith ? true : undefined}
              aria-describedby={errors.goodFaith ? `${id}-good-faith-error` : undefined}
              onChange={(event) => {
                setGoodFaith(event.target.checked);
                edited('goodFaith');
              }}
            />
            <span>{f.goodFaith}</span>
          </label>
          <FieldError id={`${id}-good-faith-error`} message={errors.goodFaith} />
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {f.cancel}
          </Button>
        ) : null}
        <Button type="submit" loading={send.isPending}>
          {f.submit}
        </Button>
      </div>
    </form>
  );
}
