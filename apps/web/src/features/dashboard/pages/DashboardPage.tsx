import { formatMessage, messages } from '@plateau/shared/messages.fr';
import { ArrowRight, Clapperboard, MessageSquare, Newspaper, Users, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';

const d = messages.dashboard;

const areas = [
  { to: '/talents', icon: Users, ...d.cards.talents },
  { to: '/projets', icon: Clapperboard, ...d.cards.projects },
  { to: '/reseau', icon: UsersRound, ...d.cards.network },
  { to: '/messages', icon: MessageSquare, ...d.cards.messages },
  { to: '/magazine', icon: Newspaper, ...d.cards.magazine },
] as const;

/** The first name of a full name ('Camille Martin' gives 'Camille'). */
function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

/** /dashboard (members only): greeting and links to the areas; the widgets come with spec 2. */
export function DashboardPage() {
  const { user } = useAuth();
  const name = user ? firstNameOf(user.fullName) : '';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <title>{`${d.title} · Plateau`}</title>
      <header>
        <p className="text-sm font-medium tracking-wide text-violet-700 uppercase">{d.title}</p>
        <h1 className="mt-1 font-display text-3xl font-semibold text-slate-900 sm:text-4xl">
          {formatMessage(d.greeting, { name })}
        </h1>
        <p className="mt-2 text-slate-600">{d.subtitle}</p>
      </header>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {areas.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-violet-300 hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-900 text-violet-200">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
              <p className="mt-1 flex-1 text-slate-600">{text}</p>
              <span
                className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-indigo-700"
                aria-hidden="true"
              >
                {d.open}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
