import { availabilityLabel, availabilityTone } from '@plateau/shared/rules/availability';
import { Badge, type BadgeSize } from './ui/Badge';

/** 'Disponible', 'Sur un projet', 'Indisponible', or 'Statut inconnu' for any other value. */
export function AvailabilityBadge({ status, size = 'sm' }: { status: string | null; size?: BadgeSize }) {
  return (
    <Badge variant={availabilityTone(status)} size={size}>
      <span aria-hidden="true" className="mr-1.5 inline-block size-1.5 rounded-full bg-current" />
      {availabilityLabel(status)}
    </Badge>
  );
}
