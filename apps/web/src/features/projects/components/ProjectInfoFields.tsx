import { memberVisibilities, projectCategories } from '@plateau/shared/enums';
import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { inputClasses } from '@/components/ui/Input';
import { cn } from '@/lib/cn';
import type { ProjectFormValues } from '../project-form-values';
import { CoverField } from './CoverField';
import { FormField } from './FormField';
import { RolePicker } from './RolePicker';

interface ProjectInfoFieldsProps {
  withCoverUrl: boolean;
  onUploadingChange: (uploading: boolean) => void;
}

/** 'Informations du projet': title, description, category, budget, dates, cover, roles, team visibility. */
export function ProjectInfoFields({ withCoverUrl, onUploadingChange }: ProjectInfoFieldsProps) {
  const id = useId();
  const { register, control, formState, getValues } = useFormContext<ProjectFormValues>();
  const { errors } = formState;
  const saved = getValues('category');
  const categories: readonly string[] = (projectCategories as readonly string[]).includes(saved)
    ? projectCategories
    : [saved, ...projectCategories];
  const described = (name: string, error: unknown) => ({
    id: `${id}-${name}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-${name}-error`,
  });

  return (
    <fieldset className="space-y-5">
      <legend className="mb-4 text-lg font-semibold text-slate-900">{m.infoSection}</legend>
      <FormField id={`${id}-title`} label={m.fields.title} required error={errors.title?.message}>
        <input className={inputClasses} {...described('title', errors.title)} {...register('title')} />
      </FormField>
      <FormField
        id={`${id}-description`}
        label={m.fields.description}
        required
        error={errors.description?.message}
      >
        <textarea
          rows={6}
          className={cn(inputClasses, 'h-auto py-2')}
          {...described('description', errors.description)}
          {...register('description')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-category`} label={m.fields.category} required error={errors.category?.message}>
          <select
            className={inputClasses}
            {...described('category', errors.category)}
            {...register('category')}
          >
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-budget`} label={m.fields.budget} error={errors.budget?.message}>
          <input
            className={inputClasses}
            inputMode="decimal"
            {...described('budget', errors.budget)}
            {...register('budget')}
          />
        </FormField>
        <FormField id={`${id}-startDate`} label={m.fields.startDate} error={errors.startDate?.message}>
          <input
            type="date"
            className={inputClasses}
            {...described('startDate', errors.startDate)}
            {...register('startDate')}
          />
        </FormField>
        <FormField id={`${id}-deadline`} label={m.fields.deadline} error={errors.deadline?.message}>
          <input
            type="date"
            className={inputClasses}
            {...described('deadline', errors.deadline)}
            {...register('deadline')}
          />
        </FormField>
      </div>
      <Controller
        control={control}
        name="coverImage"
        render={({ field, fieldState }) => (
          <CoverField
            value={field.value ?? null}
            onChange={field.onChange}
            withUrl={withCoverUrl}
            error={fieldState.error?.message}
            onUploadingChange={onUploadingChange}
          />
        )}
      />
      <Controller
        control={control}
        name="requiredRoles"
        render={({ field, fieldState }) => (
          <RolePicker value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <FormField
        id={`${id}-visibility`}
        label={m.fields.memberVisibility}
        error={errors.memberVisibilityDefault?.message}
      >
        <select
          className={inputClasses}
          {...described('visibility', errors.memberVisibilityDefault)}
          {...register('memberVisibilityDefault')}
        >
          {memberVisibilities.map((visibility) => (
            <option key={visibility} value={visibility}>
              {m.visibilityOptions[visibility]}
            </option>
          ))}
        </select>
      </FormField>
    </fieldset>
  );
}
