import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import { type InfluencerRole, influencerApplicationCreateSchema } from '@plateau/shared/schemas/influencer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { Avatar } from '@/components/ui/Avatar';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Input } from '@/components/ui/Input';
import { Skeleton } from '@/components/ui/Skeleton';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toaster';
import { influencerApi } from '../api';
import { errorsOf, Field, textareaClasses } from '../components/Field';
import { useInfluencerProject } from '../hooks/useInfluencer';
import { influencerKeys } from '../query-keys';

/** /influencer/candidature/{projectId}/{roleId}: the project header, the real role, the application form. */
export function InfluencerApplyPage() {
  const { projectId = '', roleId = '' } = useParams();
  const project = useInfluencerProject(projectId);
  if (project.isPending) {
    return (
      <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-10" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (project.isError) {
    const missing = project.error instanceof ApiRequestError && project.error.status === 404;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <Alert variant="error" title={missing ? m.projectNotFound : m.projectLoadError}>
          <Link to="/influencer/projets" className="underline">
            {m.listTitle}
          </Link>
        </Alert>
      </div>
    );
  }
  const role = project.data.roles.find((candidate) => candidate.id === roleId);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={[m.applyTitle, project.data.title]} />
      <header className="space-y-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap gap-1.5">
          {project.data.details ? <Badge variant="secondary">{project.data.details.platform}</Badge> : null}
          <Badge variant="success">{m.openForApplications}</Badge>
        </div>
        <h1 className="font-display text-2xl font-semibold break-words text-slate-900">
          {project.data.title}
        </h1>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Avatar
            name={project.data.owner.fullName}
            src={project.data.owner.avatarUrl}
            size="sm"
            decorative
          />
          {project.data.owner.fullName}
        </p>
      </header>
      {role ? (
        <ApplyForm projectId={projectId} role={role} />
      ) : (
        <Alert variant="error" title={m.missingInfo}>
          <Link to={`/projets/${projectId}`} className="underline">
            {m.viewProject}
          </Link>
        </Alert>
      )}
    </div>
  );
}

type Values = {
  coverLetter: string;
  relevantExperience: string;
  motivation: string;
  portfolioLinks: string[];
  availabilityStart: string;
  expectedCompensation: string;
  additionalInfo: string;
};

function ApplyForm({ projectId, role }: { projectId: string; role: InfluencerRole }) {
  const base = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const a = m.application;
  const [values, setValues] = useState<Values>({
    coverLetter: '',
    relevantExperience: '',
    motivation: '',
    portfolioLinks: [''],
    availabilityStart: '',
    expectedCompensation: '',
    additionalInfo: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((old) => ({ ...old, [key]: value }));
  const id = (name: string) => `${base}-${name}`;
  const invalid = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id(name)}-error` } : {};
  const volunteer = role.compensationType === 'Bénévole';
  const full = role.positionsFilled >= role.positionsAvailable;

  const send = useMutation({
    mutationFn: () =>
      influencerApi.apply(projectId, role.id, {
        ...values,
        expectedCompensation: volunteer ? null : values.expectedCompensation,
      }),
    onSuccess: () => {
      toast.success(m.applicationSent);
      void queryClient.invalidateQueries({ queryKey: influencerKeys.project(projectId) });
      void navigate(`/projets/${projectId}`);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.fields) setErrors({ ...error.fields });
      toast.error(
        error instanceof ApiRequestError && error.status !== 0 ? error.message : m.applicationError,
      );
    },
  });

  const submit = () => {
    const result = influencerApplicationCreateSchema.safeParse(values);
    if (!result.success) {
      setErrors(errorsOf(result.error.issues));
      toast.error(result.error.issues[0]?.message ?? m.requiredFields);
      return;
    }
    setErrors({});
    send.mutate();
  };

  const area = (name: 'coverLetter' | 'relevantExperience' | 'motivation', label: string, rows = 4) => (
    <Field id={id(name)} label={label} required error={errors[name]}>
      <textarea
        id={id(name)}
        rows={rows}
        className={textareaClasses}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        {...invalid(name)}
      />
    </Field>
  );

  return (
    <>
      <section
        className="space-y-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        aria-labelledby={id('role')}
      >
        <p className="text-sm font-medium text-slate-600">{m.applyFor}</p>
        <h2
          id={id('role')}
          className="flex flex-wrap items-center gap-2 text-xl font-semibold text-slate-900"
        >
          {role.title}
          <Badge variant="secondary">{role.compensationType}</Badge>
          <Badge>{role.experienceLevel}</Badge>
        </h2>
        <p className="text-sm break-words whitespace-pre-line text-slate-700">{role.description}</p>
        {role.responsibilities ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium">{m.roleForm.responsibilities} : </span>
            {role.responsibilities}
          </p>
        ) : null}
        {role.requiredSkills.length > 0 ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium">{m.roleForm.requiredSkills} : </span>
            {role.requiredSkills.join(', ')}
          </p>
        ) : null}
        {role.compensationDetails ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium">{m.roleForm.compensationDetails} : </span>
            {role.compensationDetails}
          </p>
        ) : null}
      </section>
      {full ? (
        <Alert variant="warning" title={m.filled}>
          {m.roleFilledNotice}
        </Alert>
      ) : (
        <form
          noValidate
          className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {area('coverLetter', a.coverLetter, 6)}
          {area('relevantExperience', a.relevantExperience)}
          {area('motivation', a.motivation)}
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{a.portfolioLinks}</legend>
            {values.portfolioLinks.map((link, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the inputs are positional.
              <div key={index} className="flex gap-2">
                <Input
                  aria-label={`${a.portfolioLinks} ${index + 1}`}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={link}
                  onChange={(event) =>
                    set(
                      'portfolioLinks',
                      values.portfolioLinks.map((old, i) => (i === index ? event.target.value : old)),
                    )
                  }
                />
                {values.portfolioLinks.length > 1 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    aria-label={a.removeLink}
                    onClick={() =>
                      set(
                        'portfolioLinks',
                        values.portfolioLinks.filter((_, i) => i !== index),
                      )
                    }
                  >
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            ))}
            {errors.portfolioLinks ? <p className="text-sm text-red-700">{errors.portfolioLinks}</p> : null}
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => set('portfolioLinks', [...values.portfolioLinks, ''])}
            >
              <Plus className="size-4" aria-hidden="true" />
              {a.addLink}
            </Button>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={id('start')} label={a.availabilityStart} error={errors.availabilityStart}>
              <Input
                id={id('start')}
                type="date"
                value={values.availabilityStart}
                onChange={(event) => set('availabilityStart', event.target.value)}
              />
            </Field>
            {volunteer ? null : (
              <Field id={id('pay')} label={a.expectedCompensation} error={errors.expectedCompensation}>
                <Input
                  id={id('pay')}
                  value={values.expectedCompensation}
                  onChange={(event) => set('expectedCompensation', event.target.value)}
                />
              </Field>
            )}
          </div>
          <Field id={id('info')} label={a.additionalInfo} error={errors.additionalInfo}>
            <textarea
              id={id('info')}
              rows={3}
              className={textareaClasses}
              value={values.additionalInfo}
              onChange={(event) => set('additionalInfo', event.target.value)}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-4">
            <Link to={`/projets/${projectId}`} className={buttonClasses({ variant: 'outline' })}>
              {a.cancel}
            </Link>
            <Button type="submit" loading={send.isPending}>
              {a.submit}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
