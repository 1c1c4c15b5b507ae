import { commonMessages } from '@plateau/shared/messages/common.fr';
import { landingMessages } from '@plateau/shared/messages/landing.fr';
import { HandCoins, Star, Store, Workflow } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';

const l = landingMessages;
const icons = [HandCoins, Store, Workflow, Star] as const;

/** The four announced features (spec 1, section 1). */
export function LandingComingSoon() {
  return (
    <section className="bg-indigo-50/60" aria-labelledby="coming-title">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="max-w-2xl">
          <h2 id="coming-title" className="font-display text-3xl font-semibold text-slate-900 sm:text-4xl">
            {l.comingTitle}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{l.comingText}</p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {l.coming.map((feature, index) => {
            const Icon = icons[index] ?? Star;
            return (
              <li
                key={feature.title}
                className="flex gap-4 rounded-2xl border border-indigo-100 bg-white p-6"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-violet-100 text-violet-800">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
                    <Badge variant="secondary">{commonMessages.comingSoon}</Badge>
                  </div>
                  <p className="mt-2 text-slate-600">{feature.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
