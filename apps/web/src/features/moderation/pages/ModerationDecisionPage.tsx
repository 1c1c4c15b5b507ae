import { fill } from '@plateau/shared/messages/fill';
import { reportsMessages as m } from '@plateau/shared/messages/reports.fr';
import { contestInputSchema, type MemberDecision } from '@plateau/shared/schemas/reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Button } from '@/components/ui/Button';
import { FieldError, inputClasses, Label } from '@/components/ui/Input';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { NotSignedIn, useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format';
import { reportsApi, reportsKeys } from '../reports/api';
import { apiFailure, fieldErrorsOf } from '../reports/field-errors';

const d = m.decision;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="border-t border-slate-100 py-3 sm:grid sm:grid-cols-4 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-slate-900 sm:col-span-3 sm:mt-0">{children}</dd>
    </div>
  );
}

function ContestForm({ decision, token }: { decision: MemberDecision; token: string | undefined }) {
  const id = useId();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const contest = useMutation({
    mutationFn: (body: { text: string }) => reportsApi.contest(decision.id, token, body),
    onSuccess: (answer) => client.setQueryData(reportsKeys.decision(decision.id), answer),
  });
  return (
    <form
      noValidate
      className="mt-8 space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = contestInputSchema.safeParse({ text });
        if (!parsed.success) {
          setError(fieldErrorsOf(parsed.error).text);
          return;
        }
        setError(undefined);
        contest.mutate(parsed.data, {
          onError: (failure) => setError(apiFailure(failure, m.errors.notContestable).message),
        });
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">{d.contest}</h2>
      <p className="text-sm text-slate-600">{d.contestHint}</p>
      <div>
        <Label htmlFor={`${id}-text`}>{d.contestLabel}</Label>
        <textarea
          id={`${id}-text`}
          className={cn(inputClasses, 'h-auto min-h-28 py-2')}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={contest.isPending}>
          {d.contestSubmit}
        </Button>
      </div>
    </form>
  );
}

/**
 * /moderation/decisions/:id: the statement of reasons for the member concerned, and its one contest. Opened
 * signed in, or by the signed link (`?jeton=`) of the e-mail or of a suspended account's sign-in refusal.
 */
export function ModerationDecisionPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('jeton') ?? undefined;
  const { status } = useAuth();
  const visitorWithoutLink = status === 'anonymous' && !token;
  const query = useQuery({
    queryKey: reportsKeys.decision(id),
    queryFn: ({ signal }) => reportsApi.decision(id, token, signal),
    enabled: !visitorWithoutLink && (status !== 'loading' || token !== undefined),
  });
  if (visitorWithoutLink) return <NotSignedIn text={d.signedInElsewhere} />;
  const decision = query.data?.decision;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <PageTitle title={d.title} />
      <h1 className="font-display text-3xl font-semibold text-slate-900">
        {decision?.isAppealDecision ? d.appealDecision : d.title}
      </h1>
      {query.isPending ? <Spinner className="mt-8 size-6 text-indigo-600" /> : null}
      {query.isError ? (
        <div className="mt-8">
          <LoadError
            message={apiFailure(query.error, m.errors.decisionNotFound).message}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : null}
      {decision ? (
        <>
          <p className="mt-3 text-slate-600">{d.intro}</p>
          <dl className="mt-6 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm">
            <Row label={d.date}>{formatDateTime(decision.decidedAt)}</Row>
            <Row label={d.content}>
              <span className="text-sm text-slate-600">{m.kinds[decision.targetKind]}</span>
              {decision.snapshot.title ? (
                <span className="block font-medium">{decision.snapshot.title}</span>
              ) : null}
              <blockquote className="mt-1 border-l-4 border-slate-200 pl-3 whitespace-pre-line text-slate-700">
                {decision.snapshot.text}
              </blockquote>
              <Link to={decision.location} className="mt-1 inline-block text-sm text-indigo-700 underline">
                {m.queue.open}
              </Link>
            </Row>
            <Row label={d.action}>
              {m.actions[decision.action]}
              {decision.suspension ? ` — ${m.suspensions[decision.suspension]}` : ''}
              {decision.suspendedUntil ? (
                <span className="block text-sm text-slate-600">
                  {fill(d.until, { date: formatDate(decision.suspendedUntil) })}
                </span>
              ) : null}
            </Row>
            <Row label={d.ground}>{m.grounds[decision.ground]}</Row>
            <Row label={d.facts}>
              <p className="whitespace-pre-line">{decision.facts}</p>
            </Row>
          </dl>
          <p className="mt-4 text-sm text-slate-600">{d.automated}</p>
          <p className="mt-1 text-sm text-slate-600">{d.redress}</p>
          {decision.contestedAt ? (
            <p
              role="status"
              className="mt-8 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-900"
            >
              <strong className="block">{d.contestSent}</strong>
              {fill(d.contestedOn, {
                date: formatDate(decision.contestedAt),
                text: decision.contestText ?? '',
              })}
            </p>
          ) : null}
          {decision.abilities.contest ? <ContestForm decision={decision} token={token} /> : null}
        </>
      ) : null}
    </div>
  );
}
