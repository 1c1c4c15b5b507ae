import { fill } from '../messages/fill';
import { profileMessages as pm } from '../messages/profile.fr';
import { portfolioItemSchema } from './portfolio';
import { availabilityField, linkField, optionalText, profileLimits, skillsField } from './profile-fields';
import { nameText, singleLineText } from './text';
import { z } from './zod';

export { type SocialNetwork, socialNetworks } from '../enums';

/** Body of PATCH /api/me/profile: every field optional, each one validated when present. */
export const profileUpdateSchema = z
  .object({
    fullName: nameText({ error: pm.fullNameRequired })
      .trim()
      .min(1, { error: pm.fullNameRequired })
      .max(profileLimits.fullName, { error: fill(pm.tooLong, { max: profileLimits.fullName }) }),
    profession: optionalText(profileLimits.profession),
    bio: optionalText(profileLimits.bio, { multiline: true }),
    location: optionalText(profileLimits.location),
    skills: skillsField,
    availabilityStatus: availabilityField,
    website: linkField,
    socialLinks: z
      .object({ instagram: linkField, twitter: linkField, linkedin: linkField, youtube: linkField })
      .strict(),
    defaultShowProfile: z.boolean(),
    /** An address returned by POST /api/uploads?kind=avatar, or null to remove the photo. */
    avatarUrl: singleLineText().max(profileLimits.imageUrl).nullable(),
  })
  .partial()
  .strict();
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const socialLinksSchema = z.object({
  instagram: z.string().optional(),
  twitter: z.string().optional(),
  linkedin: z.string().optional(),
  youtube: z.string().optional(),
});

export const recentProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type RecentProject = z.infer<typeof recentProjectSchema>;

/** A member's profile page (/talents/{id} and /profil). */
export const profileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  /** Shown in the contact info (spec 1 §2). */
  email: z.string(),
  avatarUrl: z.string().nullable(),
  profession: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  website: z.string().nullable(),
  socialLinks: socialLinksSchema,
  availabilityStatus: z.string(),
  createdAt: z.string(),
  isOwn: z.boolean(),
  /** Only on one's own profile. */
  defaultShowProfile: z.boolean().nullable(),
  portfolio: z.array(portfolioItemSchema),
  recentProjects: z.array(recentProjectSchema),
  abilities: z.object({ edit: z.boolean() }),
});
export type Profile = z.infer<typeof profileSchema>;

/** Body of POST /api/me/deletion. */
export const accountDeletionSchema = z.object({
  password: z
    .string({ error: pm.deletePasswordRequired })
    .min(1, { error: pm.deletePasswordRequired })
    .max(128),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

/** A member or a portfolio item addressed by id (a malformed one answers 404). */
export const profileIdParamsSchema = z.object({ id: z.string().max(64) });
