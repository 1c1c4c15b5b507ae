import type { PortfolioItem, Profile, RecentProject, TalentCard } from '@plateau/shared';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** A card of the talents directory: no e-mail (the card does not show it). */
export function presentTalent(
  row: Pick<
    UserRow,
    | 'id'
    | 'fullName'
    | 'avatarUrl'
    | 'profession'
    | 'bio'
    | 'location'
    | 'skills'
    | 'availabilityStatus'
    | 'createdAt'
  >,
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
    createdAt: row.createdAt.toISOString(),
  };
}

/** The profile page; the e-mail is the contact info the spec shows to members. */
export function presentProfile(
  row: UserRow,
  extra: { isOwn: boolean; portfolio: PortfolioItem[]; recentProjects: RecentProject[] },
): Profile {
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
    createdAt: row.createdAt.toISOString(),
    isOwn: extra.isOwn,
    defaultShowProfile: extra.isOwn ? row.defaultShowProfile : null,
    portfolio: extra.portfolio,
    recentProjects: extra.recentProjects,
    abilities: { edit: extra.isOwn },
  };
}
