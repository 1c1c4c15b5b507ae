import { landingMessages } from '@plateau/shared/messages/landing.fr';
import { Clapperboard, MessagesSquare, Newspaper, Users } from 'lucide-react';

const l = landingMessages;
const icons = [Users, Clapperboard, MessagesSquare, Newspaper] as const;

/** What members can already do. */
export function LandingFeatures() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24" aria-labelledby="features-title">
      <div className="max-w-2xl">
        <h2 id="features-title" className="font-display text-3xl font-semibold text-slate-900 sm:text-4xl">
          {l.featuresTitle}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{l.featuresText}</p>
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {l.features.map((feature, index) => {
          const Icon = icons[index] ?? Users;
          return (
            <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-900 text-violet-200">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-slate-600">{feature.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
