import type { PortfolioItem, Profile, RecentProject } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { users } from '../../db/schema';
import { isoString } from '../../lib/iso-string';
import { profileAbilities } from './users.policy';

type UserRow = typeof users.$inferSelect;

/** The profile page; the e-mail is the contact info the spec shows to members. */
export function presentProfile(
  row: UserRow,
  extra: { actor: Actor; portfolio: PortfolioItem[]; recentProjects: RecentProject[] },
): Profile {
  const isOwn = extra.actor.id === row.id;
  const links = row.socialLinks;
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    avatarUrl: row.avatarUrl,
    profession: row.profession,
    bio: row.bio,
    location: row.location,
    skills: row.skills,
    website: row.website,
    socialLinks: {
      ...(links.instagram ? { instagram: links.instagram } : {}),
      ...(links.twitter ? { twitter: links.twitter } : {}),
      ...(links.linkedin ? { linkedin: links.linkedin } : {}),
      ...(links.youtube ? { youtube: links.youtube } : {}),
    },
    availabilityStatus: row.availabilityStatus,
    createdAt: isoString(row.createdAt),
    isOwn,
    defaultShowProfile: isOwn ? row.defaultShowProfile : null,
    portfolio: extra.portfolio,
    recentProjects: extra.recentProjects,
    abilities: profileAbilities(extra.actor, row),
  };
}
