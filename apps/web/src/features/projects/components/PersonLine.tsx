import type { ProjectPerson } from '@plateau/shared/schemas/project-responses';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';

interface PersonLineProps {
  /** Null for an anonymous member: the name only, no link. */
  person: ProjectPerson | null;
  name: string;
  /** Under the name (profession, role...). */
  children?: ReactNode;
}

/** A member's avatar and name (linked to their profile when known), with a line under it. */
export function PersonLine({ person, name, children }: PersonLineProps) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={name} src={person?.avatarUrl ?? null} decorative />
      <div className="min-w-0">
        {person ? (
          <Link
            to={`/talents/${person.id}`}
            className="block truncate font-medium text-slate-900 hover:text-indigo-700"
          >
            {name}
          </Link>
        ) : (
          <p className="truncate font-medium text-slate-900">{name}</p>
        )}
        {children ? <div className="text-sm text-slate-600">{children}</div> : null}
      </div>
    </div>
  );
}
