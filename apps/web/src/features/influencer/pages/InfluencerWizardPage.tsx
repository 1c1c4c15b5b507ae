import {
  collaborationDurations,
  influencerBudgetRanges,
  influencerContentTypes,
  influencerDeliverables,
  influencerPlatforms,
  workModes,
} from '@plateau/shared/enums';
import { fill } from '@plateau/shared/messages/fill';
import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import {
  type InfluencerProjectCreate,
  influencerProjectCreateSchema,
  influencerStep1Schema,
  influencerStep2Schema,
  influencerStep3Schema,
  influencerStep4Schema,
} from '@plateau/shared/schemas/influencer';
import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { ApiRequestError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import { toast } from '@/lib/toaster';
import { influencerApi } from '../api';
import { ChoiceChips } from '../components/ChoiceChips';
import { errorsOf, Field, textareaClasses } from '../components/Field';
import { type RoleDraft, RoleForm } from '../components/RoleForm';

type Values = {
  title: string;
  description: string;
  platform: (typeof influencerPlatforms)[number];
  contentTypes: string[];
  projectScope: string;
  budgetRange: (typeof influencerBudgetRanges)[number];
  timeline: string;
  locationType: (typeof workModes)[number];
  locationCity: string;
  collaborationDuration: (typeof collaborationDurations)[number];
  applicationDeadline: string;
  startDate: string;
  deliverables: string[];
};
type Draft = { step: number; values: Values; roles: RoleDraft[] };

const draftKey = 'plateau.influencer-wizard';
const emptyDraft: Draft = {
  step: 1,
  values: {
    title: '',
    description: '',
    platform: 'YouTube',
    contentTypes: [],
    projectScope: '',
    budgetRange: 'À négocier',
    timeline: '',
    locationType: 'Distanciel',
    locationCity: '',
    collaborationDuration: 'Court terme (1-3 mois)',
    applicationDeadline: '',
    startDate: '',
    deliverables: [],
  },
  roles: [],
};

/** The draft kept in this browser (a reload of the page keeps it); anything unreadable starts afresh. */
function readDraft(): Draft {
  try {
    const parsed = JSON.parse(readStorage('local', draftKey) ?? 'null') as Partial<Draft> | null;
    if (!parsed || typeof parsed !== 'object') return emptyDraft;
    return {
      step: [1, 2, 3, 4].includes(Number(parsed.step)) ? Number(parsed.step) : 1,
      values: { ...emptyDraft.values, ...(parsed.values ?? {}) },
      roles: Array.isArray(parsed.roles) ? parsed.roles : [],
    };
  } catch {
    return emptyDraft;
  }
}

const stepSchemas = [
  influencerStep1Schema,
  influencerStep2Schema,
  influencerStep3Schema,
  influencerStep4Schema,
];
const options = <T extends string>(values: readonly T[]) => values.map((value) => ({ value, label: value }));

/** /influencer/nouveau-projet: the four-step wizard; each step is checked before the next (spec 2 §5). */
export function InfluencerWizardPage() {
  const [draft, setDraft] = useState<Draft>(readDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const base = useId();
  const { step, values, roles } = draft;

  useEffect(() => {
    writeStorage('local', draftKey, JSON.stringify(draft));
  }, [draft]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setDraft((old) => ({ ...old, values: { ...old.values, [key]: value } }));
  const id = (name: string) => `${base}-${name}`;
  const invalid = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id(name)}-error` } : {};

  const check = (index: number) => {
    const schema = stepSchemas[index - 1];
    const result = schema?.safeParse({ ...values, roles });
    if (!result || result.success) return true;
    const found = errorsOf(result.error.issues);
    setErrors(found);
    toast.error(found.roles ?? Object.values(found)[0] ?? m.requiredFields);
    return false;
  };
  const go = (next: number) => {
    setErrors({});
    setDraft((old) => ({ ...old, step: next }));
    window.scrollTo({ top: 0 });
  };

  const publish = useMutation({
    // The server checks every value again (shared schema); the chips only offer the allowed ones.
    mutationFn: () => influencerApi.create({ ...values, roles } as InfluencerProjectCreate),
    onSuccess: (project) => {
      removeStorage('local', draftKey);
      toast.success(m.projectCreated);
      void navigate(`/projets/${project.id}`);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.fields) setErrors({ ...error.fields });
      toast.error(
        error instanceof ApiRequestError && error.status !== 0 ? error.message : m.projectCreateError,
      );
    },
  });

  const onPublish = () => {
    for (const index of [1, 2, 3, 4]) {
      if (!check(index)) {
        if (index !== step) go(index);
        return;
      }
    }
    const result = influencerProjectCreateSchema.safeParse({ ...values, roles });
    if (!result.success) {
      toast.error(result.error.issues[0]?.message ?? m.requiredFields);
      return;
    }
    publish.mutate();
  };

  const f = m.fields;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="font-display text-3xl font-semibold text-slate-900">{m.wizardTitle}</h1>
        <p className="mt-1 text-slate-600">{fill(m.stepLabel, { step })}</p>
      </header>
      <ol className="grid grid-cols-4 gap-2" aria-label={m.wizardTitle}>
        {m.stepTitles.map((title, index) => (
          <li key={title} aria-current={index + 1 === step ? 'step' : undefined}>
            <div className={cn('h-1.5 rounded-full', index + 1 <= step ? 'bg-indigo-700' : 'bg-slate-200')} />
            <p
              className={cn(
                'mt-1.5 hidden text-xs sm:block',
                index + 1 === step ? 'font-semibold text-slate-900' : 'text-slate-600',
              )}
            >
              {title}
            </p>
          </li>
        ))}
      </ol>
      <form
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step < 4) {
            if (check(step)) go(step + 1);
          } else onPublish();
        }}
      >
        <h2 className="text-xl font-semibold text-slate-900">{m.stepTitles[step - 1]}</h2>
        {step === 1 ? (
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
            <div>
              <ChoiceChips
                label={`${f.contentTypes} *`}
                options={influencerContentTypes}
                value={values.contentTypes}
                onChange={(next) => set('contentTypes', next)}
                errorId={errors.contentTypes ? `${id('contentTypes')}-error` : undefined}
              />
              {errors.contentTypes ? (
                <p id={`${id('contentTypes')}-error`} className="mt-1.5 text-sm text-red-700">
                  {errors.contentTypes}
                </p>
              ) : null}
            </div>
            <Field id={id('scope')} label={f.projectScope}>
              <Input
                id={id('scope')}
                value={values.projectScope}
                onChange={(e) => set('projectScope', e.target.value)}
              />
            </Field>
          </>
        ) : null}
        {step === 2 ? (
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
        ) : null}
        {step === 3 ? (
          <div>
            <ChoiceChips
              label={`${f.deliverables} *`}
              options={influencerDeliverables}
              value={values.deliverables}
              onChange={(next) => set('deliverables', next)}
              errorId={errors.deliverables ? `${id('deliverables')}-error` : undefined}
            />
            {errors.deliverables ? (
              <p id={`${id('deliverables')}-error`} className="mt-1.5 text-sm text-red-700">
                {errors.deliverables}
              </p>
            ) : null}
          </div>
        ) : null}
        {step === 4 ? (
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
                        onClick={() => {
                          setDraft((old) => ({ ...old, roles: old.roles.filter((_, i) => i !== index) }));
                          toast.success(m.roleRemoved);
                        }}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {errors.roles ? <p className="mt-1.5 text-sm text-red-700">{errors.roles}</p> : null}
            </section>
            <RoleForm onAdd={(role) => setDraft((old) => ({ ...old, roles: [...old.roles, role] }))} />
          </>
        ) : null}
        <div className="flex flex-wrap justify-between gap-3 border-t border-slate-100 pt-4">
          <Button
            type="button"
            variant="outline"
            disabled={step === 1}
            onClick={() => go(Math.max(1, step - 1))}
          >
            {m.previous}
          </Button>
          {step < 4 ? (
            <Button type="submit">{m.next}</Button>
          ) : (
            <Button type="submit" loading={publish.isPending}>
              {m.publish}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
