import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { adminActions } from '@plateau/shared/schemas/admin';
import { Select } from '@/components/ui/Select';
import { useUrlState } from '@/hooks/useUrlState';
import { AdminLayout, Filter, FilterBar } from '../components/AdminLayout';
import { DayFilter } from '../components/DayFilter';
import { ListStates } from '../components/ListStates';
import { LogTable } from '../components/LogTable';
import { useAdminLog, useAdminUsers } from '../hooks/useAdmin';
import { type AdminLogFilters, adminLogUrl } from '../url-state';

const noFilters: AdminLogFilters = { action: '', adminId: '', from: '', to: '' };
const administrators = { q: '', role: 'admin' } as const;
const l = a.log;

/** /admin/historique: every administration action, newest first, by action, administrator and days. */
export function AdminLogPage() {
  const { state, set } = useUrlState(adminLogUrl);
  const query = useAdminLog(state);
  // The administrators to choose from: every one, the first page of the role's list.
  const admins = useAdminUsers(administrators);
  const adminOptions = (admins.data?.pages[0]?.items ?? []).map((admin) => ({
    value: admin.id,
    label: admin.fullName,
  }));
  return (
    <AdminLayout title={l.title}>
      <FilterBar onReset={() => set(noFilters)}>
        <Filter label={a.filters.action} id="admin-log-action">
          <Select
            id="admin-log-action"
            value={state.action}
            emptyLabel={a.filters.allActions}
            options={adminActions.map((value) => ({ value, label: l.actions[value] }))}
            onValueChange={(value) => set({ action: value })}
          />
        </Filter>
        <Filter label={a.filters.admin} id="admin-log-admin">
          <Select
            id="admin-log-admin"
            value={adminOptions.some((option) => option.value === state.adminId) ? state.adminId : ''}
            emptyLabel={a.filters.allAdmins}
            options={adminOptions}
            onValueChange={(value) => set({ adminId: value })}
          />
        </Filter>
        <DayFilter
          id="admin-log-from"
          label={a.filters.from}
          value={state.from}
          max={state.to}
          onChange={(from) => set({ from })}
        />
        <DayFilter
          id="admin-log-to"
          label={a.filters.to}
          value={state.to}
          min={state.from}
          onChange={(to) => set({ to })}
        />
      </FilterBar>
      <ListStates query={query} empty={l.empty} loadError={a.loadError}>
        {(items) => <LogTable items={items} />}
      </ListStates>
    </AdminLayout>
  );
}
