import { availabilityStatuses } from '../enums';
import { fill } from '../messages/fill';
import { profileMessages as pm } from '../messages/profile.fr';
import { isValidLink, normalizeLink } from '../rules/normalize-link';
import { multiLineText, singleLineText } from './text';
import { z } from './zod';

/** Length limits of the profile and portfolio fields. */
export const profileLimits = {
  fullName: 100,
  profession: 100,
  bio: 2000,
  location: 100,
  skill: 50,
  skills: 30,
  link: 300,
  portfolioTitle: 120,
  portfolioDescription: 2000,
  imageUrl: 500,
} as const;

/** Optional free text (one line unless multiline): trimmed, limited, blank becomes null. */
export const optionalText = (max: number, { multiline = false } = {}) =>
  (multiline ? multiLineText() : singleLineText())
    .trim()
    .max(max, { error: fill(pm.tooLong, { max }) })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** A link: normalised with https://, blank becomes null, otherwise a valid address. */
export const linkField = singleLineText()
  .max(profileLimits.link, { error: fill(pm.tooLong, { max: profileLimits.link }) })
  .nullable()
  .optional()
  .transform((value) => normalizeLink(value) || null)
  .refine((value) => value === null || isValidLink(value), { error: pm.invalidLink });

export const availabilityField = z.enum(availabilityStatuses, { error: pm.invalidAvailability });

export const skillsField = z
  .array(
    singleLineText()
      .trim()
      .min(1, { error: pm.skillEmpty })
      .max(profileLimits.skill, { error: fill(pm.tooLong, { max: profileLimits.skill }) }),
  )
  .max(profileLimits.skills, { error: fill(pm.tooManySkills, { max: profileLimits.skills }) })
  // The same skill twice (whatever its case) is kept once.
  .transform((skills) => {
    const seen = new Set<string>();
    return skills.filter((skill) => {
      const key = skill.toLocaleLowerCase('fr-FR');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });
