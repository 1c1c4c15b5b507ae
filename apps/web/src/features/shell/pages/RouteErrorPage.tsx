import { commonMessages } from '@plateau/shared/messages/common.fr';
import { PageTitle } from '@/components/PageTitle';
import { Button } from '@/components/ui/Button';

/** Replaces React Router's English error screen (e.g. a chunk that failed to load after a deploy). */
export function RouteErrorPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <PageTitle title={commonMessages.unexpected} />
      <h1 className="text-2xl font-semibold text-slate-900">{commonMessages.unexpected}</h1>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>{commonMessages.retry}</Button>
        <a
          href="/"
          className="inline-flex h-10 items-center justify-center rounded-lg px-4 text-sm font-medium text-indigo-800 hover:bg-slate-100"
        >
          {commonMessages.backHome}
        </a>
      </div>
    </main>
  );
}
