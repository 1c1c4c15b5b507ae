import type { InfluencerApplication, InfluencerDashboard } from '@plateau/shared/schemas/influencer';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { influencerApi } from '../api';
import { type ApplicationFilters, type InfluencerFilters, influencerKeys } from '../query-keys';

/** Pages of influencer projects, searched and filtered by the server (keyset paging). */
export function useInfluencerProjects(filters: InfluencerFilters) {
  return useInfiniteQuery({
    queryKey: influencerKeys.list(filters),
    queryFn: ({ pageParam, signal }) => influencerApi.page(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** A project's influencer part: details and roles (positions, 'Postuler'). */
export function useInfluencerProject(id: string) {
  return useQuery({
    queryKey: influencerKeys.project(id),
    queryFn: ({ signal }) => influencerApi.project(id, signal),
    retry: false,
  });
}

/** What the project's overview shows for an influencer project: the wizard's budget, deadline and start. */
export type InfluencerFacts = { budget: string | null; deadline: string | null; startDate: string | null };

/**
 * The influencer details' budget, application deadline and start date, for the project's overview (one of
 * each on the page: the influencer section leaves them out); undefined for another project or while loading.
 */
export function useInfluencerFacts(id: string, enabled: boolean): InfluencerFacts | undefined {
  const query = useQuery({
    queryKey: influencerKeys.project(id),
    queryFn: ({ signal }) => influencerApi.project(id, signal),
    retry: false,
    enabled,
  });
  const details = enabled ? query.data?.details : undefined;
  return details
    ? { budget: details.budgetRange, deadline: details.applicationDeadline, startDate: details.startDate }
    : undefined;
}

/** The dashboard: counters, the member's roles and the applications matching the filters. */
export function useApplications(filters: ApplicationFilters) {
  return useQuery({
    queryKey: influencerKeys.dashboard(filters),
    queryFn: ({ signal }) => influencerApi.applications(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** Accept or refuse: the application changes in place in every cached list, then the counters refresh. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approuvé' | 'refusé' }) =>
      influencerApi.decide(id, status),
    onSuccess: (application: InfluencerApplication) => {
      queryClient.setQueriesData<InfluencerDashboard>({ queryKey: influencerKeys.dashboards() }, (data) =>
        data
          ? { ...data, items: data.items.map((item) => (item.id === application.id ? application : item)) }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: influencerKeys.dashboards() });
      void queryClient.invalidateQueries({ queryKey: influencerKeys.project(application.project.id) });
    },
  });
}
