import type { AdminLogEntry } from '@plateau/shared';
import { userRoles } from '@plateau/shared/enums';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { formatDateTime } from '@/lib/format';
import { TableFrame, td } from './AdminLayout';

const l = a.log;
/** A role of the entry's details by its French name (any other value as stored). */
function roleLabel(value: unknown): string {
  const role = userRoles.find((known) => known === value);
  return role ? a.roles[role] : String(value);
}

/** What an entry's details say, in one line: the member or project, and the change. */
function summaryOf(entry: AdminLogEntry): string {
  const d = entry.details as Record<string, unknown>;
  const who = String(d.name ?? d.title ?? d.email ?? '');
  if (entry.action === 'user.role') return `${who} : ${roleLabel(d.from)} → ${roleLabel(d.to)}`;
  if (entry.action === 'user.update') {
    const after = (d.after ?? {}) as Record<string, unknown>;
    return `${who} : ${Object.entries(after)
      .map(([key, value]) => `${key} = ${String(value)}`)
      .join(', ')}`;
  }
  return who;
}

/** The history's table: when, who, what and on whom. */
export function LogTable({ items }: { items: AdminLogEntry[] }) {
  return (
    <TableFrame columns={[l.when, l.who, l.action, l.details]}>
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
    </TableFrame>
  );
}
