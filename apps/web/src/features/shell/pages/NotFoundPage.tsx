import { commonMessages } from '@plateau/shared/messages/common.fr';
import { Clapperboard } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { buttonClasses } from '@/components/ui/button-styles';

/** The French 404 page of every unknown route. */
export function NotFoundPage() {
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <PageTitle title={commonMessages.notFoundTitle} />
      <Clapperboard className="size-14 text-violet-700" aria-hidden="true" />
      <p className="font-display text-6xl font-semibold text-indigo-950">404</p>
      <h1 className="text-2xl font-semibold text-slate-900">{commonMessages.notFoundTitle}</h1>
      <p className="max-w-md text-slate-600">{commonMessages.notFoundText}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-2' })}>
        {commonMessages.backHome}
      </Link>
    </section>
  );
}
