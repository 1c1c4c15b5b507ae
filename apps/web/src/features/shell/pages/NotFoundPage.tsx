import { messages } from '@plateau/shared/messages.fr';
import { Clapperboard } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';

/** The French 404 page of every unknown route. */
export function NotFoundPage() {
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <title>{`${messages.common.notFoundTitle} · Plateau`}</title>
      <Clapperboard className="size-14 text-violet-700" aria-hidden="true" />
      <p className="font-display text-6xl font-semibold text-indigo-950">404</p>
      <h1 className="text-2xl font-semibold text-slate-900">{messages.common.notFoundTitle}</h1>
      <p className="max-w-md text-slate-600">{messages.common.notFoundText}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-2' })}>
        {messages.common.backHome}
      </Link>
    </section>
  );
}
