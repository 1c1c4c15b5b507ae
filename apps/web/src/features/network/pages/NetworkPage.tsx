import { type NetworkTab, networkTabs } from '@plateau/shared/enums';
import { fill } from '@plateau/shared/messages/fill';
import { networkMessages as m } from '@plateau/shared/messages/network.fr';
import type { NetworkEntry } from '@plateau/shared/schemas/network';
import * as Tabs from '@radix-ui/react-tabs';
import { Check, MessageSquare, RotateCcw, UserMinus, Users, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { Label } from '@/components/ui/Input';
import { LoadError } from '@/components/ui/LoadError';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { SearchInput } from '@/components/ui/SearchInput';
import { Skeleton } from '@/components/ui/Skeleton';
import { useSearchDraft } from '@/hooks/useSearchDraft';
import { useUrlState } from '@/hooks/useUrlState';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toaster';
import { NetworkCard } from '../components/NetworkCard';
import {
  useAcceptRequest,
  useCancelRequest,
  useRefuseRequest,
  useRemoveConnection,
} from '../hooks/useConnectionMutations';
import { useNetworkCounts, useNetworkList } from '../hooks/useNetworkList';
import { networkFiltersUrl } from '../url-state';

/** /reseau: 'Mon Réseau' (spec 1 §2); visitors get the 'Non connecté' warning (app/router.tsx). */
export function NetworkPage() {
  const id = useId();
  const { state, set: update } = useUrlState(networkFiltersUrl);
  const { tab, q } = state;
  const counts = useNetworkCounts();
  // Typing replaces the history entry; a tab pushes one, so Back walks through the tabs.
  const [query, setQuery] = useSearchDraft(q, (text) => update({ q: text }, { replace: true }));

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={m.title} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold text-slate-900">{m.title}</h1>
          <p className="mt-1 text-slate-600">{m.subtitle}</p>
        </div>
        <Link to="/talents" className={buttonClasses({ variant: 'outline' })}>
          <Users className="size-4" aria-hidden="true" />
          {m.findTalents}
        </Link>
      </header>

      <search className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor={`${id}-q`}>{m.searchLabel}</Label>
          <SearchInput
            id={`${id}-q`}
            value={query}
            maxLength={100}
            placeholder={m.searchPlaceholder}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Button
          variant="ghost"
          disabled={!q && !query}
          onClick={() => {
            setQuery('');
            update({ q: '' });
          }}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {m.reset}
        </Button>
      </search>

      <Tabs.Root value={tab} onValueChange={(value) => update({ tab: value as NetworkTab })}>
        {/* On a phone the three tabs share the width (labels may wrap); none is pushed off-screen. */}
        <Tabs.List aria-label={m.title} className="grid grid-cols-3 gap-1 border-b border-slate-200 sm:flex">
          {networkTabs.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              // Radix focuses the tab from script on a press, which would show the keyboard's focus ring
              // (:focus-visible) on a clicked tab: focused first here without it, Radix's focus changes nothing.
              onMouseDown={(event) => event.currentTarget.focus({ focusVisible: false })}
              className="-mb-px flex min-w-0 flex-col items-center justify-center gap-1 border-b-2 border-transparent px-2 py-2.5 text-center text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-violet-600 data-[state=active]:text-violet-700 sm:shrink-0 sm:flex-row sm:gap-2 sm:px-3"
            >
              {m.tabs[name]}
              {counts.data ? (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {counts.data[name]}
                </span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {networkTabs.map((name) => (
          <Tabs.Content key={name} value={name} className="pt-6 focus:outline-none">
            {name === tab ? <NetworkTabList tab={name} q={q} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

type Confirming = { kind: 'remove' | 'cancel'; entry: NetworkEntry } | null;

function NetworkTabList({ tab, q }: { tab: NetworkTab; q: string }) {
  const list = useNetworkList(tab, q);
  const accept = useAcceptRequest();
  const refuse = useRefuseRequest();
  const cancel = useCancelRequest();
  const remove = useRemoveConnection();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (list.isError) toast.error(m.loadError, { id: 'network-load-error' });
  }, [list.isError]);

  if (list.isPending) {
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[1, 2, 3].map((key) => (
          <li key={key}>
            <Skeleton className="h-44" />
          </li>
        ))}
      </ul>
    );
  }
  if (list.isError && items.length === 0) {
    return <LoadError message={m.loadError} onRetry={() => void list.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <EmptyState icon={Users} title={q ? m.empty.search : m.empty[tab]} hint={q ? undefined : m.emptyHint}>
        {q ? null : (
          <Link to="/talents" className={buttonClasses({ className: 'mt-3' })}>
            {m.findTalents}
          </Link>
        )}
      </EmptyState>
    );
  }

  const pendingOn = (mutation: { isPending: boolean; variables?: string | undefined }, entry: NetworkEntry) =>
    mutation.isPending && mutation.variables === entry.id;
  const nameOf = (entry: NetworkEntry) => entry.member.fullName ?? m.deletedUser;

  const actionsOf = (entry: NetworkEntry) => {
    if (tab === 'received') {
      return (
        <>
          <Button size="sm" loading={pendingOn(accept, entry)} onClick={() => accept.mutate(entry.id)}>
            <Check className="size-4" aria-hidden="true" />
            {m.accept}
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={pendingOn(refuse, entry)}
            onClick={() => refuse.mutate(entry.id)}
          >
            <X className="size-4" aria-hidden="true" />
            {m.refuse}
          </Button>
        </>
      );
    }
    if (tab === 'sent') {
      return (
        <Button
          size="sm"
          variant="outline"
          loading={pendingOn(cancel, entry)}
          onClick={() => setConfirming({ kind: 'cancel', entry })}
        >
          <X className="size-4" aria-hidden="true" />
          {m.cancelRequest}
        </Button>
      );
    }
    return (
      <>
        {entry.member.deleted ? null : (
          <Link to={`/messages/${entry.member.id}`} className={buttonClasses({ size: 'sm' })}>
            <MessageSquare className="size-4" aria-hidden="true" />
            {m.contact}
          </Link>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          loading={pendingOn(remove, entry)}
          aria-label={`${m.remove} : ${nameOf(entry)}`}
          onClick={() => setConfirming({ kind: 'remove', entry })}
        >
          <UserMinus className="size-4" aria-hidden="true" />
          {m.remove}
        </Button>
      </>
    );
  };

  const dateLine = (entry: NetworkEntry) => {
    const date = formatDate(entry.updatedAt);
    if (tab === 'received') return fill(m.receivedOn, { date });
    if (tab === 'sent') return fill(m.sentOn, { date });
    return fill(m.connectedSince, { date });
  };

  return (
    <>
      <ul
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={m.tabs[tab]}
        aria-busy={list.isFetching || undefined}
      >
        {items.map((entry) => (
          <li key={entry.id}>
            <NetworkCard entry={entry} dateLine={dateLine(entry)} actions={actionsOf(entry)} />
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={list} label={m.loadMore} className="mt-6" />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'cancel' ? m.cancelRequestTitle : m.removeConnectionTitle}
        description={
          confirming
            ? confirming.kind === 'cancel'
              ? fill(m.cancelRequestConfirm, { name: nameOf(confirming.entry) })
              : fill(m.removeConnectionConfirm, { name: nameOf(confirming.entry) })
            : ''
        }
        confirmLabel={confirming?.kind === 'cancel' ? m.confirmCancel : m.confirmRemove}
        onConfirm={() => {
          if (confirming?.kind === 'cancel') cancel.mutate(confirming.entry.id);
          if (confirming?.kind === 'remove') remove.mutate(confirming.entry.id);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
