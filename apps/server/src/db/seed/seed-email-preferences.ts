import type { EmailPreferences } from '@plateau/shared';
import { notificationEmailPreferences } from '../schema';
import type { SeedContext } from './context';
import { DEMO_MEMBER_EMAIL } from './members';

/**
 * Demo members who changed their 'Notifications par e-mail' (issue 30); everybody else keeps the defaults.
 * Camille's settings show every choice of the section at once.
 */
const demoEmailPreferences: Array<{ email: string; preferences: EmailPreferences }> = [
  {
    email: DEMO_MEMBER_EMAIL,
    preferences: {
      messages: 'immédiat',
      connections: 'immédiat',
      projects: 'quotidien',
      tasks: 'hebdomadaire',
      magazine: 'jamais',
    },
  },
  {
    email: 'lea.dubois@demo.fr',
    preferences: {
      messages: 'quotidien',
      connections: 'immédiat',
      projects: 'immédiat',
      tasks: 'immédiat',
      magazine: 'hebdomadaire',
    },
  },
  {
    email: 'julien.moreau@demo.fr',
    preferences: {
      messages: 'immédiat',
      connections: 'jamais',
      projects: 'hebdomadaire',
      tasks: 'jamais',
      magazine: 'jamais',
    },
  },
  {
    email: 'sophie.lefevre@demo.fr',
    preferences: {
      messages: 'hebdomadaire',
      connections: 'quotidien',
      projects: 'quotidien',
      tasks: 'quotidien',
      magazine: 'hebdomadaire',
    },
  },
];

/** Stores the demo members' e-mail settings; returns how many members have their own. */
export async function seedEmailPreferences(ctx: SeedContext): Promise<number> {
  const rows = demoEmailPreferences.map(({ email, preferences }) => ({
    userId: ctx.idOf(email),
    ...preferences,
    updatedAt: ctx.now,
  }));
  await ctx.tx.insert(notificationEmailPreferences).values(rows);
  return rows.length;
}
