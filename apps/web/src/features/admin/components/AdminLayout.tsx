import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { cn } from '@/lib/cn';

const links = [
  { to: '/admin', label: a.nav.overview, end: true },
  { to: '/admin/users', label: a.nav.users },
  { to: '/admin/projects', label: a.nav.projects },
  { to: '/admin/tasks', label: a.nav.tasks },
  { to: '/admin/news', label: a.nav.news },
  { to: '/admin/moderation', label: a.nav.moderation },
  { to: '/admin/historique', label: a.nav.log },
  { to: '/admin/diagnostics', label: a.nav.diagnostics },
  { to: '/create-admin', label: a.nav.createAdmin },
];

/** The administration's pages: the section title, its navigation, then the page. */
export function AdminLayout({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <PageTitle title={[title, a.title]} />
      <p className="text-sm font-medium tracking-wide text-violet-700 uppercase">{a.title}</p>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold text-slate-900">{title}</h1>
        {actions}
      </div>
      {/* On a phone the tabs scroll sideways, the last one faded to say so. */}
      <nav
        aria-label={a.title}
        className="-mx-4 mt-5 overflow-x-auto px-4 [mask-image:linear-gradient(to_right,black_85%,transparent)] sm:[mask-image:none]"
      >
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium',
                    isActive
                      ? 'border-indigo-700 text-indigo-800'
                      : 'border-transparent text-slate-600 hover:text-slate-900',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** A search box and filters above a list, with the reset button. */
export function FilterBar({ children, onReset }: { children: ReactNode; onReset: () => void }) {
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      {children}
      <button
        type="button"
        onClick={onReset}
        className="h-10 rounded-lg px-3 text-sm font-medium text-indigo-700 hover:bg-indigo-50"
      >
        {a.filters.reset}
      </button>
    </div>
  );
}

/** A labelled filter of the bar. */
export function Filter({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="flex min-w-40 flex-1 flex-col gap-1 sm:flex-none">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A table whose rows become cards on a phone (index.css, `.table-cards`: each cell under its column's name,
 * its `data-label`, the first cell the card's title); from 640 px on, a table that scrolls sideways if needed.
 */
export function TableFrame({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="table-cards w-full text-left text-sm sm:min-w-[44rem]">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} className={th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const th = 'border-b border-slate-200 bg-slate-50 px-4 py-3 font-semibold text-slate-700';
export const td = 'border-b border-slate-100 px-4 py-3 align-middle text-slate-800';
