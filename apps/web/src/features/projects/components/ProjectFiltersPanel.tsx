import { projectCategories, projectStatuses, recruitmentFilters } from '@plateau/shared/enums';
import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { PhoneFilters } from '@/components/PhoneFilters';
import { Button } from '@/components/ui/Button';
import { Label } from '@/components/ui/Input';
import { SearchInput } from '@/components/ui/SearchInput';
import { Select } from '@/components/ui/Select';
import { useSearchDraft } from '@/hooks/useSearchDraft';
import type { SetUrlStateOptions } from '@/hooks/useUrlState';
import type { ProjectFilters } from '../query-keys';

const categoryOptions = projectCategories.map((category) => ({ value: category, label: category }));
const statusOptions = projectStatuses.map((status) => ({ value: status, label: status }));
const recruitmentOptions = recruitmentFilters.map((value) => ({ value, label: m.recruitmentOptions[value] }));

interface ProjectFiltersPanelProps {
  filters: ProjectFilters;
  onChange: (next: Partial<ProjectFilters>, options?: SetUrlStateOptions) => void;
  onReset: () => void;
  active: boolean;
}

/**
 * Search (sent to the server once typing pauses), category, status and recruitment, and the reset; on a
 * phone the filters are behind 'Filtres'.
 */
export function ProjectFiltersPanel({ filters, onChange, onReset, active }: ProjectFiltersPanelProps) {
  const id = useId();
  const [query, setQuery] = useSearchDraft(filters.q, (q) => onChange({ q }, { replace: true }));
  return (
    <search className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-q`}>{m.searchLabel}</Label>
          <SearchInput
            id={`${id}-q`}
            placeholder={m.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <PhoneFilters count={[filters.category, filters.status, filters.recruiting].filter(Boolean).length}>
          <div>
            <Label htmlFor={`${id}-category`}>{m.categoryFilter}</Label>
            <Select
              id={`${id}-category`}
              value={filters.category}
              options={categoryOptions}
              emptyLabel={m.allCategories}
              onValueChange={(category) => onChange({ category })}
            />
          </div>
          <div>
            <Label htmlFor={`${id}-status`}>{m.statusFilter}</Label>
            <Select
              id={`${id}-status`}
              value={filters.status}
              options={statusOptions}
              emptyLabel={m.allStatuses}
              onValueChange={(status) => onChange({ status })}
            />
          </div>
          <div>
            <Label htmlFor={`${id}-recruiting`}>{m.recruitmentFilter}</Label>
            <Select
              id={`${id}-recruiting`}
              value={filters.recruiting}
              options={recruitmentOptions}
              emptyLabel={m.allRecruitment}
              onValueChange={(recruiting) => onChange({ recruiting })}
            />
          </div>
          <Button variant="ghost" className="h-11" onClick={onReset} disabled={!active}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {m.resetFilters}
          </Button>
        </PhoneFilters>
      </div>
    </search>
  );
}
