import { projectRoleLabel } from '@plateau/shared/rules/project-rules';
import { Badge } from '@/components/ui/Badge';
import { cn } from '@/lib/cn';

/** The wanted roles once each, with '×N' when a role is wanted several times. */
export function RoleBadges({
  roles,
  label,
  className,
}: {
  roles: readonly string[];
  label: string;
  className?: string;
}) {
  const counts = new Map<string, number>();
  for (const role of roles) counts.set(role, (counts.get(role) ?? 0) + 1);
  if (counts.size === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label={label}>
      {[...counts].map(([role, count]) => (
        <li key={role}>
          <Badge variant="secondary">
            {projectRoleLabel(role)}
            {count > 1 ? ` ×${count}` : ''}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
