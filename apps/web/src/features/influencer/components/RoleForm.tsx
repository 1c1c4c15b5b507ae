import {
  compensationTypes,
  influencerRoleTitles,
  influencerSkills,
  roleExperienceLevels,
} from '@plateau/shared/enums';
import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import { influencerRoleInputSchema } from '@plateau/shared/schemas/influencer';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { toast } from '@/lib/toaster';
import { ChoiceChips } from './ChoiceChips';
import { errorsOf, Field, textareaClasses } from './Field';

export type RoleDraft = {
  title: string;
  description: string;
  responsibilities: string;
  requiredSkills: string[];
  experienceLevel: (typeof roleExperienceLevels)[number];
  timeCommitment: string;
  compensationType: (typeof compensationTypes)[number];
  compensationDetails: string;
  positionsAvailable: string;
  isPriority: boolean;
};

export const emptyRole: RoleDraft = {
  title: '',
  description: '',
  responsibilities: '',
  requiredSkills: [],
  experienceLevel: 'Intermédiaire',
  timeCommitment: '',
  compensationType: 'Rémunéré',
  compensationDetails: '',
  positionsAvailable: '1',
  isPriority: false,
};

const options = <T extends string>(values: readonly T[]) => values.map((value) => ({ value, label: value }));

/** The role sub-form of step 4: every field of a role definition (spec 2 §3), checked before it is added. */
export function RoleForm({ onAdd }: { onAdd: (role: RoleDraft) => void }) {
  const base = useId();
  const [role, setRole] = useState<RoleDraft>(emptyRole);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const r = m.roleForm;
  const set = <K extends keyof RoleDraft>(key: K, value: RoleDraft[K]) =>
    setRole((old) => ({ ...old, [key]: value }));
  const id = (name: string) => `${base}-${name}`;
  const invalid = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id(name)}-error` } : {};

  const add = () => {
    const result = influencerRoleInputSchema.safeParse(role);
    if (!result.success) {
      const found = errorsOf(result.error.issues);
      setErrors(found);
      toast.error(found.title ?? found.description ?? Object.values(found)[0] ?? m.roleRequired);
      return;
    }
    onAdd(role);
    setRole(emptyRole);
    setErrors({});
    toast.success(m.roleAdded);
  };

  return (
    <fieldset className="space-y-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
      <legend className="px-1 font-semibold text-slate-900">{r.heading}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('title')} label={r.title} required error={errors.title}>
          <Input
            id={id('title')}
            list={id('titles')}
            value={role.title}
            onChange={(event) => set('title', event.target.value)}
            placeholder={r.chooseTitle}
            {...invalid('title')}
          />
          <datalist id={id('titles')}>
            {influencerRoleTitles.map((title) => (
              <option key={title} value={title} />
            ))}
          </datalist>
        </Field>
        <Field id={id('positions')} label={r.positionsAvailable} required error={errors.positionsAvailable}>
          <Input
            id={id('positions')}
            type="number"
            min={1}
            inputMode="numeric"
            value={role.positionsAvailable}
            onChange={(event) => set('positionsAvailable', event.target.value)}
            {...invalid('positionsAvailable')}
          />
        </Field>
      </div>
      <Field id={id('description')} label={r.description} required error={errors.description}>
        <textarea
          id={id('description')}
          rows={3}
          className={textareaClasses}
          value={role.description}
          onChange={(event) => set('description', event.target.value)}
          {...invalid('description')}
        />
      </Field>
      <Field id={id('responsibilities')} label={r.responsibilities} error={errors.responsibilities}>
        <textarea
          id={id('responsibilities')}
          rows={2}
          className={textareaClasses}
          value={role.responsibilities}
          onChange={(event) => set('responsibilities', event.target.value)}
        />
      </Field>
      <ChoiceChips
        label={r.requiredSkills}
        options={influencerSkills}
        value={role.requiredSkills}
        onChange={(next) => set('requiredSkills', next)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('level')} label={r.experienceLevel}>
          <Select
            id={id('level')}
            value={role.experienceLevel}
            options={options(roleExperienceLevels)}
            onValueChange={(value) => value && set('experienceLevel', value)}
          />
        </Field>
        <Field id={id('time')} label={r.timeCommitment}>
          <Input
            id={id('time')}
            value={role.timeCommitment}
            onChange={(event) => set('timeCommitment', event.target.value)}
          />
        </Field>
        <Field id={id('compensation')} label={r.compensationType}>
          <Select
            id={id('compensation')}
            value={role.compensationType}
            options={options(compensationTypes)}
            onValueChange={(value) => value && set('compensationType', value)}
          />
        </Field>
        {role.compensationType === 'Bénévole' ? null : (
          <Field id={id('details')} label={r.compensationDetails}>
            <Input
              id={id('details')}
              value={role.compensationDetails}
              onChange={(event) => set('compensationDetails', event.target.value)}
            />
          </Field>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-indigo-700"
          checked={role.isPriority}
          onChange={(event) => set('isPriority', event.target.checked)}
        />
        {r.isPriority}
      </label>
      <Button type="button" variant="secondary" onClick={add}>
        {r.add}
      </Button>
    </fieldset>
  );
}
