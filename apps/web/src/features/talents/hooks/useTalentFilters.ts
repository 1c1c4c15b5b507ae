import { isAvailabilityStatus } from '@plateau/shared/rules/availability';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type TalentFilters, talentsSearchParams } from '../talents-api';

function readFilters(params: URLSearchParams): TalentFilters {
  const availability = params.get('availability') ?? '';
  return {
    q: params.get('q') ?? '',
    availability: isAvailabilityStatus(availability) ? availability : '',
    profession: params.get('profession') ?? '',
    location: params.get('location') ?? '',
    skills: params.getAll('skills').filter(Boolean),
  };
}

/** The directory's filters live in the URL: a search can be shared and survives a reload. */
export function useTalentFilters() {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: paramsKey stands for the params' content.
  const filters = useMemo(() => readFilters(params), [paramsKey]);

  const setFilters = useCallback(
    (next: Partial<TalentFilters>) => {
      // flushSync: a controlled checkbox must show its new state at once, not after a transition.
      setParams((current) => talentsSearchParams({ ...readFilters(current), ...next }), {
        replace: true,
        flushSync: true,
      });
    },
    [setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  const active =
    filters.q !== '' ||
    filters.availability !== '' ||
    filters.profession !== '' ||
    filters.location !== '' ||
    filters.skills.length > 0;
  return { filters, setFilters, reset, active };
}
