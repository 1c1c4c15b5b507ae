import { dashboardMessages as d } from '@plateau/shared/messages/dashboard.fr';
import { defaultDashboardLayout } from '@plateau/shared/rules/dashboard-layout';
import type { DashboardLayout } from '@plateau/shared/schemas/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toaster';
import { dashboardApi } from '../api';
import { type DataWidget, dashboardKeys } from '../query-keys';

/** One widget's data (its own loading, error and retry), at the expanded page sizes when expanded. */
export function useWidgetData(widget: DataWidget, expanded: boolean) {
  return useQuery({
    queryKey: dashboardKeys.widget(widget, expanded),
    queryFn: ({ signal }) => dashboardApi.widget(widget, expanded, signal),
    placeholderData: (previous) => previous,
  });
}

export function useStatistics() {
  return useQuery({
    queryKey: dashboardKeys.statistics(),
    queryFn: ({ signal }) => dashboardApi.statistics(signal),
  });
}

/** The member's saved layout; the default one until it has loaded (or if it cannot be read). */
export function useLayout() {
  const query = useQuery({
    queryKey: dashboardKeys.layout(),
    queryFn: ({ signal }) => dashboardApi.layout(signal),
  });
  return { layout: query.data ?? defaultDashboardLayout, isLoading: query.isLoading };
}

/** Saves a new layout: shown at once, put back as it was with a toast if the server refuses it. */
export function useSaveLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dashboardApi.saveLayout,
    onMutate: async (layout: DashboardLayout) => {
      await queryClient.cancelQueries({ queryKey: dashboardKeys.layout() });
      const previous = queryClient.getQueryData<DashboardLayout>(dashboardKeys.layout());
      queryClient.setQueryData(dashboardKeys.layout(), layout);
      return { previous };
    },
    onError: (_error, _layout, context) => {
      queryClient.setQueryData(dashboardKeys.layout(), context?.previous ?? defaultDashboardLayout);
      toast.error(d.layoutSaveError);
    },
    onSuccess: (layout) => queryClient.setQueryData(dashboardKeys.layout(), layout),
  });
}
