import { fill } from '@plateau/shared/messages/fill';
import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import { Button } from '@/components/ui/Button';
import { WizardProgress } from '../components/WizardProgress';
import {
  WizardDeliverablesStep,
  WizardPlanningStep,
  WizardProjectStep,
  WizardRolesStep,
} from '../components/WizardSteps';
import { useInfluencerWizard } from '../hooks/useInfluencerWizard';

/** /influencer/nouveau-projet: the four-step wizard; each step is checked before the next (spec 2 §5). */
export function InfluencerWizardPage() {
  const wizard = useInfluencerWizard();
  const { step } = wizard;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="font-display text-3xl font-semibold text-slate-900">{m.wizardTitle}</h1>
        <p className="mt-1 text-slate-600">{fill(m.stepLabel, { step })}</p>
      </header>
      <WizardProgress step={step} />
      <form
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          wizard.next();
        }}
      >
        <h2 className="text-xl font-semibold text-slate-900">{m.stepTitles[step - 1]}</h2>
        {step === 1 ? <WizardProjectStep wizard={wizard} /> : null}
        {step === 2 ? <WizardPlanningStep wizard={wizard} /> : null}
        {step === 3 ? <WizardDeliverablesStep wizard={wizard} /> : null}
        {step === 4 ? <WizardRolesStep wizard={wizard} /> : null}
        <div className="flex flex-wrap justify-between gap-3 border-t border-slate-100 pt-4">
          <Button type="button" variant="outline" disabled={step === 1} onClick={wizard.previous}>
            {m.previous}
          </Button>
          {step < 4 ? (
            <Button type="submit">{m.next}</Button>
          ) : (
            <Button type="submit" loading={wizard.publishing}>
              {m.publish}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
