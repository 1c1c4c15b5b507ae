import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * The rule of blocking (issue 31) as SQL, true when neither member blocked the other: the moderation area's
 * `noBlockBetween`, which app.ts hands over here. The notifications area needs it (no e-mail about a member
 * the recipient no longer sees) but cannot import the moderation area, which notifies (an import cycle).
 */
export type BlockRule = (viewer: unknown, member: unknown) => SQL;

declare module 'fastify' {
  interface FastifyInstance {
    noBlockBetween: BlockRule;
  }
}

/** Once, on the root instance, before the areas register. */
export function registerBlockRule(app: FastifyInstance, rule: BlockRule): void {
  app.decorate('noBlockBetween', rule);
}
