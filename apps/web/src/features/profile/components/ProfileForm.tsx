import { availabilityStatuses, cities } from '@plateau/shared/enums';
import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { availabilityLabel } from '@plateau/shared/rules/availability';
import { professionSuggestions } from '@plateau/shared/rules/professions';
import { type Profile, profileUpdateSchema } from '@plateau/shared/schemas/profile';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { FieldError, inputClasses, Label } from '@/components/ui/Input';
import { TextField } from '@/components/ui/TextField';
import { ApiRequestError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toaster';
import { useUpdateProfile } from '../hooks/useUpdateProfile';
import { fieldOfIssue, formValuesOf, type ProfileFormValues, payloadOf } from './profile-form-values';
import { SkillsInput } from './SkillsInput';

const linkFields = ['website', 'instagram', 'twitter', 'linkedin', 'youtube'] as const;
const linkLabels: Record<(typeof linkFields)[number], string> = {
  website: pm.websiteLabel,
  instagram: pm.instagramLabel,
  twitter: pm.twitterLabel,
  linkedin: pm.linkedinLabel,
  youtube: pm.youtubeLabel,
};

/** Every profile field; validated with the shared schema, then saved in one request. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const id = useId();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues>({ defaultValues: formValuesOf(profile) });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const parsed = profileUpdateSchema.safeParse(payloadOf(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOfIssue(issue.path);
        if (field) form.setError(field, { type: 'validate', message: issue.message });
      }
      return;
    }
    try {
      await update.mutateAsync(payloadOf(values));
      toast.success(pm.updated);
      await navigate('/profil');
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields) {
        for (const [path, message] of Object.entries(error.fields)) {
          const field = fieldOfIssue(path.split('.'));
          if (field) form.setError(field, { type: 'server', message });
        }
      }
      toast.error(
        error instanceof ApiRequestError && error.status === 401 ? pm.mustBeSignedIn : pm.updateError,
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-8">
      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold text-slate-900">{pm.sectionIdentity}</legend>
        <TextField
          label={pm.fullNameLabel}
          autoComplete="name"
          required
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <TextField
          label={pm.professionLabel}
          list={`${id}-professions`}
          hint={pm.professionHint}
          error={errors.profession?.message}
          {...form.register('profession')}
        />
        <datalist id={`${id}-professions`}>
          {professionSuggestions.map((profession) => (
            <option key={profession} value={profession} />
          ))}
        </datalist>
        <div>
          <Label htmlFor={`${id}-bio`}>{pm.bioLabel}</Label>
          <textarea
            id={`${id}-bio`}
            rows={5}
            className={cn(inputClasses, 'h-auto py-2')}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={`${id}-bio-error`}
            {...form.register('bio')}
          />
          <FieldError id={`${id}-bio-error`} message={errors.bio?.message} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <Label htmlFor={`${id}-location`}>{pm.locationLabel}</Label>
            <select id={`${id}-location`} className={inputClasses} {...form.register('location')}>
              <option value="">{pm.locationNone}</option>
              {profile.location && !(cities as readonly string[]).includes(profile.location) ? (
                <option value={profile.location}>{profile.location}</option>
              ) : null}
              {cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-location-error`} message={errors.location?.message} />
          </div>
          <div>
            <Label htmlFor={`${id}-availability`}>{pm.availabilityLabel}</Label>
            <select
              id={`${id}-availability`}
              className={inputClasses}
              {...form.register('availabilityStatus')}
            >
              {availabilityStatuses.map((status) => (
                <option key={status} value={status}>
                  {availabilityLabel(status)}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-availability-error`} message={errors.availabilityStatus?.message} />
          </div>
        </div>
        <Controller
          control={form.control}
          name="skills"
          render={({ field }) => (
            <SkillsInput value={field.value} onChange={field.onChange} error={errors.skills?.message} />
          )}
        />
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold text-slate-900">{pm.sectionLinks}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {linkFields.map((name) => (
            <TextField
              key={name}
              label={linkLabels[name]}
              inputMode="url"
              autoComplete="off"
              hint={pm.linkHint}
              error={errors[name]?.message}
              {...form.register(name)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-4 text-lg font-semibold text-slate-900">{pm.sectionSettings}</legend>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-show`}
            type="checkbox"
            className="mt-0.5 size-5 rounded border-slate-300 accent-indigo-700"
            {...form.register('defaultShowProfile')}
          />
          <label htmlFor={`${id}-show`} className="text-sm text-slate-800">
            {pm.defaultShowProfileLabel}
          </label>
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <Link to="/profil" className={buttonClasses({ variant: 'outline' })}>
          {pm.cancel}
        </Link>
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? pm.saving : pm.save}
        </Button>
      </div>
    </form>
  );
}
