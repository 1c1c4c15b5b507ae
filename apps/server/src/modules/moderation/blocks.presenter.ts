import type { BlockedMember } from '@plateau/shared';
import type { BlockedMemberRow } from './blocks.service';

/** A blocked member as 'Membres bloqués' shows them. */
export function presentBlockedMember(row: BlockedMemberRow): BlockedMember {
  return {
    id: row.id,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    profession: row.profession,
    blockedAt: row.blockedAt,
  };
}
