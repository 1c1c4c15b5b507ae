import type { TalentCard } from '@plateau/shared';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** A card of the talents directory: no e-mail (the card does not show it). */
export function presentTalent(
  row: Pick<
    UserRow,
    'id' | 'fullName' | 'avatarUrl' | 'profession' | 'bio' | 'location' | 'skills' | 'availabilityStatus'
  > & {
    /** The answer's text of the timestamp (`isoTimestamp`). */
    createdAt: string;
  },
): TalentCard {
  return {
    id: row.id,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    profession: row.profession,
    bio: row.bio,
    location: row.location,
    skills: row.skills,
    availabilityStatus: row.availabilityStatus,
    createdAt: row.createdAt,
  };
}
