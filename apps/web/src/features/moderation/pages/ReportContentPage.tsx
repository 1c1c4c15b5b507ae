import { reportsMessages as m } from '@plateau/shared/messages/reports.fr';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { ReportForm } from '../reports/ReportForm';

/**
 * /signaler, 'Signaler un contenu' of the footer (DSA art. 16): anyone, visitors included, reports a content by
 * its address (`?adresse=` fills it in). After sending: 'Votre signalement a bien été reçu.'.
 */
export function ReportContentPage() {
  const [search] = useSearchParams();
  const [sent, setSent] = useState(false);
  const [round, setRound] = useState(0);
  const address = search.get('adresse') ?? undefined;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-display text-3xl font-semibold text-slate-900 sm:text-4xl">{m.form.title}</h1>
      {sent ? (
        <div role="status" className="mt-8 rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
          <p className="flex items-center gap-2 text-lg font-semibold text-emerald-900">
            <CheckCircle2 className="size-6" aria-hidden="true" />
            {m.form.received}
          </p>
          <p className="mt-2 text-sm text-emerald-900">{m.form.receivedDetail}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to="/" className={buttonClasses({ variant: 'primary' })}>
              {m.form.backHome}
            </Link>
            <button
              type="button"
              className={buttonClasses({ variant: 'outline' })}
              onClick={() => {
                setSent(false);
                setRound((value) => value + 1);
              }}
            >
              {m.form.another}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-3 text-slate-600">{m.form.visitorIntro}</p>
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <ReportForm
              key={round}
              {...(address ? { initialAddress: address } : {})}
              onDone={() => setSent(true)}
            />
          </div>
        </>
      )}
    </div>
  );
}
