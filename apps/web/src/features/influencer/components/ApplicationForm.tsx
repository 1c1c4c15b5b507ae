import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import type { InfluencerRole } from '@plateau/shared/schemas/influencer';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Input } from '@/components/ui/Input';
import { useApplicationForm } from '../hooks/useApplicationForm';
import { Field, textareaClasses } from './Field';
import { PortfolioLinksField } from './PortfolioLinksField';

const a = m.application;

/** The application form of a role with a free position (spec 2 §5): the three texts are required. */
export function ApplicationForm({ projectId, role }: { projectId: string; role: InfluencerRole }) {
  const { values, set, errors, id, invalid, volunteer, sending, submit } = useApplicationForm(
    projectId,
    role,
  );

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
      <PortfolioLinksField
        links={values.portfolioLinks}
        error={errors.portfolioLinks}
        onChange={(links) => set('portfolioLinks', links)}
      />
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
        <Button type="submit" loading={sending}>
          {a.submit}
        </Button>
      </div>
    </form>
  );
}
