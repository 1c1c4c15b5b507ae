import type { JoinRequestStatus } from '@plateau/shared/enums';
import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import { Badge, type BadgeVariant } from '@/components/ui/Badge';

const look: Record<JoinRequestStatus, [string, BadgeVariant]> = {
  'en attente': [m.statusLabels.pending, 'warning'],
  approuvé: [m.statusLabels.accepted, 'success'],
  refusé: [m.statusLabels.refused, 'error'],
};

/** 'En attente', 'Accepté' or 'Refusé' (spec 2 §4). */
export function ApplicationStatusBadge({ status }: { status: JoinRequestStatus }) {
  const [label, variant] = look[status];
  return <Badge variant={variant}>{label}</Badge>;
}
