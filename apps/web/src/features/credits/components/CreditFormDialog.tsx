import { projectTypes } from '@plateau/shared/enums';
import { creditsMessages as m } from '@plateau/shared/messages/credits.fr';
import type { Credit } from '@plateau/shared/schemas/credits';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FieldError, inputClasses, Label } from '@/components/ui/Input';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toaster';
import { kindLabel } from '../credit-text';
import type { useCreditMutations } from '../hooks/useCredits';

type Fields = { title: string; year: string; role: string; kind: string; link: string };

const fieldsOf = (credit: Credit | null): Fields => ({
  title: credit?.title ?? '',
  year: credit ? String(credit.year) : '',
  role: credit?.role ?? '',
  kind: credit?.kind ?? '',
  link: credit?.link ?? '',
});

interface CreditFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The declared credit to edit; null to add one. */
  credit: Credit | null;
  actions: ReturnType<typeof useCreditMutations>;
}

/**
 * 'Ajouter un crédit' / 'Modifier le crédit': a work from outside Plateau (title, year, role, kind, optional link).
 * The server checks every field (shared schema) and its French errors show beside each.
 */
export function CreditFormDialog({ open, onOpenChange, credit, actions }: CreditFormDialogProps) {
  const id = useId();
  const [values, setValues] = useState<Fields>(() => fieldsOf(credit));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const pending = actions.create.isPending || actions.update.isPending;
  const set = (key: keyof Fields) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };

  const save = async () => {
    const body = {
      title: values.title,
      year: Number(values.year.trim() || Number.NaN),
      role: values.role,
      kind: values.kind as (typeof projectTypes)[number],
      link: values.link.trim() || null,
    };
    try {
      if (credit) await actions.update.mutateAsync({ id: credit.id, body: { action: 'modifier', ...body } });
      else await actions.create.mutateAsync(body);
      toast.success(credit ? m.saved : m.added);
      onOpenChange(false);
    } catch (cause) {
      if (cause instanceof ApiRequestError && cause.status === 400) {
        setErrors(cause.fields ?? { _: cause.message });
        return;
      }
      toast.error(cause instanceof ApiRequestError && cause.status < 500 ? cause.message : m.saveError);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={credit ? m.editTitle : m.addTitle}
      description={m.addText}
      preventClose={pending}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={m.titleLabel}
          value={values.title}
          onChange={(event) => set('title')(event.target.value)}
          error={errors.title || undefined}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m.yearLabel}
            inputMode="numeric"
            value={values.year}
            onChange={(event) => set('year')(event.target.value)}
            error={errors.year || undefined}
          />
          <div>
            <Label htmlFor={`${id}-kind`}>{m.kindLabel}</Label>
            <select
              id={`${id}-kind`}
              className={inputClasses}
              value={values.kind}
              aria-invalid={errors.kind ? true : undefined}
              aria-describedby={`${id}-kind-error`}
              onChange={(event) => set('kind')(event.target.value)}
            >
              <option value="">{m.kindInvalid}</option>
              {projectTypes.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabel(kind)}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-kind-error`} message={errors.kind || undefined} />
          </div>
        </div>
        <TextField
          label={m.roleLabel}
          placeholder={m.rolePlaceholder}
          value={values.role}
          onChange={(event) => set('role')(event.target.value)}
          error={errors.role || undefined}
        />
        <TextField
          label={m.linkLabel}
          type="url"
          value={values.link}
          onChange={(event) => set('link')(event.target.value)}
          error={errors.link || undefined}
        />
        {errors._ ? <FieldError id={`${id}-form-error`} message={errors._} /> : null}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {m.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
