import { magazineMessages as mm } from '@plateau/shared/messages/magazine.fr';
import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { buttonClasses } from '@/components/ui/button-styles';

/** 'Article non trouvé ou inaccessible' with the spec's fallback text. */
export function ArticleNotFound() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-16 text-center">
      <PageTitle title={mm.notFound} />
      <FileQuestion className="size-12 text-violet-700" aria-hidden="true" />
      <h1 className="text-2xl font-semibold text-slate-900">{mm.notFound}</h1>
      <p className="text-slate-600">{mm.notFoundText}</p>
      <Link to="/magazine" className={buttonClasses({ className: 'mt-2' })}>
        {mm.backToMagazine}
      </Link>
    </section>
  );
}
