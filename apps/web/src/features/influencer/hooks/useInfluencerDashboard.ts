import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import type { InfluencerApplication } from '@plateau/shared/schemas/influencer';
import { useState } from 'react';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { toast } from '@/lib/toaster';
import type { ApplicationFilters } from '../query-keys';
import { useApplications, useDecideApplication } from './useInfluencer';

const noFilters: ApplicationFilters = { q: '', status: '', roleId: '' };

/** The dashboard: its filters (the search debounced), the applications, the one opened and the decisions. */
export function useInfluencerDashboard() {
  const [filters, setFilters] = useState<ApplicationFilters>(noFilters);
  const search = useDebouncedValue(filters.q, 300);
  const query = useApplications({ ...filters, q: search.trim() });
  const decide = useDecideApplication();
  const [openId, setOpenId] = useState<string | null>(null);
  const data = query.data;

  const onDecide = (application: InfluencerApplication, next: 'approuvé' | 'refusé') =>
    decide.mutate(
      { id: application.id, status: next },
      {
        onSuccess: () => toast.success(next === 'approuvé' ? m.accepted : m.refused),
        onError: (error) => toast.error(error.message || m.decisionError),
      },
    );

  return {
    filters,
    change: (patch: Partial<ApplicationFilters>) => setFilters((old) => ({ ...old, ...patch })),
    query,
    data,
    open: data?.items.find((item) => item.id === openId) ?? null,
    setOpenId,
    deciding: decide.isPending,
    onDecide,
  };
}
