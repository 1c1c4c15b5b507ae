import { projectStatusTone } from '@plateau/shared/rules/project-rules';
import { Badge, type BadgeSize } from '@/components/ui/Badge';

/** The status with the spec's colour: 'en préparation' warning, 'en cours' primary, 'terminé' success, 'en pause' error. */
export function ProjectStatusBadge({ status, size }: { status: string; size?: BadgeSize }) {
  return (
    <Badge variant={projectStatusTone(status)} size={size}>
      {status}
    </Badge>
  );
}
