import type { AvailabilityStatus, City, skillSuggestions } from '@plateau/shared';
import type { SocialLinks } from '../schema/users';

export type Skill = (typeof skillSuggestions)[number];

export type DemoMember = {
  fullName: string;
  email: string;
  profession: string;
  location: City;
  availability: AvailabilityStatus;
  skills: Skill[];
  bio: string;
  website: string | null;
  socialLinks: SocialLinks;
};

function slug(fullName: string): string {
  return fullName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

/** A demo member in one call; the e-mail, website and social links derive from the name. */
export function member(
  fullName: string,
  profession: string,
  location: City,
  availability: AvailabilityStatus,
  skills: Skill[],
  bio: string,
  links: {
    website?: boolean;
    instagram?: boolean;
    linkedin?: boolean;
    youtube?: boolean;
    twitter?: boolean;
  } = {},
): DemoMember {
  const handle = slug(fullName);
  const socialLinks: SocialLinks = {};
  if (links.instagram) socialLinks.instagram = `https://www.instagram.com/${handle}`;
  if (links.linkedin) socialLinks.linkedin = `https://www.linkedin.com/in/${handle.replace(/\./g, '-')}`;
  if (links.youtube) socialLinks.youtube = `https://www.youtube.com/@${handle.replace(/\./g, '')}`;
  if (links.twitter) socialLinks.twitter = `https://x.com/${handle.replace(/\./g, '_')}`;
  return {
    fullName,
    email: `${handle}@demo.fr`,
    profession,
    location,
    availability,
    skills,
    bio,
    website: links.website ? `https://${handle.replace(/\./g, '-')}.demo.fr` : null,
    socialLinks,
  };
}
