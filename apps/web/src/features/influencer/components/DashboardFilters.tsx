import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import { applicationStatusFilters, type InfluencerDashboard } from '@plateau/shared/schemas/influencer';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { Label } from '@/components/ui/Input';
import { SearchInput } from '@/components/ui/SearchInput';
import { Select } from '@/components/ui/Select';
import type { ApplicationFilters } from '../query-keys';

const statusOptions = applicationStatusFilters.map((value) => ({ value, label: m.statusLabels[value] }));

/** The dashboard's search, status and role filters, and 'Réinitialiser'. */
export function DashboardFilters({
  filters,
  roles,
  onChange,
}: {
  filters: ApplicationFilters;
  roles: InfluencerDashboard['roles'];
  onChange: (patch: Partial<ApplicationFilters>) => void;
}) {
  const base = useId();
  const roleOptions = roles.map((role) => ({
    value: role.id,
    label: `${role.title} · ${role.projectTitle}`,
  }));
  return (
    <section className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
      <div>
        <Label htmlFor={`${base}-q`}>{m.dashboardSearch}</Label>
        <SearchInput
          id={`${base}-q`}
          value={filters.q}
          onChange={(event) => onChange({ q: event.target.value })}
        />
      </div>
      <div>
        <Label htmlFor={`${base}-status`}>{m.statusFilter}</Label>
        <Select
          id={`${base}-status`}
          value={filters.status}
          options={statusOptions}
          emptyLabel={m.allStatuses}
          onValueChange={(status) => onChange({ status })}
        />
      </div>
      <div>
        <Label htmlFor={`${base}-role`}>{m.roleFilter}</Label>
        <Select
          id={`${base}-role`}
          value={filters.roleId}
          options={roleOptions}
          emptyLabel={m.allRoles}
          onValueChange={(roleId) => onChange({ roleId })}
        />
      </div>
      <Button variant="outline" onClick={() => onChange({ q: '', status: '', roleId: '' })}>
        {m.reset}
      </Button>
    </section>
  );
}
