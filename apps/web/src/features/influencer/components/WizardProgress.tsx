import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import { cn } from '@/lib/cn';

/** The wizard's four steps, the current one marked. */
export function WizardProgress({ step }: { step: number }) {
  return (
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
  );
}
