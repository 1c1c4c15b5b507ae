import {
  collaborationDurations,
  influencerBudgetRanges,
  influencerContentTypes,
  influencerDeliverables,
  influencerPlatforms,
  workModes,
} from '@plateau/shared/enums';
import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import { Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import type { InfluencerWizard } from '../hooks/useInfluencerWizard';
import { ChoiceChips } from './ChoiceChips';
import { Field, textareaClasses } from './Field';
import { RoleForm } from './RoleForm';

const f = m.fields;
const options = <T extends string>(values: readonly T[]) => values.map((value) => ({ value, label: value }));

/** A required choice of chips with its error under it. */
function ChipsField({
  wizard,
  name,
  label,
  options: choices,
}: {
  wizard: InfluencerWizard;
  name: 'contentTypes' | 'deliverables';
  label: string;
  options: readonly string[];
}) {
  const { values, set, errors, id } = wizard;
  const error = errors[name];
  return (
    <div>
      <ChoiceChips
        label={`${label} *`}
        options={choices}
        value={values[name]}
        onChange={(next) => set(name, next)}
        errorId={error ? `${id(name)}-error` : undefined}
      />
      {error ? (
        <p id={`${id(name)}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Step 1: title, description, platform, budget, content types and scope. */
export function WizardProjectStep({ wizard }: { wizard: InfluencerWizard }) {
  const { values, set, errors, id, invalid } = wizard;
  return (
    <>
      <Field id={id('title')} label={f.title} required error={errors.title}>
        <Input
          id={id('title')}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          {...invalid('title')}
        />
      </Field>
      <Field id={id('description')} label={f.description} required error={errors.description}>
        <textarea
          id={id('description')}
          rows={5}
          className={textareaClasses}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          {...invalid('description')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('platform')} label={f.platform}>
          <Select
            id={id('platform')}
            value={values.platform}
            options={options(influencerPlatforms)}
            onValueChange={(v) => v && set('platform', v)}
          />
        </Field>
        <Field id={id('budget')} label={f.budgetRange}>
          <Select
            id={id('budget')}
            value={values.budgetRange}
            options={options(influencerBudgetRanges)}
            onValueChange={(v) => v && set('budgetRange', v)}
          />
        </Field>
      </div>
      <ChipsField
        wizard={wizard}
        name="contentTypes"
        label={f.contentTypes}
        options={influencerContentTypes}
      />
      <Field id={id('scope')} label={f.projectScope}>
        <Input
          id={id('scope')}
          value={values.projectScope}
          onChange={(e) => set('projectScope', e.target.value)}
        />
      </Field>
    </>
  );
}

/** Step 2: timeline, duration, work mode and place, deadline and start. */
export function WizardPlanningStep({ wizard }: { wizard: InfluencerWizard }) {
  const { values, set, errors, id, invalid } = wizard;
  return (
    <>
      <Field id={id('timeline')} label={f.timeline} required error={errors.timeline}>
        <Input
          id={id('timeline')}
          value={values.timeline}
          onChange={(e) => set('timeline', e.target.value)}
          {...invalid('timeline')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('duration')} label={f.collaborationDuration} required>
          <Select
            id={id('duration')}
            value={values.collaborationDuration}
            options={options(collaborationDurations)}
            onValueChange={(v) => v && set('collaborationDuration', v)}
          />
        </Field>
        <Field id={id('mode')} label={f.locationType}>
          <Select
            id={id('mode')}
            value={values.locationType}
            options={options(workModes)}
            onValueChange={(v) => v && set('locationType', v)}
          />
        </Field>
        {values.locationType === 'Distanciel' ? null : (
          <Field id={id('city')} label={f.locationCity} error={errors.locationCity}>
            <Input
              id={id('city')}
              value={values.locationCity}
              onChange={(e) => set('locationCity', e.target.value)}
            />
          </Field>
        )}
        <Field id={id('deadline')} label={f.applicationDeadline} error={errors.applicationDeadline}>
          <Input
            id={id('deadline')}
            type="date"
            value={values.applicationDeadline}
            onChange={(e) => set('applicationDeadline', e.target.value)}
          />
        </Field>
        <Field id={id('start')} label={f.startDate} error={errors.startDate}>
          <Input
            id={id('start')}
            type="date"
            value={values.startDate}
            onChange={(e) => set('startDate', e.target.value)}
          />
        </Field>
      </div>
    </>
  );
}

/** Step 3: the deliverables. */
export function WizardDeliverablesStep({ wizard }: { wizard: InfluencerWizard }) {
  return (
    <ChipsField wizard={wizard} name="deliverables" label={f.deliverables} options={influencerDeliverables} />
  );
}

/** Step 4: the roles added so far, removable, and the form adding one. */
export function WizardRolesStep({ wizard }: { wizard: InfluencerWizard }) {
  const { roles, errors, id, addRole, removeRole } = wizard;
  return (
    <>
      <section aria-labelledby={id('roles')}>
        <h3 id={id('roles')} className="mb-2 font-semibold text-slate-900">
          {m.roleForm.added} ({roles.length})
        </h3>
        {roles.length === 0 ? (
          <p className="text-sm text-slate-600">{m.roleForm.none}</p>
        ) : (
          <ul className="space-y-2">
            {roles.map((role, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: roles have no id before publication.
                key={index}
                className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 p-3"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    <span className="break-words">{role.title}</span>
                    {role.isPriority ? <Badge variant="warning">{m.roleForm.priority}</Badge> : null}
                    <Badge variant="secondary">{role.compensationType}</Badge>
                  </p>
                  <p className="line-clamp-2 text-sm break-words text-slate-600">{role.description}</p>
                  <p className="text-xs text-slate-600">
                    {m.roleForm.positionsAvailable} : {role.positionsAvailable}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`${m.roleForm.remove} : ${role.title}`}
                  onClick={() => removeRole(index)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {errors.roles ? <p className="mt-1.5 text-sm text-red-700">{errors.roles}</p> : null}
      </section>
      <RoleForm onAdd={addRole} />
    </>
  );
}
