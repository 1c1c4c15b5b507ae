import type { FastifyInstance } from 'fastify';

/** The page a suspended account's sign-in refusal links to (its decision), or null when there is none. */
export type SuspensionLink = (userId: string) => Promise<string | null>;

declare module 'fastify' {
  interface FastifyInstance {
    suspensionNotice: { link: SuspensionLink | null };
  }
}

/**
 * Once, on the root instance: the slot through which the moderation area (issue 31) tells the sign-in where a
 * suspended member reads and contests the decision (the shared layers never import an area).
 */
export function registerSuspensionNoticeRegistry(app: FastifyInstance): void {
  app.decorate('suspensionNotice', { link: null });
}

/** The moderation area gives the link of a suspended member's decision. */
export function provideSuspensionLink(app: FastifyInstance, link: SuspensionLink): void {
  app.suspensionNotice.link = link;
}
