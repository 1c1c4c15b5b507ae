import {
  emailPreferenceMessages as em,
  unsubscribeMessages as m,
} from '@plateau/shared/messages/email-notifications.fr';
import { fill } from '@plateau/shared/messages/fill';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/Spinner';
import { ApiRequestError } from '@/lib/api';
import { emailPreferencesAnchor } from '../components/EmailPreferencesSection';
import { useUnsubscribe } from '../hooks/useUnsubscribe';

const preferencesPath = `/profil/parametres#${emailPreferencesAnchor}`;

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="relative isolate flex flex-1 justify-center px-4 py-10 sm:py-16">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-64 bg-gradient-to-b from-indigo-100/80 via-violet-50 to-transparent"
      />
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-indigo-950/5 sm:p-8">
          <h1 className="font-display text-3xl font-semibold text-slate-900">{title}</h1>
          <div className="mt-6 flex flex-col gap-6">{children}</div>
        </div>
      </div>
    </div>
  );
}

const preferencesLink = (
  <Link to={preferencesPath} className="text-sm font-medium text-indigo-700 hover:underline">
    {m.preferencesLink}
  </Link>
);

/**
 * /desabonnement?jeton=…: the page an e-mail's unsubscribe link opens in a browser (the mail clients' own
 * button posts to the same address). It says what the link turns off and asks once; no session needed.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('jeton') ?? '';
  const { info, confirm } = useUnsubscribe(token);

  if (token === '' || info.isError) {
    const message =
      info.error instanceof ApiRequestError && info.error.status !== 0 ? info.error.message : em.invalidToken;
    return (
      <Shell title={m.invalidTitle}>
        <Alert variant="error">
          <p>{token === '' ? em.invalidToken : message}</p>
        </Alert>
        {preferencesLink}
      </Shell>
    );
  }
  if (!info.data) {
    return (
      <Shell title={m.title}>
        <div className="flex flex-col items-center gap-3 py-6 text-slate-700">
          <Spinner className="size-8 text-indigo-700" label={null} />
          <p role="status">{m.checking}</p>
        </div>
      </Shell>
    );
  }
  const scope = m.scopeNames[info.data.scope];
  if (confirm.isSuccess) {
    return (
      <Shell title={m.title}>
        <Alert variant="success">
          <p>{fill(m.done, { scope })}</p>
        </Alert>
        <Link to={preferencesPath} className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
          {m.preferencesLink}
        </Link>
      </Shell>
    );
  }
  return (
    <Shell title={m.title}>
      <div>
        <p className="text-lg font-medium text-slate-900">{fill(m.question, { scope })}</p>
        <p className="mt-2 text-sm text-slate-600">{m.explanation}</p>
      </div>
      {confirm.isError ? (
        <Alert variant="error">
          <p>
            {confirm.error instanceof ApiRequestError && confirm.error.status !== 0
              ? confirm.error.message
              : m.error}
          </p>
        </Alert>
      ) : null}
      <Button size="lg" className="w-full" loading={confirm.isPending} onClick={() => confirm.mutate()}>
        {confirm.isPending ? m.confirming : m.confirm}
      </Button>
      {preferencesLink}
    </Shell>
  );
}
