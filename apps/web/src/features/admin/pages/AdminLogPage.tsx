import type { AdminLogEntry } from '@plateau/shared';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { adminActions } from '@plateau/shared/schemas/admin';
import { inputClasses } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { useUrlState } from '@/hooks/useUrlState';
import { formatDateTime } from '@/lib/format';
import { adminApi } from '../api';
import { AdminLayout, Filter, FilterBar, TableFrame, td, th } from '../components/AdminLayout';
import { ListStates } from '../components/ListStates';
import { useAdminList } from '../hooks/useAdmin';
import { filtersCodec } from '../url-state';

const codec = filtersCodec(['action', 'adminId', 'from', 'to'] as const);
const noFilters = { action: '', adminId: '', from: '', to: '' };
const l = a.log;

/** What an entry's details say, in one line: the member or project, and the change. */
function summaryOf(entry: AdminLogEntry): string {
  const d = entry.details as Record<string, unknown>;
  const who = String(d.name ?? d.title ?? d.email ?? '');
  if (entry.action === 'user.role')
    return `${who} : ${a.roles[d.from as 'user']} → ${a.roles[d.to as 'user']}`;
  if (entry.action === 'user.update') {
    const after = (d.after ?? {}) as Record<string, unknown>;
    return `${who} : ${Object.entries(after)
      .map(([key, value]) => `${key} = ${String(value)}`)
      .join(', ')}`;
  }
  return who;
}

/** A day of the history's filter ('' for none), bounded by the other end of the range. */
function DayFilter(props: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  return (
    <Filter label={props.label} id={props.id}>
      <input
        id={props.id}
        type="date"
        className={inputClasses}
        value={props.value}
        min={props.min || undefined}
        max={props.max || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Filter>
  );
}

/** /admin/historique: every administration action, newest first, by action, administrator and days. */
export function AdminLogPage() {
  const { state, set } = useUrlState(codec);
  const query = useAdminList('log', state, (q, signal) => adminApi.log(q, signal));
  // The administrators to choose from: every one, the first page of the role's list.
  const admins = useAdminList('users', { q: '', role: 'admin' }, (q, signal) => adminApi.users(q, signal));
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
            value={
              (adminActions as readonly string[]).includes(state.action) ? (state.action as 'user.role') : ''
            }
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
        {(items) => (
          <TableFrame>
            <thead>
              <tr>
                <th className={th}>{l.when}</th>
                <th className={th}>{l.who}</th>
                <th className={th}>{l.action}</th>
                <th className={th}>{l.details}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={l.when} className={td}>
                    {formatDateTime(entry.createdAt)}
                  </td>
                  <td data-label={l.who} className={td}>
                    {entry.actorName ?? l.unknownAdmin}
                  </td>
                  <td data-label={l.action} className={td}>
                    {l.actions[entry.action]}
                  </td>
                  <td data-label={l.details} className={td}>
                    {summaryOf(entry)}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </ListStates>
    </AdminLayout>
  );
}
