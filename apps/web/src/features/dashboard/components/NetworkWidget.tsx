import { dashboardMessages as d } from '@plateau/shared/messages/dashboard.fr';
import { fill } from '@plateau/shared/messages/fill';
import { plural } from '@plateau/shared/rules/plural';
import type { DashboardPerson, DashboardSuggestion } from '@plateau/shared/schemas/dashboard';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { useAcceptRequest, useRefuseRequest, useSendRequest } from '@/features/network';
import { useWidgetData } from '../hooks/useDashboard';
import { dashboardKeys } from '../query-keys';
import { WidgetBody, type WidgetControls, WidgetFrame } from './WidgetFrame';

/** A member's avatar, name (link to the profile) and profession, with what goes on the right. */
function PersonRow({
  person,
  children,
  detail,
}: {
  person: DashboardPerson;
  children?: ReactNode;
  detail?: string;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-2">
      <Avatar name={person.fullName || d.network.unknownUser} src={person.avatarUrl} size="sm" decorative />
      <div className="min-w-0 flex-1 basis-36">
        <Link
          to={`/talents/${person.id}`}
          className="block truncate font-medium text-slate-900 hover:underline"
        >
          {person.fullName || d.network.unknownUser}
        </Link>
        <p className="truncate text-sm text-slate-600">
          {detail ?? person.profession ?? d.network.noProfession}
        </p>
      </div>
      {children ? <div className="flex gap-2">{children}</div> : null}
    </li>
  );
}

/** Why someone is suggested: '3 compétences en commun', 'À Lyon aussi', ... */
function reasonsOf(suggestion: DashboardSuggestion): string {
  const reasons: string[] = [];
  if (suggestion.sharedSkills > 0) reasons.push(plural(suggestion.sharedSkills, d.network.sharedSkills));
  if (suggestion.sameCity && suggestion.person.location) {
    reasons.push(fill(d.network.sameCity, { city: suggestion.person.location }));
  }
  if (suggestion.sameProfession) reasons.push(d.network.sameProfession);
  if (suggestion.mutualConnections > 0)
    reasons.push(plural(suggestion.mutualConnections, d.network.mutualConnections));
  return reasons.join(' · ');
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </div>
  );
}

/** 'Mon Réseau': requests to answer in place, recent connections and suggestions with their reasons. */
export function NetworkWidget({ controls }: { controls: WidgetControls }) {
  const query = useWidgetData('network', controls.expanded);
  const queryClient = useQueryClient();
  const accept = useAcceptRequest();
  const refuse = useRefuseRequest();
  const connect = useSendRequest();
  const refresh = { onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }) };
  const busy = (id: string) =>
    (accept.isPending && accept.variables === id) || (refuse.isPending && refuse.variables === id);
  return (
    <WidgetFrame widget="network" controls={controls}>
      <WidgetBody query={query}>
        {({ network }) =>
          network ? (
            <div className="space-y-5">
              <Section title={`${d.network.pending} (${network.pendingTotal})`}>
                {network.pending.length > 0 ? (
                  <ul className="divide-y divide-slate-100">
                    {network.pending.map((request) => (
                      <PersonRow key={request.connectionId} person={request.person}>
                        <Button
                          size="sm"
                          disabled={busy(request.connectionId)}
                          onClick={() => accept.mutate(request.connectionId, refresh)}
                        >
                          {d.network.accept}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busy(request.connectionId)}
                          onClick={() => refuse.mutate(request.connectionId, refresh)}
                        >
                          {d.network.refuse}
                        </Button>
                      </PersonRow>
                    ))}
                  </ul>
                ) : (
                  <p className="py-2 text-slate-600">{d.network.noPending}</p>
                )}
              </Section>
              <Section title={d.network.recent}>
                {network.recent.length > 0 ? (
                  <ul className="divide-y divide-slate-100">
                    {network.recent.map((connection) => (
                      <PersonRow key={connection.connectionId} person={connection.person} />
                    ))}
                  </ul>
                ) : (
                  <p className="py-2 text-slate-600">{d.network.noRecent}</p>
                )}
              </Section>
              <Section title={d.network.suggestions}>
                {network.suggestions.length > 0 ? (
                  <ul className="divide-y divide-slate-100">
                    {network.suggestions.map((suggestion) => (
                      <PersonRow
                        key={suggestion.person.id}
                        person={suggestion.person}
                        detail={reasonsOf(suggestion) || undefined}
                      >
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={connect.isPending && connect.variables === suggestion.person.id}
                          onClick={() => connect.mutate(suggestion.person.id, refresh)}
                        >
                          {d.network.connect}
                        </Button>
                      </PersonRow>
                    ))}
                  </ul>
                ) : (
                  <p className="py-2 text-slate-600">{d.network.noSuggestions}</p>
                )}
              </Section>
            </div>
          ) : null
        }
      </WidgetBody>
    </WidgetFrame>
  );
}
