import { describe, expect, it } from 'vitest';
import { apiMessages } from '../messages/api.fr';
import { adminNewsInputSchema } from './admin';
import { registerSchema } from './auth';
import {
  influencerApplicationCreateSchema,
  influencerRoleInputSchema,
  influencerStep1Schema,
} from './influencer';
import { commentInputSchema } from './magazine';
import { messageInputSchema } from './messaging';
import { portfolioCreateSchema } from './portfolio';
import { profileUpdateSchema } from './profile';
import { joinRequestCreateSchema, memberVisibilityUpdateSchema, projectCreateSchema } from './projects';
import { taskCommentCreateSchema, taskCreateSchema } from './tasks';
import type { z } from './zod';

type Case = [string, z.ZodType, Record<string, unknown>, string];

const multiLine = 'Premier paragraphe.\n\nSecond paragraphe,\r\navec un retour à la ligne.';
const stored = 'Premier paragraphe.\n\nSecond paragraphe,\navec un retour à la ligne.';
const project = { title: 'Court métrage', description: 'Un tournage', category: 'Film' };
const role = { title: 'Monteur', description: 'Monter la vidéo' };
const step1 = { title: 'Campagne', description: 'Une série', contentTypes: ['Vlogs'] };
const application = { coverLetter: 'Lettre', relevantExperience: 'Expérience', motivation: 'Motivation' };
const article = { title: 'Un article', content: 'Texte' };

/** Every multi-line field of the API: line breaks kept ('\r\n' stored as '\n'). */
const multiLineFields: Case[] = [
  ['article content', adminNewsInputSchema, article, 'content'],
  ['article summary', adminNewsInputSchema, article, 'summary'],
  ['bio', profileUpdateSchema, {}, 'bio'],
  ['portfolio description', portfolioCreateSchema, { title: 'Clip' }, 'description'],
  ['project description', projectCreateSchema, project, 'description'],
  ['influencer project description', influencerStep1Schema, step1, 'description'],
  ['influencer role description', influencerRoleInputSchema, role, 'description'],
  ['influencer role responsibilities', influencerRoleInputSchema, role, 'responsibilities'],
  ['cover letter', influencerApplicationCreateSchema, application, 'coverLetter'],
  ['relevant experience', influencerApplicationCreateSchema, application, 'relevantExperience'],
  ['motivation', influencerApplicationCreateSchema, application, 'motivation'],
  ['additional info', influencerApplicationCreateSchema, application, 'additionalInfo'],
  ['task description', taskCreateSchema, { title: 'Repérage' }, 'description'],
  ['task comment', taskCommentCreateSchema, {}, 'content'],
  ['article comment', commentInputSchema, {}, 'content'],
  ['message', messageInputSchema, {}, 'content'],
];

/** Names and titles: one line, no bidirectional control nor zero-width character. */
const nameFields: Case[] = [
  ['full name', profileUpdateSchema, {}, 'fullName'],
  [
    'sign-up name',
    registerSchema,
    { email: 'a@b.fr', password: 'motdepasse1', confirmPassword: 'motdepasse1' },
    'name',
  ],
  ['article title', adminNewsInputSchema, article, 'title'],
  ['portfolio title', portfolioCreateSchema, {}, 'title'],
  ['project title', projectCreateSchema, project, 'title'],
  ['project display name', memberVisibilityUpdateSchema, { showProfile: true }, 'displayName'],
  ['join request role', joinRequestCreateSchema, {}, 'role'],
  ['influencer project title', influencerStep1Schema, step1, 'title'],
  ['influencer role title', influencerRoleInputSchema, role, 'title'],
  ['task title', taskCreateSchema, {}, 'title'],
];

const issueOf = (result: z.ZodSafeParseResult<unknown>, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('multi-line fields', () => {
  it.each(multiLineFields)('%s keeps its line breaks', (_, schema, base, field) => {
    const result = schema.safeParse({ ...base, [field]: multiLine });
    expect(result.error?.issues ?? []).toEqual([]);
    expect((result.data as Record<string, unknown>)[field]).toBe(stored);
  });

  it.each(multiLineFields)('%s refuses a lone surrogate in French', (_, schema, base, field) => {
    const result = schema.safeParse({ ...base, [field]: 'texte \uD800' });
    expect(issueOf(result, field)).toBe(apiMessages.unreadableCharacters);
  });
});

describe('names and titles', () => {
  it.each(nameFields)('%s refuses U+202E in French', (_, schema, base, field) => {
    const result = schema.safeParse({ ...base, [field]: 'Nora \u202Eexe.tnemessiaf' });
    expect(issueOf(result, field)).toBe(apiMessages.invisibleCharacters);
  });

  it.each(nameFields)('%s refuses a line break', (_, schema, base, field) => {
    const result = schema.safeParse({ ...base, [field]: 'Nora\nSentinelle' });
    expect(issueOf(result, field)).toBe(apiMessages.controlCharacters);
  });
});
