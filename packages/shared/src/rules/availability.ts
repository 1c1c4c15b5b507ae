import { type AvailabilityStatus, availabilityStatuses } from '../enums';
import { profileMessages } from '../messages/profile.fr';

export type AvailabilityTone = 'success' | 'warning' | 'error' | 'default';

/** True for one of the three known availability values. */
export function isAvailabilityStatus(value: unknown): value is AvailabilityStatus {
  return typeof value === 'string' && (availabilityStatuses as readonly string[]).includes(value);
}

/** The badge label of an availability value; any other value shows 'Statut inconnu' (spec 1 §4). */
export function availabilityLabel(value: string | null | undefined): string {
  if (!isAvailabilityStatus(value)) return profileMessages.unknownStatus;
  return profileMessages.availability[value];
}

/** The badge colour of an availability value. */
export function availabilityTone(value: string | null | undefined): AvailabilityTone {
  if (!isAvailabilityStatus(value)) return 'default';
  switch (value) {
    case 'disponible':
      return 'success';
    case 'sur un projet':
      return 'warning';
    case 'indisponible':
      return 'error';
    default: {
      const unreachable: never = value;
      return unreachable;
    }
  }
}
