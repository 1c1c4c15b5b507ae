import type { AdminStats } from '@plateau/shared';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { ClipboardList, FolderKanban, History, Users } from 'lucide-react';
import { Link } from 'react-router';

/** The tiles of /admin to each list, with the totals once read. */
export function AdminTiles({ stats }: { stats: AdminStats | undefined }) {
  const tiles = [
    { to: '/admin/users', icon: Users, label: a.nav.users, count: stats?.users },
    { to: '/admin/projects', icon: FolderKanban, label: a.nav.projects, count: stats?.projects },
    { to: '/admin/tasks', icon: ClipboardList, label: a.nav.tasks },
    { to: '/admin/historique', icon: History, label: a.nav.log },
  ];
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map(({ to, icon: Icon, label, count }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-violet-300 hover:shadow-md"
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-900 text-violet-200">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{label}</span>
              {count === undefined ? null : (
                <span className="text-sm text-slate-600">{count.toLocaleString('fr-FR')}</span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
