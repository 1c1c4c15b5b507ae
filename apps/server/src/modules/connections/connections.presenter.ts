import type { Connection, NetworkEntry } from '@plateau/shared';
import { isoString } from '../../lib/iso-string';
import type { ConnectionRow } from './connections.service';

export type NetworkRow = {
  id: string;
  status: ConnectionRow['status'];
  createdAt: Date;
  updatedAt: Date;
  member: {
    id: string;
    fullName: string;
    avatarUrl: string | null;
    profession: string | null;
    location: string | null;
    skills: string[];
    availabilityStatus: string;
    deletedAt: Date | null;
  };
};

export function presentConnection(row: ConnectionRow): Connection {
  return {
    id: row.id,
    userId: row.userId,
    connectedUserId: row.connectedUserId,
    status: row.status,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
  };
}

/** A network card; a deleted account shows nothing but its id ('Utilisateur supprimé'). */
export function presentNetworkEntry(row: NetworkRow): NetworkEntry {
  const { member } = row;
  const deleted = member.deletedAt !== null;
  return {
    id: row.id,
    status: row.status,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
    member: deleted
      ? {
          id: member.id,
          deleted,
          fullName: null,
          avatarUrl: null,
          profession: null,
          location: null,
          skills: [],
          availabilityStatus: null,
        }
      : {
          id: member.id,
          deleted,
          fullName: member.fullName,
          avatarUrl: member.avatarUrl,
          profession: member.profession,
          location: member.location,
          skills: member.skills,
          availabilityStatus: member.availabilityStatus,
        },
  };
}
