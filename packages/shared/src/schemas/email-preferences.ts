import { emailCategories, emailFrequencies } from '../enums';
import { emailPreferenceMessages as m } from '../messages/email-notifications.fr';
import { z } from './zod';

const frequency = z.enum(emailFrequencies, {
  error: (issue) => (issue.input === undefined ? m.missingCategory : m.invalidFrequency),
});

/** One frequency per e-mail category: the whole set, as GET answers and PUT replaces it. */
export const emailPreferencesSchema = z.strictObject(
  {
    messages: frequency,
    connections: frequency,
    projects: frequency,
    tasks: frequency,
    magazine: frequency,
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? m.unknownCategory : undefined),
  },
);
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const emailPreferencesResponseSchema = z.object({
  preferences: emailPreferencesSchema,
  /** How long a message waits unread before it is mailed (MESSAGE_MAIL_DELAY_SECONDS), in minutes. */
  messageDelayMinutes: z.number().int().min(0),
  /** The same delay in seconds (a delay under a minute is shown in seconds). */
  messageDelaySeconds: z.number().int().min(0),
});
export type EmailPreferencesResponse = z.infer<typeof emailPreferencesResponseSchema>;

/** What a one-click link turns off: a category, or every category sent in one of the summaries. */
export const unsubscribeScopes = [...emailCategories, 'dailyDigest', 'weeklyDigest'] as const;
export type UnsubscribeScope = (typeof unsubscribeScopes)[number];

/** The signed token of an unsubscribe link: member, scope, signature; checked by the server only. */
const tokenField = z.string({ error: m.invalidToken }).min(1, { error: m.invalidToken }).max(200, {
  error: m.invalidToken,
});

export const unsubscribeQuerySchema = z.object({ token: tokenField });
export const unsubscribeBodySchema = z.strictObject({ token: tokenField });
export const unsubscribeInfoSchema = z.object({ scope: z.enum(unsubscribeScopes) });
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;
