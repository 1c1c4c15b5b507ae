import {
  experienceLevels,
  projectBenefitSuggestions,
  projectTagSuggestions,
  projectTypes,
} from '@plateau/shared/enums';
import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { inputClasses } from '@/components/ui/Input';
import type { ProjectFormValues } from '../project-form-values';
import { FormField } from './FormField';
import { TagInput } from './TagInput';

const textFields = ['projectLocation', 'targetAudience', 'genre', 'durationEstimate'] as const;
const flags = [
  'equipmentProvided',
  'cateringProvided',
  'transportProvided',
  'accommodationProvided',
] as const;

/** 'Détails du projet' (tags, place, audience, genre, duration, level, type) and 'Conditions et avantages'. */
export function ProjectDetailsFields() {
  const id = useId();
  const { register, control, formState } = useFormContext<ProjectFormValues>();
  const { errors } = formState;
  return (
    <>
      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold text-slate-900">{m.detailsSection}</legend>
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagInput
              label={m.fields.tags}
              value={field.value ?? []}
              onChange={field.onChange}
              suggestions={projectTagSuggestions}
              placeholder={m.tagsPlaceholder}
              hint={m.tagsHint}
              duplicateMessage={m.tagDuplicate}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {textFields.map((name) => (
            <FormField key={name} id={`${id}-${name}`} label={m.fields[name]} error={errors[name]?.message}>
              <input
                id={`${id}-${name}`}
                className={inputClasses}
                placeholder={name === 'durationEstimate' ? m.durationPlaceholder : undefined}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={`${id}-${name}-error`}
                {...register(name)}
              />
            </FormField>
          ))}
          <FormField
            id={`${id}-level`}
            label={m.fields.experienceLevel}
            error={errors.experienceLevel?.message}
          >
            <select id={`${id}-level`} className={inputClasses} {...register('experienceLevel')}>
              {experienceLevels.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={`${id}-type`} label={m.fields.projectType} error={errors.projectType?.message}>
            <select id={`${id}-type`} className={inputClasses} {...register('projectType')}>
              {projectTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold text-slate-900">{m.conditionsSection}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {flags.map((name) => (
            <label
              key={name}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm text-slate-800"
            >
              <input type="checkbox" className="size-4 accent-indigo-700" {...register(name)} />
              {m.fields[name]}
            </label>
          ))}
        </div>
        <Controller
          control={control}
          name="additionalBenefits"
          render={({ field, fieldState }) => (
            <TagInput
              label={m.fields.additionalBenefits}
              value={field.value ?? []}
              onChange={field.onChange}
              suggestions={projectBenefitSuggestions}
              placeholder={m.benefitsPlaceholder}
              hint={m.benefitsHint}
              duplicateMessage={m.benefitDuplicate}
              error={fieldState.error?.message}
            />
          )}
        />
      </fieldset>
    </>
  );
}
