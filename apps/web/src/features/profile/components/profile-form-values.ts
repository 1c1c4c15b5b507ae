import type { AvailabilityStatus } from '@plateau/shared/enums';
import { isAvailabilityStatus } from '@plateau/shared/rules/availability';
import type { Profile, ProfileUpdateInput } from '@plateau/shared/schemas/profile';

/** The edit form's fields: plain strings, blanks allowed (the shared schema turns them into null). */
export type ProfileFormValues = {
  fullName: string;
  profession: string;
  bio: string;
  location: string;
  skills: string[];
  availabilityStatus: AvailabilityStatus;
  website: string;
  instagram: string;
  twitter: string;
  linkedin: string;
  youtube: string;
  defaultShowProfile: boolean;
};

export function formValuesOf(profile: Profile): ProfileFormValues {
  return {
    fullName: profile.fullName,
    profession: profile.profession ?? '',
    bio: profile.bio ?? '',
    location: profile.location ?? '',
    skills: profile.skills,
    availabilityStatus: isAvailabilityStatus(profile.availabilityStatus)
      ? profile.availabilityStatus
      : 'disponible',
    website: profile.website ?? '',
    instagram: profile.socialLinks.instagram ?? '',
    twitter: profile.socialLinks.twitter ?? '',
    linkedin: profile.socialLinks.linkedin ?? '',
    youtube: profile.socialLinks.youtube ?? '',
    defaultShowProfile: profile.defaultShowProfile ?? true,
  };
}

export function payloadOf(values: ProfileFormValues): ProfileUpdateInput {
  return {
    fullName: values.fullName,
    profession: values.profession,
    bio: values.bio,
    location: values.location,
    skills: values.skills,
    availabilityStatus: values.availabilityStatus,
    website: values.website,
    socialLinks: {
      instagram: values.instagram,
      twitter: values.twitter,
      linkedin: values.linkedin,
      youtube: values.youtube,
    },
    defaultShowProfile: values.defaultShowProfile,
  };
}

/** The form field behind an issue path of the shared schema (socialLinks.instagram -> instagram). */
export function fieldOfIssue(path: readonly PropertyKey[]): keyof ProfileFormValues | null {
  const [first, second] = path;
  const name = first === 'socialLinks' ? second : first;
  switch (name) {
    case 'fullName':
    case 'profession':
    case 'bio':
    case 'location':
    case 'skills':
    case 'availabilityStatus':
    case 'website':
    case 'instagram':
    case 'twitter':
    case 'linkedin':
    case 'youtube':
    case 'defaultShowProfile':
      return name;
    default:
      return null;
  }
}
