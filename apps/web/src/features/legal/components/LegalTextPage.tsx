import { fill } from '@plateau/shared/messages/fill';
import { legalMessages } from '@plateau/shared/messages/legal.fr';
import { PageTitle } from '@/components/PageTitle';
import { formatDate } from '@/lib/format';
import { LoadError } from '../../../components/ui/LoadError';
import { Spinner } from '../../../components/ui/Spinner';
import { useLegalDetails } from '../hooks/useLegalDetails';
import { fillDocument } from '../legal-details';
import { TextDocument, type TextDocumentContent } from './TextDocument';

/**
 * A text page that names the publisher: shown once the configured details are known; a legal page (`dated`)
 * says when it was last updated (LEGAL_UPDATED_AT).
 */
export function LegalTextPage({
  document,
  dated = false,
}: {
  document: TextDocumentContent;
  dated?: boolean;
}) {
  const details = useLegalDetails();
  if (details.data) {
    const updated = dated
      ? fill(legalMessages.updatedAt, { date: formatDate(`${details.data.updatedAt}T12:00:00`) })
      : undefined;
    return <TextDocument document={fillDocument(document, details.data)} updated={updated} />;
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title={document.title} />
      <h1 className="font-display text-3xl font-semibold text-slate-900 sm:text-4xl">{document.title}</h1>
      <div className="mt-8">
        {details.isError ? (
          <LoadError message={legalMessages.loadError} onRetry={() => void details.refetch()} />
        ) : (
          <Spinner className="size-6 text-indigo-600" />
        )}
      </div>
    </div>
  );
}
